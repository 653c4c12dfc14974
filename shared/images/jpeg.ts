/**
 * JPEG check.
 *
 * Fast: walk the marker segments from SOI to the frame header (SOFn) and check
 * it. Deep: walk every segment to EOI, check that the frame and scan headers
 * agree (components, tables referenced by each scan exist, progression is
 * consistent, restart markers are in sequence and as many as the MCUs need),
 * and for Huffman-coded images decode every scan's symbols (see jpeg-scan.ts)
 * so that a truncated or garbled scan is found even when the file still ends
 * with EOI. Bytes after EOI are allowed.
 *
 * Arithmetic-coded images (SOF9/SOF10) get the same header, table, progression
 * and restart-interval checks, and must reach EOI; their entropy-coded data is
 * NOT decoded, so a scan damaged or shortened inside a restart interval and
 * then followed by a valid marker is not detected. (A cut-off file is: it has
 * no EOI.)
 */
import { groupDigits, u16be } from './bytes'
import { BitReader, HuffmanSlot } from './jpeg-huffman'
import { canDecode, decodeScan, type ScanTables } from './jpeg-scan'
import { acStepTableOf, blockStartTableOf } from './jpeg-sequential'
import {
  DCT_FRAMES,
  OTHER_FRAMES,
  parseFrame,
  parseHuffmanTables,
  parseQuantTables,
  parseScan,
  type Frame,
  type ScanHeader,
} from './jpeg-segments'
import { extractEntropy } from './jpeg-entropy'
import { CUT_OFF, failure, type CheckDepth, type FormatCheck } from './types'

/** More scans than any encoder writes; bounds the work a hostile file can cause (libjpeg-turbo advises a limit too). */
const MAX_SCANS = 256

function markerName(m: number): string {
  if (m >= 0xe0 && m <= 0xef) return `APP${m - 0xe0}`
  const names: Record<number, string> = {
    0xc4: 'DHT',
    0xcc: 'DAC',
    0xda: 'SOS',
    0xdb: 'DQT',
    0xdd: 'DRI',
    0xfe: 'COM',
  }
  return names[m] ?? (m >= 0xc0 && m <= 0xcf ? `SOF${m - 0xc0}` : `0x${m.toString(16)}`)
}

/**
 * Memory of the deep check kept from one check to the next.
 *
 * The entropy buffer (the file's size) and the eight Huffman slots (64K-entry
 * tables). A bulk upload checks photo after photo, and allocating these afresh
 * for each left the garbage collector most of the check's memory to clear.
 * Sharing is safe because a check runs to its end without yielding. A buffer
 * larger than the largest image a rule accepts (4 MiB) is not kept.
 */
const KEPT_BUFFER_BYTES = 4 * 1024 * 1024 + 8
let keptBuffer: Uint8Array | undefined
let keptSlots: HuffmanSlot[] | undefined

/**
 * A buffer of at least `size` bytes; its contents are whatever the last check left.
 *
 * A kept buffer grows to the next power of two (photos of a bulk drop come in
 * every size), so that a run of larger files does not allocate one each.
 */
function entropyBuffer(size: number): Uint8Array {
  if (keptBuffer && keptBuffer.length >= size) return keptBuffer
  if (size > KEPT_BUFFER_BYTES) return new Uint8Array(size)
  keptBuffer = new Uint8Array(
    Math.min(KEPT_BUFFER_BYTES, Math.max(size, 2 ** Math.ceil(Math.log2(size)))),
  )
  return keptBuffer
}

/** The eight Huffman slots, none defined. */
function huffmanSlots(): HuffmanSlot[] {
  keptSlots ??= Array.from({ length: 8 }, () => new HuffmanSlot())
  for (const slot of keptSlots) slot.clear()
  return keptSlots
}

export function checkJpeg(b: Uint8Array, depth: CheckDepth): FormatCheck {
  const walk = new Walk(b, depth)
  const problem = walk.run()
  const f = walk.frame
  const size = f ? { width: f.width, height: f.height } : undefined
  if (problem)
    return failure(problem.message, size, problem.unsupported ? 'unsupported' : 'corrupt')
  return f
    ? { ok: true, width: f.width, height: f.height }
    : failure('JPEG image has no frame header (SOF)')
}

