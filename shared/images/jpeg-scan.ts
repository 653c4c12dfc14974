/**
 * Huffman-coded scan decoding for the deep JPEG check.
 *
 * It decodes every symbol — DC/AC categories, magnitude bits, EOB runs,
 * refinement bits — and counts blocks, without dequantizing or transforming
 * anything. Proves: every code is valid, every restart interval holds exactly
 * its MCUs and the data does not run out. Progressive AC refinement needs to
 * know which coefficients are already non-zero, so that (and only that) is
 * kept: two 32-bit masks per block.
 */
import { EntropyError, type BitReader } from './jpeg-huffman'
import { sequentialInterval } from './jpeg-sequential'
import type { Component, Frame, ScanHeader } from './jpeg-segments'

/** Non-zero history for AC refinement: lo = coefficients 1..32, hi = 33..63, any = 1 bit per block. */
interface NonZero {
  lo: Uint32Array
  hi: Uint32Array
  any: Uint32Array
}
const history = new WeakMap<Component, NonZero>()

/**
 * The most blocks of a component whose non-zero history is kept.
 *
 * The history costs 8 bytes per block of the component, the only memory of the check
 * that grows with the pixel count. Past this many blocks (about 130 megapixels
 * of a full-resolution component) the AC scans of a progressive image are
 * checked like arithmetic-coded ones — restart intervals counted, symbols not
 * decoded — so memory stays bounded whatever the header claims.
 */
const MAX_HISTORY_BLOCKS = 1 << 21

/** False when decoding this scan would need more history memory than allowed. */
export function canDecode(s: ScanHeader, f: Frame): boolean {
  if (!f.progressive || s.ss === 0) return true
  const c = s.comps[0]!.comp
  return c.bw * c.bh <= MAX_HISTORY_BLOCKS
}

function nonZero(c: Component): NonZero {
  let nz = history.get(c)
  if (!nz) {
    const n = c.bw * c.bh
    nz = { lo: new Uint32Array(n), hi: new Uint32Array(n), any: new Uint32Array((n >> 5) + 1) }
    history.set(c, nz)
  }
  return nz
}

/** Stands in for a table a scan does not use, so the hot loop sees one array type. */
const EMPTY_TABLE = new Uint16Array(65536)

/** Unused bytes tolerated at the end of a restart interval (libjpeg warns about any). */
const MAX_UNUSED_BYTES = 16

export interface ScanTables {
  /** Per scan component, the DC and AC lookup tables it uses (undefined when unused). */
  dc: (Uint16Array | undefined)[]
  ac: (Uint16Array | undefined)[]
  /** Sequential scans: per scan component, its blockStartTable and acStepTable (jpeg-sequential.ts). */
  starts: Uint16Array[]
  acSteps: Uint16Array[]
}

/**
 * Decodes one scan.
 *
 * Its de-stuffed data is split in restart intervals `segments` = [start0, end0,
 * start1, end1, …] (byte offsets in r.d). Returns undefined when complete, else
 * what is wrong.
 */
export function decodeScan(
  s: ScanHeader,
  f: Frame,
  t: ScanTables,
  restartInterval: number,
  r: BitReader,
  segments: number[],
): string | undefined {
  const single = s.comps.length === 1
  const first = s.comps[0]!.comp
  const mcus = single ? first.bw * first.bh : f.mcusX * f.mcusY
  // One entry per block of an MCU: which scan component it belongs to.
  const plan: number[] = []
  s.comps.forEach((c, i) => {
    for (let k = single ? 1 : c.comp.h * c.comp.v; k > 0; k--) plan.push(i)
  })
  const plan32 = Int32Array.from(plan)
  const dc = t.dc.map((x) => x ?? EMPTY_TABLE)
  const ac = t.ac.map((x) => x ?? EMPTY_TABLE)
  const view = new DataView(r.d.buffer, r.d.byteOffset, r.d.byteLength)
  const interval = restartInterval > 0 ? restartInterval : mcus
  const nSegs = segments.length / 2
  const state = { eobrun: 0 }
  let done = 0
  let seg = 0
  try {
    for (; done < mcus; seg++) {
      if (seg >= nSegs) return `its image data stops after ${done} of ${mcus} MCUs`
      r.pos = segments[2 * seg]! * 8
      r.end = segments[2 * seg + 1]! * 8
      const count = Math.min(interval, mcus - done)
      state.eobrun = 0
      if (!f.progressive)
        r.pos = sequentialInterval(view, r.pos, r.end, dc, ac, t.starts, t.acSteps, plan32, count)
      else if (s.ss === 0) dcScan(r, t, plan, count, s.ah > 0)
      else if (s.ah === 0) acFirst(r, t.ac[0]!, s, count, done, state, nonZero(first))
      else acRefine(r, t.ac[0]!, s, count, done, state, nonZero(first))
      done += count
      // Bytes the interval did not use: a valid encoder leaves at most a few (jpeg-js leaves 2);
      // many means the decoding finished early, i.e. the data was garbled.
      const unused = segments[2 * seg + 1]! - Math.ceil(r.pos / 8)
      if (unused > MAX_UNUSED_BYTES)
        return `${unused} bytes of its image data are not part of any block`
    }
  } catch (e) {
    if (e instanceof EntropyError) return `${e.message} after ${done} of ${mcus} MCUs`
    throw e
  }
  if (seg < nSegs) return `it has ${nSegs - seg} more restart intervals than its ${mcus} MCUs need`
  return undefined
}

