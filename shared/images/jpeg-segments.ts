/**
 * Parsers for the JPEG marker segments that matter to the check: SOFn, SOS, DHT, DQT and DRI.
 *
 * Each returns the parsed value or a message (string).
 */
import { u16be, u8 } from './bytes'
import type { HuffmanSlot } from './jpeg-huffman'

export interface Component {
  id: number
  h: number
  v: number
  tq: number
  /** Blocks across / down the component itself (what a non-interleaved scan covers). */
  bw: number
  bh: number
  /** Per coefficient 0..63: the Al of the last scan that coded it, -1 = not coded yet (progressive bookkeeping). */
  coefBits: Int8Array
  scans: number
}

export interface Frame {
  marker: number
  progressive: boolean
  arithmetic: boolean
  precision: number
  width: number
  height: number
  comps: Component[]
  mcusX: number
  mcusY: number
}

export interface ScanComponent {
  comp: Component
  td: number
  ta: number
}

export interface ScanHeader {
  comps: ScanComponent[]
  ss: number
  se: number
  ah: number
  al: number
}

/** SOF markers we check: baseline, extended, progressive, and their arithmetic forms. */
export const DCT_FRAMES: Record<number, string> = {
  0xc0: 'baseline',
  0xc1: 'extended sequential',
  0xc2: 'progressive',
  0xc9: 'arithmetic-coded sequential',
  0xca: 'arithmetic-coded progressive',
}
/** SOF markers of JPEG variants browsers do not display. */
export const OTHER_FRAMES: Record<number, string> = {
  0xc3: 'lossless',
  0xc5: 'hierarchical',
  0xc6: 'hierarchical',
  0xc7: 'hierarchical lossless',
  0xcb: 'arithmetic-coded lossless',
  0xcd: 'hierarchical',
  0xce: 'hierarchical',
  0xcf: 'hierarchical lossless',
}

/** Parses SOFn at b[p] (the segment body, after the length) of `len` bytes. */
export function parseFrame(b: Uint8Array, p: number, len: number, marker: number): Frame | string {
  const n = u8(b, p + 5)
  if (len !== 6 + 3 * n) return 'its frame header (SOF) has an inconsistent length'
  const precision = u8(b, p)
  const height = u16be(b, p + 1)
  const width = u16be(b, p + 3)
  if (precision !== 8 && !(precision === 12 && marker !== 0xc0)) {
    return `its frame header (SOF) has an invalid sample precision (${precision} bits)`
  }
  // Height 0 would mean "given later in a DNL marker"; browsers do not support that.
  if (width === 0 || height === 0)
    return `its frame header (SOF) gives a size of ${width}×${height} px`
  if (n < 1 || n > 4)
    return `its frame header (SOF) has ${n} colour components (1 to 4 are allowed)`
  const raw: { id: number; h: number; v: number; tq: number }[] = []
  for (let i = 0; i < n; i++) {
    const q = p + 6 + 3 * i
    const hv = u8(b, q + 1)
    const c = { id: u8(b, q), h: hv >> 4, v: hv & 15, tq: u8(b, q + 2) }
    if (c.h < 1 || c.h > 4 || c.v < 1 || c.v > 4)
      return `component ${c.id} has invalid sampling factors`
    if (c.tq > 3) return `component ${c.id} refers to an invalid quantization table`
    if (raw.some((o) => o.id === c.id)) return `component ${c.id} appears twice in the frame header`
    raw.push(c)
  }
  const hmax = Math.max(...raw.map((c) => c.h))
  const vmax = Math.max(...raw.map((c) => c.v))
  const comps = raw.map((c) => ({
    ...c,
    bw: Math.ceil(Math.ceil((width * c.h) / hmax) / 8),
    bh: Math.ceil(Math.ceil((height * c.v) / vmax) / 8),
    coefBits: new Int8Array(64).fill(-1),
    scans: 0,
  }))
  return {
    marker,
    progressive: marker === 0xc2 || marker === 0xca,
    arithmetic: marker >= 0xc8,
    precision,
    width,
    height,
    comps,
    mcusX: Math.ceil(width / (8 * hmax)),
    mcusY: Math.ceil(height / (8 * vmax)),
  }
}

