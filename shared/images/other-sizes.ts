/**
 * Dimensions of WebP, BMP and AVIF, read from the header without decoding.
 *
 * A browser decodes these formats but the service does not take them; the
 * window needs them to know whether it may show such a file (a few MB of
 * lossless WebP can hold hundreds of megapixels). Which format a file is comes
 * from sniff.ts; where its first bytes do not hold the size, none is given, and
 * a caller treats an unknown size as too large to show.
 */
import { ascii, u16le, u32be, u8 } from './bytes'
import { sniff } from './sniff'

export interface PixelSize {
  width: number
  height: number
}

const u24le = (b: Uint8Array, o: number) => u16le(b, o) | (u8(b, o + 2) << 16)
const i32le = (b: Uint8Array, o: number) => u16le(b, o) | (u16le(b, o + 2) << 16)

/** The three kinds of WebP: lossy (VP8), lossless (VP8L), extended (VP8X, the canvas). */
function webpSize(b: Uint8Array): PixelSize | null {
  const chunk = ascii(b, 12, 4)
  if (chunk === 'VP8X') return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) }
  if (chunk === 'VP8L' && u8(b, 20) === 0x2f) {
    const bits = i32le(b, 21)
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) }
  }
  if (chunk === 'VP8 ' && ascii(b, 23, 3) === '\x9d\x01\x2a')
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
  return null
}

/** BMP: the old core header has 16-bit sizes, every later one 32-bit (height negative: top-down). */
function bmpSize(b: Uint8Array): PixelSize {
  if (i32le(b, 14) === 12) return { width: u16le(b, 18), height: u16le(b, 20) }
  return { width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) }
}

/** AVIF: the first 'ispe' box (the primary image's, as encoders write them), after its version and flags. */
function avifSize(b: Uint8Array): PixelSize | null {
  for (let at = 12; at + 16 <= b.length; at++)
    if (ascii(b, at, 4) === 'ispe') return { width: u32be(b, at + 8), height: u32be(b, at + 12) }
  return null
}

/** The size the header of a WebP, BMP or AVIF gives; null for any other file or a header too short. */
export function otherFormatSize(head: Uint8Array): PixelSize | null {
  const found = sniff(head)
  const id = found.kind === 'other' ? found.other?.id : undefined
  const size =
    id === 'webp' && head.length >= 30
      ? webpSize(head)
      : id === 'bmp'
        ? bmpSize(head)
        : id === 'avif'
          ? avifSize(head)
          : null
  return size && size.width > 0 && size.height > 0 ? size : null
}
