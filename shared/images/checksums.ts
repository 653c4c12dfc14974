/** CRC-32 (PNG chunks) and Adler-32 (zlib streams), on bytes only. */

/**
 * Slicing-by-8 tables: T[k][n] is the CRC of byte n followed by k zero bytes,
 * so eight bytes cost eight lookups and no data-dependent chain of shifts —
 * several times faster than one table, and a 4 MiB PNG is all CRC'd data.
 */
const CRC_TABLES = (() => {
  const t = new Int32Array(8 * 256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c
  }
  for (let n = 0; n < 256; n++) {
    for (let k = 1; k < 8; k++) {
      const prev = t[(k - 1) * 256 + n]!
      t[k * 256 + n] = t[prev & 0xff]! ^ (prev >>> 8)
    }
  }
  return t
})()

/** CRC-32 of b[start, end); `previous`, the CRC of the bytes before, continues it. */
export function crc32(b: Uint8Array, start: number, end: number, previous = 0): number {
  const t = CRC_TABLES
  let c = ~previous
  let i = start
  const stop8 = Math.min(end, b.length) - 8
  for (; i <= stop8; i += 8) {
    const lo = c ^ (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24))
    c =
      t[1792 + (lo & 0xff)]! ^
      t[1536 + ((lo >>> 8) & 0xff)]! ^
      t[1280 + ((lo >>> 16) & 0xff)]! ^
      t[1024 + (lo >>> 24)]! ^
      t[768 + b[i + 4]!]! ^
      t[512 + b[i + 5]!]! ^
      t[256 + b[i + 6]!]! ^
      t[b[i + 7]!]!
  }
  for (; i < end; i++) c = t[(c ^ (b[i] ?? 0)) & 0xff]! ^ (c >>> 8)
  return (c ^ -1) >>> 0
}

/** Running Adler-32; `update` may be called with any slicing of the data. */
export class Adler32 {
  private a = 1
  private b = 0

  update(buf: Uint8Array, start: number, end: number): void {
    let a = this.a
    let b = this.b
    let i = start
    while (i < end) {
      // 3800 bytes keep b below 2^31, so the optimiser can stay in int32 arithmetic (zlib's NMAX, 5552, is for unsigned 32 bits).
      const stop = Math.min(end, i + 3800)
      for (; i < stop; i++) {
        a = (a + buf[i]!) | 0
        b = (b + a) | 0
      }
      a %= 65521
      b %= 65521
    }
    this.a = a
    this.b = b
  }

  get value(): number {
    return ((this.b << 16) | this.a) >>> 0
  }
}
