/**
 * The formats people try (docs/api-decisions.md, "Image precheck"): each is
 * named in messages, and those the browser itself can decode are offered
 * "Convert and fit". Read from a MIME type while a file is dragged (all the
 * browser tells then) and from the magic bytes once it is dropped.
 */
import { sniff } from '../../../../shared/images/sniff'
import type { ImageFormat } from '../../../../shared/images/types'

export interface NamedFormat {
  /** Short name for messages: "WebP", "HEIC". */
  name: string
  /** One of the formats the service takes, or null. */
  accepted: ImageFormat | null
  /** Chromium decodes it, so it can be re-encoded as JPEG or PNG here. */
  browserDecodes: boolean
  /** What to do instead, for formats that cannot be converted here. */
  hint?: string
}

const ACCEPTED: Record<ImageFormat, NamedFormat> = {
  jpeg: { name: 'JPEG', accepted: 'jpeg', browserDecodes: true },
  png: { name: 'PNG', accepted: 'png', browserDecodes: true },
  gif: { name: 'GIF', accepted: 'gif', browserDecodes: true },
}

const OTHERS: Record<string, NamedFormat> = {
  webp: { name: 'WebP', accepted: null, browserDecodes: true },
  avif: { name: 'AVIF', accepted: null, browserDecodes: true },
  bmp: { name: 'BMP', accepted: null, browserDecodes: true },
  heic: {
    name: 'HEIC',
    accepted: null,
    browserDecodes: false,
    hint: 'export it as JPEG first (on a phone: share or save it as "Most compatible")',
  },
  tiff: {
    name: 'TIFF',
    accepted: null,
    browserDecodes: false,
    hint: 'save it as JPEG or PNG in an image editor first',
  },
  svg: {
    name: 'SVG',
    accepted: null,
    browserDecodes: false,
    hint: 'export it as PNG at the size needed first',
  },
}

const MIME: Record<string, NamedFormat> = {
  'image/jpeg': ACCEPTED.jpeg,
  'image/jpg': ACCEPTED.jpeg,
  'image/pjpeg': ACCEPTED.jpeg,
  'image/png': ACCEPTED.png,
  'image/gif': ACCEPTED.gif,
  'image/webp': OTHERS.webp!,
  'image/avif': OTHERS.avif!,
  'image/bmp': OTHERS.bmp!,
  'image/x-ms-bmp': OTHERS.bmp!,
  'image/heic': OTHERS.heic!,
  'image/heif': OTHERS.heic!,
  'image/heic-sequence': OTHERS.heic!,
  'image/tiff': OTHERS.tiff!,
  'image/svg+xml': OTHERS.svg!,
}

const LABELS: Record<string, NamedFormat> = {
  'WebP image': OTHERS.webp!,
  'AVIF image': OTHERS.avif!,
  'BMP image': OTHERS.bmp!,
  'HEIC/HEIF image': OTHERS.heic!,
  'TIFF image': OTHERS.tiff!,
  'SVG image': OTHERS.svg!,
}

/** The format a MIME type names; null when the type is empty or unknown (the bytes will tell). */
export function formatOfMime(type: string): NamedFormat | null {
  return MIME[type.trim().toLowerCase()] ?? null
}

/** The format the bytes show; null for an empty file or content no one names. */
export function formatOfBytes(head: Uint8Array): NamedFormat | null {
  const found = sniff(head)
  if (found.kind === 'accepted') return ACCEPTED[found.format]
  if (found.kind === 'other' && found.label) return LABELS[found.label] ?? null
  return null
}
