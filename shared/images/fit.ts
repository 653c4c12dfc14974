/**
 * "Convert and fit", as a plan.
 *
 * Given what is known of a picture (its size as shown, i.e. after EXIF
 * orientation, its format, its length, whether it has transparency), whether it
 * must be converted for a target, to which format, and the encodings to try in
 * order — the UI runs them with the platform's encoder
 * (OffscreenCanvas.convertToBlob) and keeps the first within 4 MiB.
 *
 * Quality goes first, then size: each size is tried at a falling JPEG
 * quality before a smaller one, sizes fall only as far as needed and never
 * below the target's minimum, and the aspect ratio is kept (to a pixel).
 */
import { OTHER_FORMATS, type OtherFormatId } from './other-formats'
import { FORMAT_NAMES, IMAGE_RULES, sizeMessage, typeMessage } from './rules'
import { MAX_IMAGE_BYTES, type ImageFormat, type ImageTarget } from './types'

export interface FitSource {
  /** The size as shown: after EXIF orientation (see exif-orientation.ts). */
  width: number
  height: number
  format: ImageFormat | OtherFormatId
  byteLength: number
  /** Some pixels are transparent (alpha or a transparent colour): the output is PNG to keep them. */
  transparency?: boolean
}

export interface FitEncoding {
  type: 'image/jpeg' | 'image/png'
  width: number
  height: number
  /** JPEG quality for convertToBlob (0–1); absent for PNG. */
  quality?: number
}

export type FitPlan =
  /** The picture meets the type, size and dimension rules as it is: upload the original bytes. */
  | { convert: false; refused?: undefined }
  /** No conversion can help; `message` says why. */
  | { convert: false; refused: string }
  | {
      convert: true
      /** Why it must be converted: the refusals it would get as it is. */
      reasons: string[]
      output: 'jpeg' | 'png'
      /** In order; the first whose result is at most 4 MiB is the one to keep. */
      encodings: FitEncoding[]
    }

export const JPEG_QUALITIES = [0.92, 0.85, 0.75] as const
/** Each smaller size is this much of the last one's sides (about 80% of the pixels). */
const STEP = 0.9
/** Chromium's canvas area limit: a larger source is drawn smaller whatever the budget. */
export const MAX_CANVAS_PIXELS = 16384 * 16384
export const MAX_CANVAS_SIDE = 32767
/**
 * Bytes per pixel of a photo from a browser's JPEG encoder at each quality
 * above, when the source gives no better measure: generous, so that sizes are
 * skipped only when they surely cannot fit.
 */
const PHOTO_BYTES_PER_PIXEL = [0.5, 0.33, 0.24] as const
/** A size is skipped when even the lowest quality would be estimated this far over 4 MiB. */
const HOPELESS = 2

export function fitPlan(source: FitSource, target: ImageTarget): FitPlan {
  const rule = IMAGE_RULES[target]
  const { width, height, format, byteLength } = source
  const accepted = isImageFormat(format) && rule.formats.includes(format)
  const reasons: string[] = []
  if (!accepted) reasons.push(typeMessage(`This is ${described(format)}`, target))
  if (byteLength > MAX_IMAGE_BYTES) reasons.push(sizeMessage(byteLength))
  if (!isImageFormat(format) && !OTHER_FORMATS[format].browserDecodes) {
    return { convert: false, refused: `${reasons[0]}; it cannot be converted here` }
  }
  if (width < rule.minWidth || height < rule.minHeight) {
    return {
      convert: false,
      refused: `${name(format)} ${width}×${height} px: ${rule.noun} must be at least ${rule.minWidth}×${rule.minHeight} px, and converting cannot add detail`,
    }
  }
  if (!reasons.length) return { convert: false }
  const output = source.transparency ? 'png' : 'jpeg'
  const sizes = fitSizes(width, height, target)
  const encodings: FitEncoding[] = []
  if (output === 'png') {
    for (const size of sizes) encodings.push({ type: 'image/png', ...size })
  } else {
    const perPixel = bytesPerPixel(source)
    for (const size of sizes) {
      const lowest = size.width * size.height * perPixel[perPixel.length - 1]!
      const last = size === sizes[sizes.length - 1]
      if (lowest > HOPELESS * MAX_IMAGE_BYTES && !last) continue
      for (const quality of JPEG_QUALITIES) encodings.push({ type: 'image/jpeg', ...size, quality })
    }
  }
  return { convert: true, reasons, output, encodings }
}

