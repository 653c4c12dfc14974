/**
 * PNG signature and IHDR: everything the fast (structural) check needs.
 */
import { ascii, u32be, u8 } from './bytes'
import { crc32 } from './checksums'
import { CUT_OFF } from './types'

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export interface PngHeader {
  width: number
  height: number
  bitDepth: number
  colorType: number
  interlaced: boolean
  /** Bits per pixel: channels × bit depth. */
  bitsPerPixel: number
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }
const DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
}
const COLOR_NAMES: Record<number, string> = {
  0: 'greyscale',
  2: 'truecolour',
  3: 'palette',
  4: 'greyscale with alpha',
  6: 'truecolour with alpha',
}

const MAX_DIMENSION = 0x7fffffff // PNG's limit: 2^31 - 1

/** Parses signature + IHDR; returns the header or a message saying what is wrong. */
export function readPngHeader(b: Uint8Array): PngHeader | string {
  for (let i = 0; i < 8; i++) {
    if (i >= b.length)
      return `PNG image is incomplete: the file ends inside its signature${CUT_OFF}`
    if (b[i] !== PNG_SIGNATURE[i]) {
      return 'PNG image is damaged: its signature (the first 8 bytes) is wrong — the file may have been changed by a text-mode transfer or an editor'
    }
  }
  if (b.length < 16)
    return `PNG image is incomplete: the file ends before its header (IHDR)${CUT_OFF}`
  if (ascii(b, 12, 4) !== 'IHDR' || u32be(b, 8) !== 13) {
    return 'PNG image is damaged: it does not start with a valid header (IHDR) chunk'
  }
  if (b.length < 33)
    return `PNG image is incomplete: the file ends inside its header (IHDR)${CUT_OFF}`
  if (crc32(b, 12, 29) !== u32be(b, 29)) {
    return 'PNG image is damaged: the checksum (CRC) of its header (IHDR) is wrong'
  }
  const width = u32be(b, 16)
  const height = u32be(b, 20)
  const bitDepth = u8(b, 24)
  const colorType = u8(b, 25)
  const bad = (what: string) => `PNG image is damaged: its header (IHDR) has ${what}`
  if (width === 0 || height === 0 || width > MAX_DIMENSION || height > MAX_DIMENSION) {
    return bad(`an invalid size of ${width}×${height} px`)
  }
  const depths = DEPTHS[colorType]
  if (!depths) return bad(`an invalid colour type (${colorType})`)
  if (!depths.includes(bitDepth)) {
    return bad(`bit depth ${bitDepth}, which ${COLOR_NAMES[colorType]} images cannot use`)
  }
  if (u8(b, 26) !== 0) return bad(`an unknown compression method (${u8(b, 26)})`)
  if (u8(b, 27) !== 0) return bad(`an unknown filter method (${u8(b, 27)})`)
  if (u8(b, 28) > 1) return bad(`an unknown interlace method (${u8(b, 28)})`)
  return {
    width,
    height,
    bitDepth,
    colorType,
    interlaced: u8(b, 28) === 1,
    bitsPerPixel: (CHANNELS[colorType] ?? 1) * bitDepth,
  }
}

/** The Adam7 passes as [x0, y0, dx, dy]. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const

export interface RowGroup {
  rows: number
  /** Bytes per row, including the filter-type byte. */
  rowBytes: number
}

/**
 * The rows the decompressed data is made of: one group for a plain image,
 * up to seven for Adam7 (empty passes have no rows and no filter bytes).
 */
export function rowGroups(h: PngHeader): RowGroup[] {
  const group = (w: number, rows: number): RowGroup => ({
    rows,
    rowBytes: 1 + Math.ceil((w * h.bitsPerPixel) / 8),
  })
  if (!h.interlaced) return [group(h.width, h.height)]
  const groups: RowGroup[] = []
  for (const [x0, y0, dx, dy] of ADAM7) {
    const w = h.width > x0 ? Math.ceil((h.width - x0) / dx) : 0
    const rows = h.height > y0 ? Math.ceil((h.height - y0) / dy) : 0
    if (w > 0 && rows > 0) groups.push(group(w, rows))
  }
  return groups
}

/** Exact decompressed size of the image data (may exceed 2^32 for hostile headers). */
export function expectedBytes(groups: RowGroup[]): number {
  return groups.reduce((sum, g) => sum + g.rows * g.rowBytes, 0)
}