function ranOut(r: BitReader): void {
  if (r.pos > r.end) throw new EntropyError('its image data runs out')
}

function dcScan(r: BitReader, t: ScanTables, plan: number[], count: number, refine: boolean): void {
  for (let m = 0; m < count; m++) {
    for (const i of plan) {
      if (refine) r.pos += 1
      else {
        const size = r.symbol(t.dc[i]!) // not `r.pos += r.symbol()`: that reads pos before symbol() moves it
        r.pos += size
      }
    }
    ranOut(r)
  }
}

interface RunState {
  eobrun: number
}

/** Reads an EOB run length: 2^run plus `run` extra bits. */
function eobRun(r: BitReader, run: number): number {
  return (1 << run) + r.bits(run)
}

function setNonZero(nz: NonZero, b: number, k: number): void {
  if (k <= 32) nz.lo[b] = (nz.lo[b]! | (1 << (k - 1))) >>> 0
  else nz.hi[b] = (nz.hi[b]! | (1 << (k - 33))) >>> 0
  nz.any[b >> 5] = (nz.any[b >> 5]! | (1 << (b & 31))) >>> 0
}

function isNonZero(nz: NonZero, b: number, k: number): boolean {
  return k <= 32 ? ((nz.lo[b]! >>> (k - 1)) & 1) === 1 : ((nz.hi[b]! >>> (k - 33)) & 1) === 1
}

function acFirst(
  r: BitReader,
  ac: Uint16Array,
  s: ScanHeader,
  count: number,
  start: number,
  st: RunState,
  nz: NonZero,
): void {
  for (let m = 0; m < count;) {
    if (st.eobrun > 0) {
      // A run of empty blocks costs nothing to skip.
      const n = Math.min(st.eobrun, count - m)
      st.eobrun -= n
      m += n
      continue
    }
    const b = start + m
    for (let k = s.ss; k <= s.se; k++) {
      const rs = r.symbol(ac)
      const run = rs >> 4
      const size = rs & 15
      if (size) {
        k += run
        if (k > s.se) throw new EntropyError('a coefficient index is out of range')
        r.pos += size
        setNonZero(nz, b, k)
      } else if (run === 15) {
        k += 15
        if (k > s.se) throw new EntropyError('a coefficient index is out of range')
      } else {
        st.eobrun = eobRun(r, run) - 1
        break
      }
    }
    ranOut(r)
    m++
  }
}

/** Popcount of a 32-bit value. */
function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/** Band masks for coefficients ss..se in the lo/hi layout. */
function bandMasks(ss: number, se: number): [number, number] {
  let lo = 0
  let hi = 0
  for (let k = ss; k <= se; k++) {
    if (k <= 32) lo |= 1 << (k - 1)
    else hi |= 1 << (k - 33)
  }
  return [lo >>> 0, hi >>> 0]
}

/**
 * Successive-approximation AC refinement, following libjpeg's
 * decode_mcu_AC_refine: every already-non-zero coefficient in the band gets a
 * correction bit, including in blocks covered by an EOB run.
 */
function acRefine(
  r: BitReader,
  ac: Uint16Array,
  s: ScanHeader,
  count: number,
  start: number,
  st: RunState,
  nz: NonZero,
): void {
  const [bandLo, bandHi] = bandMasks(s.ss, s.se)
  for (let m = 0; m < count;) {
    const b = start + m
    if (st.eobrun > 0) {
      // Whole blocks inside an EOB run: one correction bit per known non-zero coefficient.
      const n = Math.min(st.eobrun, count - m)
      for (let i = b; i < b + n; i++) {
        if ((i & 31) === 0 && i + 32 <= b + n && nz.any[i >> 5] === 0) {
          i += 31
          continue
        }
        r.pos += bitCount(nz.lo[i]! & bandLo) + bitCount(nz.hi[i]! & bandHi)
      }
      st.eobrun -= n
      m += n
      ranOut(r)
      continue
    }
    let k = s.ss
    for (; k <= s.se; k++) {
      const rs = r.symbol(ac)
      let run = rs >> 4
      const size = rs & 15
      if (size) {
        if (size !== 1) throw new EntropyError('a refinement coefficient is invalid')
        r.pos += 1 // sign of the new coefficient
      } else if (run !== 15) {
        st.eobrun = eobRun(r, run)
        break
      }
      // Skip `run` still-zero coefficients, reading a correction bit for each non-zero one.
      do {
        if (isNonZero(nz, b, k)) r.pos += 1
        else if (--run < 0) break
        k++
      } while (k <= s.se)
      if (size) {
        if (k > s.se) throw new EntropyError('a coefficient index is out of range')
        setNonZero(nz, b, k)
      }
    }
    if (st.eobrun > 0) {
      // The block that ended with the EOB: the rest of its band gets correction bits too.
      for (; k <= s.se; k++) if (isNonZero(nz, b, k)) r.pos += 1
      st.eobrun--
    }
    ranOut(r)
    m++
  }
}