/** What the after side of "Convert and fit" says of its format, and why that one. */
export function fitOutputNote(output: 'jpeg' | 'png'): string {
  return output === 'png'
    ? 'PNG to keep transparency'
    : 'JPEG: the picture has no transparency, and JPEG keeps it smallest'
}

/** A PNG size is skipped when the last PNG, scaled by pixel count, would be this far over 4 MiB. */
const PNG_SKIP_MARGIN = 1.25

/**
 * Whether to encode `step` after `last` came out over 4 MiB.
 *
 * PNG has no quality to lower, only sizes, and each encoding of a large picture
 * is slow: a size the last PNG's bytes per pixel say cannot fit is skipped
 * (never the last size, the smallest allowed). JPEG steps are always tried.
 */
export function worthEncoding(
  step: FitEncoding,
  last: { encoding: FitEncoding; bytes: number } | null,
  isLast: boolean,
): boolean {
  if (isLast || !last || step.type !== 'image/png' || last.encoding.type !== 'image/png')
    return true
  const perPixel = last.bytes / (last.encoding.width * last.encoding.height)
  return perPixel * step.width * step.height <= PNG_SKIP_MARGIN * MAX_IMAGE_BYTES
}

/**
 * The sizes to try, largest first: the source's (or the largest a canvas
 * holds), then each about STEP smaller, ending at the smallest that keeps
 * both sides at or above the target's minimum.
 */
export function fitSizes(
  width: number,
  height: number,
  target: ImageTarget,
): { width: number; height: number }[] {
  const rule = IMAGE_RULES[target]
  const smallest = Math.max(rule.minWidth / width, rule.minHeight / height)
  if (smallest > 1) return []
  const largest = Math.min(
    1,
    Math.sqrt(MAX_CANVAS_PIXELS / (width * height)),
    MAX_CANVAS_SIDE / Math.max(width, height),
  )
  const at = (scale: number) => ({
    width: Math.max(rule.minWidth, Math.min(width, Math.round(width * scale))),
    height: Math.max(rule.minHeight, Math.min(height, Math.round(height * scale))),
  })
  const sizes = [at(largest)]
  for (let scale = largest * STEP; scale > smallest; scale *= STEP) sizes.push(at(scale))
  const end = at(smallest)
  const last = sizes[sizes.length - 1]!
  if (end.width !== last.width || end.height !== last.height) sizes.push(end)
  return sizes
}

/**
 * Estimated JPEG bytes per pixel at each of JPEG_QUALITIES.
 *
 * A JPEG source measures its own content (re-encoding near its quality gives
 * about its size); anything else gets the photo figures.
 */
function bytesPerPixel(source: FitSource): readonly number[] {
  if (source.format !== 'jpeg') return PHOTO_BYTES_PER_PIXEL
  const own = source.byteLength / (source.width * source.height)
  return PHOTO_BYTES_PER_PIXEL.map((x) => (x / PHOTO_BYTES_PER_PIXEL[0]) * own)
}

function isImageFormat(format: string): format is ImageFormat {
  return format in FORMAT_NAMES
}

function name(format: ImageFormat | OtherFormatId): string {
  return isImageFormat(format) ? FORMAT_NAMES[format] : OTHER_FORMATS[format].name
}

function described(format: ImageFormat | OtherFormatId): string {
  return isImageFormat(format)
    ? `a ${FORMAT_NAMES[format]} image`
    : OTHER_FORMATS[format].description
}
