/**
 * The EXIF orientation of a JPEG, read from the header bytes.
 *
 * It is tag 0x0112 in the first image file directory of its APP1 "Exif"
 * segment. Phones store pictures sideways and say so here; browsers draw them
 * upright, so the size the user sees — and the one a conversion must keep — is
 * the oriented one (orientedSize).
 */
import { ascii, u16be } from './bytes'

/** 1 = upright (also when there is no tag); 5–8 turn the picture a quarter, swapping width and height. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8

const ORIENTATION_TAG = 0x0112

/** The orientation in `bytes` (the start of a JPEG suffices); 1 when absent, unreadable or not a JPEG. */
export function jpegOrientation(bytes: Uint8Array): Orientation {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return 1
  for (let p = 2; p + 4 <= bytes.length;) {
    if (bytes[p] !== 0xff) return 1
    const marker = bytes[p + 1]!
    if (marker === 0xff) {
      p++ // fill byte
      continue
    }
    // The frame header or the image data: the APP segments (EXIF among them) come before.
    if (marker === 0xda || marker === 0xd9 || (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4))
      return 1
    const length = u16be(bytes, p + 2)
    if (length < 2) return 1
    const body = p + 4
    if (marker === 0xe1 && ascii(bytes, body, 6) === 'Exif\0\0') {
      const found = tiffOrientation(bytes, body + 6, Math.min(bytes.length, p + 2 + length))
      if (found) return found
    }
    p += 2 + length
  }
  return 1
}

/** Reads IFD0 of the TIFF structure in bytes[start, end). */
function tiffOrientation(b: Uint8Array, start: number, end: number): Orientation | undefined {
  const order = ascii(b, start, 2)
  if (order !== 'II' && order !== 'MM') return undefined
  const little = order === 'II'
  const u16 = (at: number) =>
    at + 2 > end ? -1 : little ? b[at]! | (b[at + 1]! << 8) : (b[at]! << 8) | b[at + 1]!
  const u32 = (at: number) =>
    at + 4 > end
      ? -1
      : little
        ? (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0
        : ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0
  if (u16(start + 2) !== 42) return undefined
  const ifd = u32(start + 4)
  if (ifd < 8) return undefined
  const entries = u16(start + ifd)
  for (let i = 0; i < entries; i++) {
    const entry = start + ifd + 2 + 12 * i
    if (entry + 12 > end) return undefined
    if (u16(entry) !== ORIENTATION_TAG) continue
    // Type SHORT (3), one value, stored in the entry itself.
    if (u16(entry + 2) !== 3) return undefined
    const value = u16(entry + 8)
    return value >= 1 && value <= 8 ? (value as Orientation) : undefined
  }
  return undefined
}

/** The size as shown: orientations 5–8 turn the stored picture a quarter. */
export function orientedSize(
  width: number,
  height: number,
  orientation: Orientation,
): { width: number; height: number } {
  return orientation >= 5 ? { width: height, height: width } : { width, height }
}
