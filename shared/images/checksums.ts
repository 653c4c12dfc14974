/** CRC-32 (PNG chunks) and Adler-32 (zlib streams), on bytes only. */

const CRC_TABLE = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()

/** CRC-32 of b[start, end). */
export function crc32(b: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff
  for (let i = start; i < end; i++) c = (CRC_TABLE[(c ^ (b[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
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
