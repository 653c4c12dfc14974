/**
 * Whether the window may show a file itself.
 *
 * Formats a browser cannot show (a refused HEIC or TIFF) get no broken preview,
 * and neither does an image of hundreds of megapixels, or one whose size is not
 * known yet (a JPEG whose header lies past the first bytes, until the deep
 * check reads it): a few MB of file can need gigabytes to decode
 * (shared/images/rules.ts, LARGE_IMAGE_PIXELS).
 */
import { isVeryLarge } from '@shared/images/precheck'
import type { InstantVerdict } from './instant-verdict'

const SHOWN_FORMATS = new Set(['JPEG', 'PNG', 'GIF', 'WebP', 'AVIF', 'BMP'])

/** The header gives it more pixels than a window should decode to show. */
export function tooLargeToShow({ verdict }: { verdict: InstantVerdict }): boolean {
  const { width, height } = verdict
  return width !== undefined && height !== undefined && isVeryLarge(width, height)
}

export function previewable(file: { verdict: InstantVerdict }): boolean {
  const { formatName, width, height } = file.verdict
  const sized = width !== undefined && height !== undefined
  return SHOWN_FORMATS.has(formatName ?? '') && sized && !tooLargeToShow(file)
}