interface Problem {
  message: string
  unsupported?: boolean
}

class Walk {
  frame: Frame | undefined
  private slots: HuffmanSlot[] = []
  private quant = [false, false, false, false]
  private restartInterval = 0
  private scans = 0
  private buffer: Uint8Array | undefined

  constructor(
    private readonly b: Uint8Array,
    private readonly depth: CheckDepth,
  ) {}

  run(): Problem | undefined {
    const b = this.b
    const damaged = (what: string): Problem => ({ message: `JPEG image is damaged: ${what}` })
    const cut = (where: string): Problem => ({
      message: `JPEG image is incomplete: the file ends ${where}${CUT_OFF}`,
    })
    if (b.length < 4) return cut('right after its start marker')
    for (let p = 2; ;) {
      if (p >= b.length)
        return cut(this.frame ? 'before its end marker (EOI)' : 'before its frame header (SOF)')
      if (b[p] !== 0xff)
        return damaged(`unexpected data at byte ${groupDigits(p)} where a marker should be`)
      while (p < b.length && b[p] === 0xff) p++ // fill bytes
      if (p >= b.length) return cut('inside a marker')
      const m = b[p++]!
      if (m === 0xd9) return this.finish()
      if (m === 0x00 || m === 0xd8)
        return damaged(`invalid marker 0xff${m.toString(16).padStart(2, '0')}`)
      if (m === 0x01 || (m >= 0xd0 && m <= 0xd7)) continue // stand-alone markers, nothing to read
      if (p + 2 > b.length) return cut(`inside its ${markerName(m)} segment`)
      const len = u16be(b, p)
      if (len < 2) return damaged(`its ${markerName(m)} segment has an invalid length`)
      if (p + len > b.length) return cut(`inside its ${markerName(m)} segment`)
      const body = p + 2
      p += len
      if (m in DCT_FRAMES) {
        if (this.frame) return damaged('it has a second frame header (SOF)')
        const f = parseFrame(b, body, len - 2, m)
        if (typeof f === 'string') return damaged(f)
        this.frame = f
        if (this.depth === 'header') return undefined
        continue
      }
      const other = OTHER_FRAMES[m] ?? (m === 0xde || m === 0xdf ? 'hierarchical' : undefined)
      if (other) {
        return {
          message: `${other[0]!.toUpperCase()}${other.slice(1)} JPEG image: this kind of JPEG cannot be displayed; save it as a baseline or progressive JPEG`,
          unsupported: true,
        }
      }
      if (this.depth === 'header') continue
      let problem: string | undefined
      if (m === 0xc4) {
        if (!this.slots.length) this.slots = huffmanSlots()
        problem = parseHuffmanTables(b, body, len - 2, this.slots)
      } else if (m === 0xdb) problem = parseQuantTables(b, body, len - 2, this.quant)
      else if (m === 0xdd) {
        if (len !== 4) problem = 'its restart interval (DRI) segment is malformed'
        else this.restartInterval = u16be(b, body)
      } else if (m === 0xda) {
        const next = this.scan(body, len - 2)
        if (typeof next !== 'number') return next
        p = next
      }
      if (problem) return damaged(problem)
    }
  }