/** Parses an SOS header body; checks what can be checked without the tables. */
export function parseScan(b: Uint8Array, p: number, len: number, f: Frame): ScanHeader | string {
  const n = u8(b, p)
  if (n < 1 || n > 4 || len !== 4 + 2 * n) return 'a scan header (SOS) is malformed'
  const comps: ScanComponent[] = []
  for (let i = 0; i < n; i++) {
    const id = u8(b, p + 1 + 2 * i)
    const t = u8(b, p + 2 + 2 * i)
    const comp = f.comps.find((c) => c.id === id)
    if (!comp) return `a scan refers to component ${id}, which the frame does not have`
    if (comps.some((c) => c.comp === comp)) return `a scan lists component ${id} twice`
    if (t >> 4 > 3 || (t & 15) > 3) return 'a scan refers to an invalid table number'
    comps.push({ comp, td: t >> 4, ta: t & 15 })
  }
  const q = p + 1 + 2 * n
  const scan = {
    comps,
    ss: u8(b, q),
    se: u8(b, q + 1),
    ah: u8(b, q + 2) >> 4,
    al: u8(b, q + 2) & 15,
  }
  if (n > 1 && comps.reduce((s, c) => s + c.comp.h * c.comp.v, 0) > 10) {
    return 'a scan has more than 10 blocks per MCU'
  }
  if (!f.progressive) {
    // libjpeg warns ("not a sequential scan") and djpeg reports it; treat as damage.
    if (scan.ss !== 0 || scan.se !== 63 || scan.ah !== 0 || scan.al !== 0) {
      return 'a scan header has progressive parameters in a sequential image'
    }
    return scan
  }
  const dc = scan.ss === 0
  if ((dc && scan.se !== 0) || (!dc && (scan.se < scan.ss || scan.se > 63 || n !== 1))) {
    return 'a progressive scan has an invalid spectral range'
  }
  if (scan.al > 13 || (scan.ah !== 0 && scan.ah !== scan.al + 1)) {
    return 'a progressive scan has invalid successive-approximation bits'
  }
  return scan
}

/** Parses a DHT body into the slots; returns a message on malformed data. */
export function parseHuffmanTables(
  b: Uint8Array,
  p: number,
  len: number,
  slots: HuffmanSlot[],
): string | undefined {
  const end = p + len
  while (p < end) {
    const tc = u8(b, p) >> 4
    const th = u8(b, p) & 15
    if (tc > 1 || th > 3) return 'a Huffman table (DHT) has an invalid class or number'
    if (p + 17 > end) return 'a Huffman table (DHT) segment is too short'
    const counts = b.subarray(p, p + 17) // counts[1..16] at indexes 1..16
    let total = 0
    for (let i = 1; i <= 16; i++) total += counts[i] ?? 0
    if (total > 256 || p + 17 + total > end) return 'a Huffman table (DHT) segment is malformed'
    slots[tc * 4 + th]!.define(counts, b.subarray(p + 17, p + 17 + total))
    p += 17 + total
  }
  return undefined
}

/** Parses a DQT body; marks the defined tables. */
export function parseQuantTables(
  b: Uint8Array,
  p: number,
  len: number,
  defined: boolean[],
): string | undefined {
  const end = p + len
  while (p < end) {
    const pq = u8(b, p) >> 4
    const tq = u8(b, p) & 15
    if (pq > 1 || tq > 3) return 'a quantization table (DQT) has an invalid precision or number'
    p += 1 + (pq ? 128 : 64)
    if (p > end) return 'a quantization table (DQT) segment is too short'
    defined[tq] = true
  }
  return undefined
}
