/**
 * The formats people try that the service does not take, as sniff.ts finds
 * them in the magic bytes: how a refusal names each ("This is a HEIC image
 * (iPhone photo format): …") and whether a browser can decode it, so that the
 * UI can offer to convert it to JPEG or PNG itself.
 */

export type OtherFormatId =
  | 'heic'
  | 'webp'
  | 'avif'
  | 'svg'
  | 'bmp'
  | 'tiff'
  | 'jpeg-xl'
  | 'jpeg-2000'
  | 'psd'
  | 'ico'
  | 'pdf'
  | 'zip'
  | 'mp4'
  | 'quicktime'
  | 'iso-media'
  | 'html'

export interface OtherFormat {
  id: OtherFormatId
  /** Short name: "HEIC", "WebP". */
  name: string
  /** What the file is, to follow "This is": "a HEIC image (iPhone photo format)". */
  description: string
  /** A browser (Chromium) decodes it, so it can be re-encoded as JPEG or PNG where the user is. */
  browserDecodes: boolean
  /**
   * The label the refusal's `found` field has always carried ("HEIC/HEIF
   * image"), kept so that code matching on it goes on working.
   */
  label: string
}

const table: Record<OtherFormatId, Omit<OtherFormat, 'id'>> = {
  heic: {
    name: 'HEIC',
    description: 'a HEIC image (iPhone photo format)',
    browserDecodes: false,
    label: 'HEIC/HEIF image',
  },
  webp: { name: 'WebP', description: 'a WebP image', browserDecodes: true, label: 'WebP image' },
  avif: { name: 'AVIF', description: 'an AVIF image', browserDecodes: true, label: 'AVIF image' },
  svg: {
    name: 'SVG',
    description: 'an SVG image (a drawing, not a picture of pixels)',
    browserDecodes: false,
    label: 'SVG image',
  },
  bmp: {
    name: 'BMP',
    description: 'a BMP image (Windows bitmap)',
    browserDecodes: true,
    label: 'BMP image',
  },
  tiff: {
    name: 'TIFF',
    description: 'a TIFF image (scanner and print format)',
    browserDecodes: false,
    label: 'TIFF image',
  },
  'jpeg-xl': {
    name: 'JPEG XL',
    description: 'a JPEG XL image',
    browserDecodes: false,
    label: 'JPEG XL image',
  },
  'jpeg-2000': {
    name: 'JPEG 2000',
    description: 'a JPEG 2000 image',
    browserDecodes: false,
    label: 'JPEG 2000 image',
  },
  psd: {
    name: 'PSD',
    description: 'a Photoshop (PSD) document',
    browserDecodes: false,
    label: 'Photoshop (PSD) document',
  },
  ico: { name: 'ICO', description: 'an ICO icon', browserDecodes: false, label: 'ICO icon' },
  pdf: { name: 'PDF', description: 'a PDF document', browserDecodes: false, label: 'PDF document' },
  zip: { name: 'ZIP', description: 'a ZIP archive', browserDecodes: false, label: 'ZIP archive' },
  mp4: { name: 'MP4', description: 'an MP4 video', browserDecodes: false, label: 'MP4 video' },
  quicktime: {
    name: 'QuickTime',
    description: 'a QuickTime video',
    browserDecodes: false,
    label: 'QuickTime video',
  },
  'iso-media': {
    name: 'ISO media',
    description: 'an ISO media file (video or image container)',
    browserDecodes: false,
    label: 'ISO media file',
  },
  html: {
    name: 'HTML',
    description: 'a web page (HTML), not an image',
    browserDecodes: false,
    label: 'web page (HTML)',
  },
}

export const OTHER_FORMATS: Readonly<Record<OtherFormatId, OtherFormat>> = Object.fromEntries(
  Object.entries(table).map(([id, f]) => [id, { id, ...f }]),
) as Record<OtherFormatId, OtherFormat>