  /** Checks and decodes one scan; returns the offset of the marker after its data. */
  private scan(body: number, len: number): number | Problem {
    const f = this.frame
    const n = ++this.scans
    const damaged = (what: string): Problem => ({ message: `JPEG image is damaged: ${what}` })
    if (!f) return damaged('a scan (SOS) comes before the frame header (SOF)')
    if (n > MAX_SCANS) return damaged(`it has more than ${MAX_SCANS} scans`)
    const s = parseScan(this.b, body, len, f)
    if (typeof s === 'string') return damaged(s)
    const progression = this.progression(s, f)
    if (progression) return damaged(progression)
    const tables = f.arithmetic ? { dc: [], ac: [], starts: [], acSteps: [] } : this.tables(s, f)
    if (typeof tables === 'string') return damaged(tables)
    // Padding: the bit readers read up to 4 bytes ahead of where they stand.
    this.buffer ??= entropyBuffer(this.b.length + 8)
    const data = extractEntropy(this.b, body + len, this.buffer)
    if (data === 'truncated') {
      return {
        message: `JPEG image is incomplete: the file ends inside the image data (scan ${n})${CUT_OFF}`,
      }
    }
    if (typeof data === 'string') return damaged(`scan ${n}: ${data}`)
    const single = s.comps.length === 1
    const first = s.comps[0]!.comp
    const mcus = single ? first.bw * first.bh : f.mcusX * f.mcusY
    const ri = this.restartInterval
    const intervals = ri > 0 ? Math.ceil(mcus / ri) : 1
    const segs = data.segments.length / 2
    if (f.arithmetic || !canDecode(s, f)) {
      // Structure only (arithmetic coding, or history beyond the memory budget): one segment per restart interval.
      if (segs !== intervals)
        return damaged(`scan ${n} has ${segs} restart intervals where ${intervals} are needed`)
    } else {
      const problem = decodeScan(s, f, tables, ri, new BitReader(this.buffer), data.segments)
      if (problem) return damaged(`scan ${n}: ${problem}`)
    }
    return data.next
  }

  /** Each component is coded once (sequential) or in a consistent progression (as libjpeg checks it). */
  private progression(s: ScanHeader, f: Frame): string | undefined {
    for (const { comp } of s.comps) {
      if (!this.quant[comp.tq])
        return `component ${comp.id} uses quantization table ${comp.tq}, which is not defined`
      comp.scans++
      if (!f.progressive) {
        if (comp.scans > 1) return `component ${comp.id} is coded in more than one scan`
        continue
      }
      if (s.ss > 0 && comp.coefBits[0]! < 0)
        return `component ${comp.id} has an AC scan before its DC scan`
      for (let k = s.ss; k <= s.se; k++) {
        const expected = Math.max(comp.coefBits[k]!, 0)
        if (s.ah !== expected)
          return `the progressive scans of component ${comp.id} are inconsistent`
        comp.coefBits[k] = s.al
      }
    }
    return undefined
  }

  /** The lookup tables the scan uses; a message if one is missing or invalid. */
  private tables(s: ScanHeader, f: Frame): ScanTables | string {
    const needDc = !f.progressive || (s.ss === 0 && s.ah === 0)
    const needAc = !f.progressive || s.ss > 0
    const t: ScanTables = { dc: [], ac: [], starts: [], acSteps: [] }
    for (const c of s.comps) {
      for (const [need, cls, id, out] of [
        [needDc, 0, c.td, t.dc],
        [needAc, 1, c.ta, t.ac],
      ] as const) {
        if (!need) {
          out.push(undefined)
          continue
        }
        const slot = this.slots[cls * 4 + id]
        if (!slot?.defined)
          return `a scan uses ${cls ? 'AC' : 'DC'} Huffman table ${id}, which is not defined`
        const table = slot.lookup(cls === 0)
        if (typeof table === 'string') return table
        out.push(table)
      }
      if (!f.progressive) {
        const [dcSlot, acSlot] = [this.slots[c.td]!, this.slots[4 + c.ta]!]
        t.starts.push(blockStartTableOf(dcSlot, t.dc.at(-1)!, acSlot, t.ac.at(-1)!))
        t.acSteps.push(acStepTableOf(acSlot, t.ac.at(-1)!))
      }
    }
    return t
  }

  /** At EOI: the image must have a frame, scans, and every component coded. */
  private finish(): Problem | undefined {
    const f = this.frame
    if (!f) return { message: 'JPEG image is damaged: it has no frame header (SOF)' }
    if (this.depth === 'header') return undefined
    if (this.scans === 0)
      return { message: 'JPEG image has no image data: it ends before its first scan' }
    for (const c of f.comps) {
      if (f.progressive ? c.coefBits[0]! < 0 : c.scans === 0) {
        return { message: `JPEG image is incomplete: component ${c.id} has no image data` }
      }
    }
    return undefined
  }
}
