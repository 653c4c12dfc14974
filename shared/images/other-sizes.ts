/**
 * Dimensions from the header of the formats a browser decodes but the
 * service does not take (WebP, BMP), read without decoding: the window needs
 * them to know whether it may show such a file (a few MB of lossless WebP can
 * hold hundreds of megapixels). AVIF's size is in its image spatial extents
 * property ('ispe'); where the first bytes do not hold it, none is given, and
 * a caller treats an unknown size as too large to show.
 */

export interface PixelSize {
  width: number
  height: number
}

const ascii = (b: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0))
const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const u24 = (b: Uint8Array, at: number) => u16(b, at) | (b[at + 2]! << 16)
const i32 = (b: Uint8Array, at: number) =>
  b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)

/** The three kinds of WebP: lossy (VP8), lossless (VP8L), extended (VP8X, the canvas). */
function webpSize(b: Uint8Array): PixelSize | null {
  if (b.length < 30 || !ascii(b, 0, 'RIFF') || !ascii(b, 8, 'WEBP')) return null
  if (ascii(b, 12, 'VP8X')) return { width: 1 + u24(b, 24), height: 1 + u24(b, 27) }
  if (ascii(b, 12, 'VP8L') && b[20] === 0x2f) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) }
  }
  if (ascii(b, 12, 'VP8 ') && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { width: u16(b, 26) & 0x3fff, height: u16(b, 28) & 0x3fff }
  return null
}

/** BMP: the old core header has 16-bit sizes, every later one 32-bit (height negative: top-down). */
function bmpSize(b: Uint8Array): PixelSize | null {
  if (b.length < 26 || !ascii(b, 0, 'BM')) return null
  if (i32(b, 14) === 12) return { width: u16(b, 18), height: u16(b, 20) }
  return { width: Math.abs(i32(b, 18)), height: Math.abs(i32(b, 22)) }
}

const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0

/** AVIF: the first 'ispe' box (the primary image's, as encoders write them), after its version and flags. */
function avifSize(b: Uint8Array): PixelSize | null {
  if (b.length < 12 || !ascii(b, 4, 'ftyp') || !(ascii(b, 8, 'avif') || ascii(b, 8, 'avis')))
    return null
  for (let at = 12; at + 16 <= b.length; at++) {
    if (ascii(b, at, 'ispe')) return { width: u32be(b, at + 8), height: u32be(b, at + 12) }
  }
  return null
}

/** The size the header of a WebP, BMP or AVIF gives; null for any other file or a header too short. */
export function otherFormatSize(head: Uint8Array): PixelSize | null {
  const size = webpSize(head) ?? bmpSize(head) ?? avifSize(head)
  return size && size.width > 0 && size.height > 0 ? size : null
}
