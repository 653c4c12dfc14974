/**
 * GIF LZW decoding that counts pixels instead of producing them: each table
 * entry only records its string length, so a frame of any size costs time in
 * proportion to its compressed data and a fixed 8 KiB of memory.
 */

export type LzwOutcome =
  /** `end` is the offset just after the block terminator. */
  | { status: 'complete'; pixels: number; end: number }
  | { status: 'short'; pixels: number; end: number }
  | { status: 'invalid'; pixels: number; detail: string }
  | { status: 'truncated'; pixels: number }

const MAX_CODES = 4096

/**
 * Decodes the sub-blocks starting at b[p].
 *
 * That is the first length byte, after the minimum-code-size byte; decoding
 * runs until `needed` pixels, the end code or the block terminator. Once the
 * frame is full the remaining sub-blocks are skipped, as browsers do.
 */
export function countLzwPixels(
  b: Uint8Array,
  p: number,
  minCodeSize: number,
  needed: number,
): LzwOutcome {
  const clear = 1 << minCodeSize
  const eoi = clear + 1
  const lengths = new Uint16Array(MAX_CODES)
  lengths.fill(1, 0, clear)
  let next = clear + 2
  let size = minCodeSize + 1
  let prev = -1
  let pixels = 0
  let hold = 0
  let cnt = 0
  let blockEnd = p // position of the next sub-block length byte
  let pos = p
  let ended = false // reached the block terminator

  for (;;) {
    while (cnt < size && !ended) {
      if (pos === blockEnd) {
        if (pos >= b.length) return { status: 'truncated', pixels }
        const n = b[pos]!
        pos++
        if (n === 0) {
          ended = true
          break
        }
        blockEnd = pos + n
      }
      if (pos >= b.length) return { status: 'truncated', pixels }
      hold |= b[pos++]! << cnt
      cnt += 8
    }
    if (cnt < size) break // data ran out before an end code: some encoders omit it
    const code = hold & ((1 << size) - 1)
    hold >>>= size
    cnt -= size
    if (code === clear) {
      next = clear + 2
      size = minCodeSize + 1
      prev = -1
      continue
    }
    if (code === eoi) break
    let len: number
    if (code < next && (prev >= 0 || code < clear)) len = lengths[code]!
    else if (code === next && prev >= 0) len = lengths[prev]! + 1
    else return { status: 'invalid', pixels, detail: `invalid LZW code ${code}` }
    pixels += len
    if (prev >= 0 && next < MAX_CODES) {
      lengths[next] = lengths[prev]! + 1
      next++
      if (next === 1 << size && size < 12) size++
    }
    prev = code
    if (pixels >= needed) break
  }
  // Skip whatever sub-blocks remain (after the end code, or after a full frame).
  while (!ended) {
    if (pos < blockEnd) pos = blockEnd
    if (pos >= b.length) return { status: 'truncated', pixels }
    const n = b[pos]!
    pos++
    if (n === 0) ended = true
    else blockEnd = pos + n
  }
  return { status: pixels >= needed ? 'complete' : 'short', pixels, end: pos }
}
