/**
 * The per-target rules and the wording of every rule-based rejection.
 *
 * The rules are the API's limits (docs/api-decisions.md, "Image precheck").
 * Messages say what was found, then what is needed.
 */
import { groupDigits } from './bytes'
import { MAX_IMAGE_BYTES, type ImageFormat, type ImageTarget } from './types'

export interface ImageRule {
  formats: readonly ImageFormat[]
  minWidth: number
  minHeight: number
  /** Plural noun used in messages: "speaker pictures must be …". */
  noun: string
}

export const IMAGE_RULES: Readonly<Record<ImageTarget, ImageRule>> = {
  'speaker-picture': {
    formats: ['jpeg', 'png'],
    minWidth: 80,
    minHeight: 80,
    noun: 'speaker pictures',
  },
  'sponsor-logo': {
    formats: ['jpeg', 'png'],
    minWidth: 320,
    minHeight: 160,
    noun: 'sponsor logos',
  },
  'sponsor-cover': {
    formats: ['jpeg', 'png', 'gif'],
    minWidth: 1080,
    minHeight: 360,
    noun: 'sponsor covers',
  },
}

/**
 * Not a limit (the API sets no maximum size).
 *
 * Above this many pixels a valid image gets a warning, because decoding it
 * takes seconds and gigabytes in a browser. 100 MP is far above any photo that
 * fits in 4 MiB in practice.
 */
export const LARGE_IMAGE_PIXELS = 100_000_000

export const FORMAT_NAMES: Readonly<Record<ImageFormat, string>> = {
  png: 'PNG',
  jpeg: 'JPEG',
  gif: 'GIF',
}

/** ['jpeg', 'png', 'gif'] → "JPEG, PNG or GIF". */
export function formatList(formats: readonly ImageFormat[]): string {
  const names = formats.map((f) => FORMAT_NAMES[f])
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`
    : (names[0] ?? '')
}

/** `found` says what the file is: "This is a WebP image", "File is not a JPEG, PNG or GIF image". */
export function typeMessage(found: string, target: ImageTarget): string {
  const rule = IMAGE_RULES[target]
  return `${found}: ${rule.noun} must be ${formatList(rule.formats)}`
}

/** "File is 5.2 MB: images must be at most 4 MB (4,194,304 bytes)". */
export function sizeMessage(byteLength: number): string {
  const mb = (byteLength / (1024 * 1024)).toFixed(1)
  // 4,194,305 bytes would read "4.0 MB", which looks allowed: show the exact count instead.
  const found = Number(mb) > 4 ? `${mb} MB` : `${groupDigits(byteLength)} bytes`
  return `File is ${found}: images must be at most 4 MB (${groupDigits(MAX_IMAGE_BYTES)} bytes)`
}

/** Undefined when the size meets the target's minimum. */
export function dimensionMessage(
  format: ImageFormat,
  width: number,
  height: number,
  target: ImageTarget,
): string | undefined {
  const rule = IMAGE_RULES[target]
  if (width >= rule.minWidth && height >= rule.minHeight) return undefined
  return `${FORMAT_NAMES[format]} ${width}×${height} px: ${rule.noun} must be at least ${rule.minWidth}×${rule.minHeight} px`
}

/** An image's size in pixels, its digits grouped as the drop zone shows it (12,000×10,000 px). */
export const pixelSize = (width: number, height: number) =>
  `${groupDigits(width)}×${groupDigits(height)} px`

/** More pixels than a window should decode to show (LARGE_IMAGE_PIXELS). */
export function isVeryLarge(width: number, height: number): boolean {
  return width * height > LARGE_IMAGE_PIXELS
}

/** The warnings a valid image gets: empty unless it has more than LARGE_IMAGE_PIXELS. */
export function sizeWarnings(format: ImageFormat, width: number, height: number): string[] {
  if (!isVeryLarge(width, height)) return []
  const mp = Math.round((width * height) / 1_000_000)
  return [
    `${FORMAT_NAMES[format]} ${pixelSize(width, height)} (${groupDigits(mp)} megapixels): very large; it is valid, but may be slow to display`,
  ]
}
