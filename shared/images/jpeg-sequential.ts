/**
 * The hot loop of the deep JPEG check.
 *
 * Walks the symbols of one restart interval of a sequential (baseline or
 * extended) scan. Nearly every JPEG uploaded is sequential, and this loop is
 * most of the check's time. Each step is one lookup in a small table (see
 * acStepTable) that says how many bits the next symbols take, magnitude bits
 * included, and how far they move through the block: the chain of dependent
 * loads is what bounds the loop's speed, so every lookup covers as many symbols
 * as its window holds, and the first lookup of a block covers its DC code too
 * (blockStartTable).
 *
 * `view` must have at least 4 readable bytes after the last segment (the scan
 * buffer is allocated with padding): reading them never changes a verdict,
 * because every block ends with a check that the interval did not run out.
 */
import { EntropyError, type HuffmanSlot } from './jpeg-huffman'

/**
 * The step tables are indexed by the next STEP_BITS bits.
 *
 * 13 measured about 5% faster than 12 (fewer lookups); 14 was no faster and
 * takes twice the memory and building time.
 */
const STEP_BITS = 13
const STEP_SHIFT = 16 - STEP_BITS
const WINDOW_MASK = (1 << STEP_BITS) - 1
/** Step entry: bits consumed (5 bits) | coefficients advanced << 5 (7 bits) | END (block finished). */
const ADVANCE_SHIFT = 5
const END = 1 << 12
/** A step stops adding symbols once it has advanced this far: a block has 63 AC coefficients. */
const MAX_ADVANCE = 64

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
 * The step of the AC symbols wholly inside window `x` after its first `used` bits.
 *
 * As many as fit, up to the first that ends the block. Returns `used` alone (no
 * advance) when not one fits.
 */
function composeAc(full: Uint16Array, x: number, used: number): number {
  let advance = 0
  let entry = used
  while (advance < MAX_ADVANCE) {
    const step = acStep(full[((x << used) & WINDOW_MASK) << STEP_SHIFT]!)
    if (step === 0 || (step & 31) > STEP_BITS - used) break
    used += step & 31
    advance += (step >>> ADVANCE_SHIFT) & 127
    entry = used | (advance << ADVANCE_SHIFT) | (step & END)
    if (step & END) break
  }
  return entry
}

/**
 * The AC step table of a full table.
 *
 * For each STEP_BITS-bit window, the step of the symbols wholly inside it, or 0
 * (look in the full table) when not even the first fits. Built per scan: a
 * later DHT may redefine the table.
 */
export function acStepTable(full: Uint16Array): Uint16Array {
  const t = new Uint16Array(1 << STEP_BITS)
  for (let x = 0; x < t.length; x++) {
    const entry = composeAc(full, x, 0)
    if (entry >>> ADVANCE_SHIFT) t[x] = entry
  }
  return t
}

/**
 * The table of a block's first lookup.
 *
 * The DC code and its magnitude bits, then the AC symbols that fit after them
 * in the window (composeAc). 0 when the DC part alone does not fit: the loop
 * then reads it from the full table.
 */
export function blockStartTable(dc: Uint16Array, ac: Uint16Array): Uint16Array {
  const t = new Uint16Array(1 << STEP_BITS)
  for (let x = 0; x < t.length; x++) {
    const e = dc[x << STEP_SHIFT]!
    const bits = (e >> 8) + (e & 0xff) // the code, then as many magnitude bits as its category says
    if (e !== 0 && bits <= STEP_BITS) t[x] = composeAc(ac, x, bits)
  }
  return t
}

/**
 * The step tables of a scan's codes, kept with the Huffman slots they come
 * from and rebuilt only when a slot's code changed (HuffmanSlot.version):
 * building them costs about as much as checking a small photo's blocks.
 */
const acStepCache = new WeakMap<HuffmanSlot, { version: number; table: Uint16Array }>()
const blockStartCache = new WeakMap<
  HuffmanSlot,
  Map<HuffmanSlot, { dcVersion: number; acVersion: number; table: Uint16Array }>
>()

