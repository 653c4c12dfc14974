/**
 * Format detection from magic bytes only (never the file name). Besides the
 * three accepted formats it names common other formats, so a rejection can
 * say what the file looks like ("WebP image: …").
 *
 * A file whose PNG signature is damaged (PngSuite's xs*n0g01, or CR/LF
 * conversion of xcrn0g04/xlfn0g04) is still reported as PNG: it claims to be
 * one, and "damaged PNG" is more useful to the user than "unknown type".
 */
import { ascii, u8 } from './bytes'
import { PNG_SIGNATURE } from './png-header'
import type { ImageFormat } from './types'

export type Sniffed =
  | { kind: 'empty' }
  | { kind: 'accepted'; format: ImageFormat }
  /** `label` names the format when recognised, e.g. "WebP image"; null for unknown content. */
  | { kind: 'other'; label: string | null }

export function sniff(b: Uint8Array): Sniffed {
  if (b.length === 0) return { kind: 'empty' }
  if (u8(b, 0) === 0xff && u8(b, 1) === 0xd8) {
    return { kind: 'accepted', format: 'jpeg' }
  }
  if (looksLikePng(b)) return { kind: 'accepted', format: 'png' }
  if (ascii(b, 0, 3) === 'GIF' || (b.length < 3 && 'GIF'.startsWith(ascii(b, 0, 3)))) {
    return { kind: 'accepted', format: 'gif' }
  }
  return { kind: 'other', label: otherLabel(b) }
}

/** Exact signature, a cut-off signature, or a damaged one followed by IHDR. */
function looksLikePng(b: Uint8Array): boolean {
  const n = Math.min(8, b.length)
  let same = 0
  for (let i = 0; i < n; i++) if (b[i] === PNG_SIGNATURE[i]) same++
  if (same === n && n >= 2) return true // whole or cut-off signature
  if (b.length < 8) return false
  const letters = ascii(b, 1, 3).toUpperCase()
  return same >= 6 || (letters === 'PNG' && same >= 4) || ascii(b, 12, 4) === 'IHDR'
}

const FTYP_BRANDS: [RegExp, string][] = [
  [/^avi[fs]$/, 'AVIF image'],
  [/^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/, 'HEIC/HEIF image'],
  [/^(isom|iso\d|mp4\d|avc1|dash|M4V )$/, 'MP4 video'],
  [/^qt {2}$/, 'QuickTime video'],
]

function otherLabel(b: Uint8Array): string | null {
  const s4 = ascii(b, 0, 4)
  if (s4 === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'WebP image'
  if (s4 === 'II*\0' || s4 === 'MM\0*') return 'TIFF image'
  if (ascii(b, 0, 2) === 'BM' && b.length >= 26) return 'BMP image'
  if (s4 === '8BPS') return 'Photoshop (PSD) document'
  if (s4 === '%PDF') return 'PDF document'
  if (s4 === 'PK\x03\x04') return 'ZIP archive'
  if (s4 === '\0\0\x01\0') return 'ICO icon'
  if (u8(b, 0) === 0xff && u8(b, 1) === 0x0a) return 'JPEG XL image'
  if (ascii(b, 4, 4) === 'JXL ') return 'JPEG XL image'
  if (ascii(b, 4, 4) === 'jP  ' || s4 === '\xff\x4f\xff\x51') return 'JPEG 2000 image'
  if (ascii(b, 4, 4) === 'ftyp') {
    // Major brand first, then the compatible brands (AVIF files often have major brand "mif1").
    const brands: string[] = [ascii(b, 8, 4)]
    const boxEnd = Math.min(b.length, (u8(b, 2) << 8) | u8(b, 3) || 0)
    for (let o = 16; o + 4 <= boxEnd && brands.length < 32; o += 4) brands.push(ascii(b, o, 4))
    if (brands.some((x) => /^avi[fs]$/.test(x))) return 'AVIF image'
    for (const brand of brands) {
      for (const [re, label] of FTYP_BRANDS) if (re.test(brand)) return label
    }
    return 'ISO media file'
  }
  const text = textStart(b)
  if (text !== null) {
    if (/<svg[\s>]/i.test(text)) return 'SVG image'
    if (/^<!doctype html|^<html/i.test(text)) return 'web page (HTML)'
  }
  return null
}

/** The first 4 KiB as text when the file starts like text (after an optional BOM), else null. */
function textStart(b: Uint8Array): string | null {
  let o = 0
  if (u8(b, 0) === 0xef && u8(b, 1) === 0xbb && u8(b, 2) === 0xbf) o = 3
  const s = ascii(b, o, 4096).replace(/^\s+/, '')
  return s.startsWith('<') ? s : null
}
