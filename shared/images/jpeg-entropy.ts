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
 * Copies b[p..] into `out` until a marker other than RSTn, turning 0xFF00 into
 * 0xFF and splitting at restart markers, which must count 0..7 cyclically.
 * 'truncated' means the file ended first; a string is what else is wrong.
 */
export function extractEntropy(
  b: Uint8Array,
  p: number,
  out: Uint8Array,
): EntropyData | 'truncated' | string {
  const segments: number[] = [0]
  let o = 0
  let restarts = 0
  const n = b.length
  for (;;) {
    // Plain bytes are the bulk of the data: find the next 0xFF natively, copy the run at once.
    let q = b.indexOf(0xff, p)
    if (q < 0) q = n
    out.set(b.subarray(p, q), o)
    o += q - p
    p = q
    if (p + 1 >= n) return 'truncated'
    const m = b[p + 1]!
    if (m === 0x00) {
      out[o++] = 0xff
      p += 2
    } else if (m === 0xff) {
      p += 1 // fill byte before a marker
    } else if (m >= 0xd0 && m <= 0xd7) {
      if (m !== 0xd0 + (restarts & 7)) return 'its restart markers are out of sequence'
      restarts++
      segments.push(o, o)
      p += 2
    } else {
      segments.push(o)
      return { segments, next: p }
    }
  }
}
