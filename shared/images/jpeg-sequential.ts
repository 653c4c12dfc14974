/**
 * The hot loop of the deep JPEG check: walks the symbols of one restart
 * interval of a sequential (baseline or extended) scan. Nearly every JPEG
 * uploaded is sequential, and this loop is most of the check's time. Each
 * step is one lookup in a small table (see acStepTable) that says how many
 * bits the next one or two symbols take, magnitude bits included, and how far
 * they move through the block: the chain of dependent loads is what bounds
 * the loop's speed, and two symbols per link nearly halve it.
 *
 * `view` must have at least 4 readable bytes after the last segment (the scan
 * buffer is allocated with padding): reading them never changes a verdict,
 * because every block ends with a check that the interval did not run out.
 */
import { EntropyError } from './jpeg-huffman'

/** The step tables are indexed by the next STEP_BITS bits: small enough for the L1 cache. */
const STEP_BITS = 12
const STEP_SHIFT = 16 - STEP_BITS
/** Step entry: bits consumed (5 bits) | coefficients advanced << 5 (7 bits) | END (block finished). */
const ADVANCE_SHIFT = 5
const END = 1 << 12

/** One symbol's step from a full-table entry (length << 8 | symbol); 0 for no such code. */
function acStep(e: number): number {
  if (e === 0) return 0
  const symbol = e & 0xff
  const size = symbol & 15
  const bits = (e >> 8) + size
  if (size) return bits | ((((symbol >> 4) & 15) + 1) << ADVANCE_SHIFT)
  if (symbol === 0xf0) return bits | (16 << ADVANCE_SHIFT) // sixteen zeros
  return bits | END // end of block (other run-only symbols end it too, as libjpeg reads them)
}

/**
 * The AC step table of a full table: for each STEP_BITS-bit window, the step
 * of the symbols wholly inside it — two when the first does not end the
 * block and the second fits too, one when only the first fits, 0 (look in the
 * full table) when not even that. Built per scan: a later DHT may redefine
 * the full table.
 */
export function acStepTable(full: Uint16Array): Uint16Array {
  const t = new Uint16Array(1 << STEP_BITS)
  for (let x = 0; x < t.length; x++) {
    const first = acStep(full[x << STEP_SHIFT]!)
    const used = first & 31
    if (first === 0 || used > STEP_BITS) continue
    t[x] = first
    if (first & END) continue
    const rest = ((x << used) & ((1 << STEP_BITS) - 1)) << STEP_SHIFT
    const second = acStep(full[rest]!)
    if (second === 0 || (second & 31) > STEP_BITS - used) continue
    t[x] = (used + (second & 31)) | ((first & ~31) + (second & ~31))
  }
  return t
}

/** The DC step table: bits of the code and of the magnitude after it, for codes that fit. */
export function dcStepTable(full: Uint16Array): Uint16Array {
  const t = new Uint16Array(1 << STEP_BITS)
  for (let x = 0; x < t.length; x++) {
    const e = full[x << STEP_SHIFT]!
    const bits = (e >> 8) + (e & 0xff)
    if (e !== 0 && bits <= STEP_BITS) t[x] = bits
  }
  return t
}

/**
 * Decodes `count` MCUs from bit `pos`; `plan[j]` is the scan component of the
 * MCU's j-th block, `dc[c]`/`ac[c]` its full lookup tables (entry = length
 * << 8 | symbol) and `dcSteps[c]`/`acSteps[c]` their step tables. Returns the
 * bit position after the last block.
 */
export function sequentialInterval(
  view: DataView,
  pos: number,
  end: number,
  dc: Uint16Array[],
  ac: Uint16Array[],
  dcSteps: Uint16Array[],
  acSteps: Uint16Array[],
  plan: Int32Array,
  count: number,
): number {
  const blocks = plan.length
  for (let m = 0; m < count; m++) {
    for (let j = 0; j < blocks; j++) {
      const c = plan[j]!
      const acTable = ac[c]!
      const steps = acSteps[c]!
      let w = (view.getUint32(pos >>> 3) << (pos & 7)) >>> 16
      let s = dcSteps[c]![w >>> STEP_SHIFT]!
      if (s === 0) {
        const e = dc[c]![w]!
        if (e === 0) throw new EntropyError('invalid Huffman code')
        s = (e >> 8) + (e & 0xff) // the code, then as many magnitude bits as its category says
      }
      pos += s
      for (let k = 1; ;) {
        w = (view.getUint32(pos >>> 3) << (pos & 7)) >>> 16
        s = steps[w >>> STEP_SHIFT]!
        if (s === 0) {
          s = acStep(acTable[w]!)
          if (s === 0) throw new EntropyError('invalid Huffman code')
        }
        pos += s & 31
        k += s >>> ADVANCE_SHIFT // END adds 128: past 64 whatever the step advanced
        if (k < 64) continue
        if (k === 64 || (s & END && k < 128 + 64)) break
        // A pair overshoots where its first symbol completes the block (the second then
        // belongs to the next block): take that symbol alone. Anything else is out of range.
        const single = acStep(acTable[w]!)
        k += (single >>> ADVANCE_SHIFT) - (s >>> ADVANCE_SHIFT)
        if (k !== 64) throw new EntropyError('a coefficient index is out of range')
        pos += (single & 31) - (s & 31)
        break
      }
      if (pos > end) throw new EntropyError('its image data runs out')
    }
  }
  return pos
}
