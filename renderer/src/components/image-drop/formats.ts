/**
 * The formats people try (docs/api-decisions.md, "Image precheck").
 *
 * Each is named in messages, and those the browser itself can decode are
 * offered "Convert and fit". Read from a MIME type while a file is dragged (all
 * the browser tells then) and from the magic bytes once it is dropped; the
 * names and the "browser decodes" flag are the precheck's own
 * (other-formats.ts).
 */
import { OTHER_FORMATS, type OtherFormatId } from '@shared/images/other-formats'
import { FORMAT_NAMES } from '@shared/images/rules'
import { sniff } from '@shared/images/sniff'
import type { ImageFormat } from '@shared/images/types'

export interface NamedFormat {
  id: ImageFormat | OtherFormatId
  /** Short name for messages: "WebP", "HEIC". */
  name: string
  /** One of the formats the service takes, or null. */
  accepted: ImageFormat | null
  /** Chromium decodes it, so it can be re-encoded as JPEG or PNG here. */
  browserDecodes: boolean
  /** What to do instead, for formats that cannot be converted here. */
  hint?: string
}

const HINTS: Partial<Record<OtherFormatId, string>> = {
  heic: 'export it as JPEG first (on a phone: share or save it as "Most compatible")',
  tiff: 'save it as JPEG or PNG in an image editor first',
  svg: 'export it as PNG at the size needed first',
  'jpeg-xl': 'save it as JPEG in an image editor first',
  'jpeg-2000': 'save it as JPEG in an image editor first',
  psd: 'export it as JPEG or PNG first',
}

const accepted = (format: ImageFormat): NamedFormat => ({
  id: format,
  name: FORMAT_NAMES[format],
  accepted: format,
  browserDecodes: true,
})

const other = (id: OtherFormatId): NamedFormat => {
  const f = OTHER_FORMATS[id]
  const hint = HINTS[id]
  return {
    id,
    name: f.name,
    accepted: null,
    browserDecodes: f.browserDecodes,
    ...(hint ? { hint } : {}),
  }
}

const MIME: Record<string, NamedFormat> = {
  'image/jpeg': accepted('jpeg'),
  'image/jpg': accepted('jpeg'),
  'image/pjpeg': accepted('jpeg'),
  'image/png': accepted('png'),
  'image/gif': accepted('gif'),
  'image/webp': other('webp'),
  'image/avif': other('avif'),
  'image/bmp': other('bmp'),
  'image/x-ms-bmp': other('bmp'),
  'image/heic': other('heic'),
  'image/heif': other('heic'),
  'image/heic-sequence': other('heic'),
  'image/tiff': other('tiff'),
  'image/svg+xml': other('svg'),
  'image/jxl': other('jpeg-xl'),
  'image/jp2': other('jpeg-2000'),
  'image/vnd.adobe.photoshop': other('psd'),
}

/** The format a MIME type names; null when the type is empty or unknown (the bytes will tell). */
export function formatOfMime(type: string): NamedFormat | null {
  return MIME[type.trim().toLowerCase()] ?? null
}

/** The format the bytes show; null for an empty file or content no one names. */
export function formatOfBytes(head: Uint8Array): NamedFormat | null {
  const found = sniff(head)
  if (found.kind === 'accepted') return accepted(found.format)
  if (found.kind === 'other' && found.other) return other(found.other.id)
  return null
}
