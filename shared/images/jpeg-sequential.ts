/**
 * The hot loop of the deep JPEG check: walks the symbols of one restart
 * interval of a sequential (baseline or extended) scan. Nearly every JPEG
 * uploaded is sequential, and this loop is most of the check's time, so it
 * keeps its state in local variables and consumes a Huffman code and the
 * magnitude bits after it in one step.
 *
 * `view` must have at least 4 readable bytes after the last segment (the scan
 * buffer is allocated with padding): reading them never changes a verdict,
 * because every block ends with a check that the interval did not run out.
 */
import { EntropyError } from './jpeg-huffman'

/** Codes of up to 10 bits are looked up in a 1K-entry table that stays in the L1 cache. */
const SHORT_BITS = 10
const SHORT_SHIFT = 16 - SHORT_BITS

/**
 * The entries of a 64K table for codes of up to SHORT_BITS bits (0 = look in
 * the full table). Built per scan: a later DHT may redefine the full table.
 */
export function shortCodes(full: Uint16Array): Uint16Array {
  const t = new Uint16Array(1 << SHORT_BITS)
  for (let x = 0; x < t.length; x++) {
    const e = full[x << SHORT_SHIFT]!
    t[x] = e >> 8 <= SHORT_BITS ? e : 0
  }
  return t
}

/**
 * Decodes `count` MCUs from bit `pos`; `plan[j]` is the scan component of the
 * MCU's j-th block, `dc[c]`/`ac[c]` its lookup tables (entry = length << 8 |
 * symbol) and `dcFast[c]`/`acFast[c]` their short-code parts (see
 * shortCodes). Returns the bit position after the last block.
 */
export function sequentialInterval(
  view: DataView,
  pos: number,
  end: number,
  dc: Uint16Array[],
  ac: Uint16Array[],
  dcFast: Uint16Array[],
  acFast: Uint16Array[],
  plan: Int32Array,
  count: number,
): number {
  const blocks = plan.length
  for (let m = 0; m < count; m++) {
    for (let j = 0; j < blocks; j++) {
      const c = plan[j]!
      const dcTable = dc[c]!
      const acTable = ac[c]!
      const acFastC = acFast[c]!
      let w = (view.getUint32(pos >>> 3) << (pos & 7)) >>> 16
      let e = dcFast[c]![w >>> SHORT_SHIFT]!
      if (e === 0) e = dcTable[w]!
      if (e === 0) throw new EntropyError('invalid Huffman code')
      pos += (e >> 8) + (e & 0xff) // the code, then as many magnitude bits as its category says
      for (let k = 1; k < 64;) {
        w = (view.getUint32(pos >>> 3) << (pos & 7)) >>> 16
        e = acFastC[w >>> SHORT_SHIFT]!
        if (e === 0) e = acTable[w]!
        if (e === 0) throw new EntropyError('invalid Huffman code')
        const size = e & 15
        pos += (e >> 8) + size
        if (size) {
          k += ((e >> 4) & 15) + 1 // skip `run` zeros, then this coefficient
          if (k > 64) throw new EntropyError('a coefficient index is out of range')
        } else if ((e & 0xff) === 0xf0) {
          k += 16 // sixteen zeros
          if (k > 64) throw new EntropyError('a coefficient index is out of range')
        } else break // end of block
      }
      if (pos > end) throw new EntropyError('its image data runs out')
    }
  }
  return pos
}