/** acStepTable(full) of the AC slot's code, `full` being its lookup table. */
export function acStepTableOf(slot: HuffmanSlot, full: Uint16Array): Uint16Array {
  const kept = acStepCache.get(slot)
  if (kept?.version === slot.version) return kept.table
  const table = acStepTable(full)
  acStepCache.set(slot, { version: slot.version, table })
  return table
}

/** blockStartTable(dcFull, acFull) of the two slots' codes. */
export function blockStartTableOf(
  dcSlot: HuffmanSlot,
  dcFull: Uint16Array,
  acSlot: HuffmanSlot,
  acFull: Uint16Array,
): Uint16Array {
  let byAc = blockStartCache.get(dcSlot)
  if (!byAc) blockStartCache.set(dcSlot, (byAc = new Map()))
  const kept = byAc.get(acSlot)
  if (kept?.dcVersion === dcSlot.version && kept.acVersion === acSlot.version) return kept.table
  const table = blockStartTable(dcFull, acFull)
  byAc.set(acSlot, { dcVersion: dcSlot.version, acVersion: acSlot.version, table })
  return table
}

/**
 * Decodes `count` MCUs from bit `pos`.
 *
 * `plan[j]` is the scan component of the MCU's j-th block, `dc[c]`/`ac[c]` its
 * full lookup tables (entry = length << 8 | symbol), `starts[c]` its
 * blockStartTable and `acSteps[c]` its acStepTable. Returns the bit position
 * after the last block.
 */
export function sequentialInterval(
  view: DataView,
  pos: number,
  end: number,
  dc: Uint16Array[],
  ac: Uint16Array[],
  starts: Uint16Array[],
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
      const word = view.getUint32(pos >>> 3) << (pos & 7)
      const s = starts[c]![word >>> (32 - STEP_BITS)]!
      let k = 1 // the next coefficient; 0 once the block is complete
      if (s !== 0) {
        k += s >>> ADVANCE_SHIFT // END adds 128: past 64 whatever the step advanced
        if (k < 64) pos += s & 31
        else if (k === 64 || (s & END && k < 128 + 64)) {
          pos += s & 31
          k = 0
        } else {
          // The AC symbols of the window go past the block's end: take the DC part alone.
          const e = dc[c]![word >>> 16]!
          pos += (e >> 8) + (e & 0xff)
          k = 1
        }
      } else {
        const e = dc[c]![word >>> 16]!
        if (e === 0) throw new EntropyError('invalid Huffman code')
        pos += (e >> 8) + (e & 0xff)
      }
      if (k !== 0) pos = acSymbols(view, pos, k, acTable, steps)
      if (pos > end) throw new EntropyError('its image data runs out')
    }
  }
  return pos
}

/** The AC symbols of a block from coefficient `k` on; returns the bit position after the block. */
function acSymbols(
  view: DataView,
  pos: number,
  k: number,
  acTable: Uint16Array,
  steps: Uint16Array,
): number {
  for (;;) {
    const word = view.getUint32(pos >>> 3) << (pos & 7)
    let s = steps[word >>> (32 - STEP_BITS)]!
    if (s === 0) {
      s = acStep(acTable[word >>> 16]!)
      if (s === 0) throw new EntropyError('invalid Huffman code')
    }
    const next = k + (s >>> ADVANCE_SHIFT)
    if (next < 64) {
      pos += s & 31
      k = next
      continue
    }
    if (next === 64 || (s & END && next < 128 + 64)) return pos + (s & 31)
    // The step's symbols go past the block's end (the last of them belong to
    // the next block, or the block is invalid): take them one at a time.
    for (;;) {
      s = acStep(acTable[(view.getUint32(pos >>> 3) << (pos & 7)) >>> 16]!)
      if (s === 0) throw new EntropyError('invalid Huffman code')
      pos += s & 31
      k += s >>> ADVANCE_SHIFT
      if (k < 64) continue
      if (k === 64 || (s & END && k < 128 + 64)) return pos
      throw new EntropyError('a coefficient index is out of range')
    }
  }
}
