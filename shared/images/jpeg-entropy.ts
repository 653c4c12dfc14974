/**
 * Finds the end of a scan's entropy-coded data and removes JPEG's byte
 * stuffing on the way, so the bit reader can run over plain bytes.
 */

export interface EntropyData {
  /** [start0, end0, start1, end1, …]: one pair per restart interval, offsets in `out`. */
  segments: number[]
  /** Offset in the file of the marker that ends the scan. */
  next: number
}

/**
 * Copies b[p..] into `out` until a marker other than RSTn.
 *
 * Turns 0xFF00 into 0xFF and splits at restart markers, which must count 0..7
 * cyclically. 'truncated' means the file ended first; a string is what else is
 * wrong.
 *
 * The rest of the file is copied in one native call, then compacted in place
 * (each stretch between 0xFF bytes moved down by the bytes removed so far),
 * with 0xFF bytes found four at a time: about one byte in a hundred is one.
 * `out` must hold b.length - p + 8 bytes.
 */
export function extractEntropy(
  b: Uint8Array,
  p: number,
  out: Uint8Array,
): EntropyData | 'truncated' | string {
  const segments: number[] = [0]
  const n = b.length - p
  out.set(b.subarray(p))
  const words =
    out.byteOffset % 4 === 0 ? new Uint32Array(out.buffer, out.byteOffset, n >>> 2) : undefined
  let o = 0 // where the next plain byte goes
  let r = 0 // the next byte to read; always ≥ o, so reading never sees a moved byte
  let restarts = 0
  for (;;) {
    const q = nextFF(out, words, r, n)
    if (o !== r) out.copyWithin(o, r, q)
    o += q - r
    if (q + 1 >= n) return 'truncated'
    const m = out[q + 1]!
    if (m === 0x00) {
      out[o++] = 0xff
      r = q + 2
    } else if (m === 0xff) {
      r = q + 1 // fill byte before a marker
    } else if (m >= 0xd0 && m <= 0xd7) {
      if (m !== 0xd0 + (restarts & 7)) return 'its restart markers are out of sequence'
      restarts++
      segments.push(o, o)
      r = q + 2
    } else {
      segments.push(o)
      // The bit reader reads a few bytes past the end: zeros, whatever the rest of the file was.
      out.fill(0, o, o + 8)
      return { segments, next: p + q }
    }
  }
}

/** The index of the next 0xFF in out[r, n), or n. */
function nextFF(out: Uint8Array, words: Uint32Array | undefined, r: number, n: number): number {
  if (words) {
    while (r < n && r & 3) {
      if (out[r] === 0xff) return r
      r++
    }
    const last = n >>> 2
    let w = r >>> 2
    for (; w < last; w++) {
      const x = ~words[w]!
      if ((x - 0x01010101) & ~x & 0x80808080) break // a zero byte of ~v: a 0xFF byte of v
    }
    r = w << 2
  }
  while (r < n && out[r] !== 0xff) r++
  return r
}
