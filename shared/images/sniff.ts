/**
 * Format detection from magic bytes only (never the file name).
 *
 * Besides the three accepted formats it recognises common other formats
 * (other-formats.ts), so a refusal can say what the file is ("This is a WebP
 * image: …").
 *
 * A file whose PNG signature is damaged (PngSuite's xs*n0g01, or CR/LF
 * conversion of xcrn0g04/xlfn0g04) is still reported as PNG: it claims to be
 * one, and "damaged PNG" is more useful to the user than "unknown type".
 */
import { ascii, u8 } from './bytes'
import { OTHER_FORMATS, type OtherFormat, type OtherFormatId } from './other-formats'
import { PNG_SIGNATURE } from './png-header'
import type { ImageFormat } from './types'

export type Sniffed =
  | { kind: 'empty' }
  | { kind: 'accepted'; format: ImageFormat }
  /**
   * `other` is the format when recognised; null for unknown content.
   *
   * `label` is its label, e.g. "WebP image" (null when unknown).
   */
  | { kind: 'other'; other: OtherFormat | null; label: string | null }

export function sniff(b: Uint8Array): Sniffed {
  if (b.length === 0) return { kind: 'empty' }
  if (u8(b, 0) === 0xff && u8(b, 1) === 0xd8) {
    return { kind: 'accepted', format: 'jpeg' }
  }
  if (looksLikePng(b)) return { kind: 'accepted', format: 'png' }
  if (ascii(b, 0, 3) === 'GIF' || (b.length < 3 && 'GIF'.startsWith(ascii(b, 0, 3)))) {
    return { kind: 'accepted', format: 'gif' }
  }
  const id = otherFormat(b)
  const other = id ? OTHER_FORMATS[id] : null
  return { kind: 'other', other, label: other?.label ?? null }
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

const FTYP_BRANDS: [RegExp, OtherFormatId][] = [
  [/^avi[fs]$/, 'avif'],
  [/^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/, 'heic'],
  [/^(isom|iso\d|mp4\d|avc1|dash|M4V )$/, 'mp4'],
  [/^qt {2}$/, 'quicktime'],
]

function otherFormat(b: Uint8Array): OtherFormatId | null {
  const s4 = ascii(b, 0, 4)
  if (s4 === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp'
  if (s4 === 'II*\0' || s4 === 'MM\0*') return 'tiff'
  if (ascii(b, 0, 2) === 'BM' && b.length >= 26) return 'bmp'
  if (s4 === '8BPS') return 'psd'
  if (s4 === '%PDF') return 'pdf'
  if (s4 === 'PK\x03\x04') return 'zip'
  if (s4 === '\0\0\x01\0') return 'ico'
  if (u8(b, 0) === 0xff && u8(b, 1) === 0x0a) return 'jpeg-xl'
  if (ascii(b, 4, 4) === 'JXL ') return 'jpeg-xl'
  if (ascii(b, 4, 4) === 'jP  ' || s4 === '\xff\x4f\xff\x51') return 'jpeg-2000'
  if (ascii(b, 4, 4) === 'ftyp') {
    // Major brand first, then the compatible brands (AVIF files often have major brand "mif1").
    const brands: string[] = [ascii(b, 8, 4)]
    const boxEnd = Math.min(b.length, (u8(b, 2) << 8) | u8(b, 3) || 0)
    for (let o = 16; o + 4 <= boxEnd && brands.length < 32; o += 4) brands.push(ascii(b, o, 4))
    if (brands.some((x) => /^avi[fs]$/.test(x))) return 'avif'
    for (const brand of brands) {
      for (const [re, id] of FTYP_BRANDS) if (re.test(brand)) return id
    }
    return 'iso-media'
  }
  const text = textStart(b)
  if (text !== null) {
    if (/<svg[\s>]/i.test(text)) return 'svg'
    if (/^<!doctype html|^<html/i.test(text)) return 'html'
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
