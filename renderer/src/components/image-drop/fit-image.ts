/**
 * "Convert and fit".
 *
 * Decodes a picture with the browser's own decoders (EXIF orientation applied),
 * looks once at its pixels for transparency (shared/images/transparency.ts),
 * and re-encodes it with OffscreenCanvas.convertToBlob, trying the encodings of
 * the shared plan (shared/images/fit.ts: PNG when there is transparency to
 * keep, else JPEG; quality first, then size, never below the target's minimum)
 * until one is within 4 MiB. No encoder of our own. Runs in a worker
 * (fit-in-worker.ts): reading every pixel of a large picture takes hundreds of
 * milliseconds.
 */
import { fitPlan, worthEncoding, type FitEncoding } from '@shared/images/fit'
import { MAX_IMAGE_BYTES, type ImageTarget } from '@shared/images/precheck'
import { hasTransparentPixel, transparencyScan } from '@shared/images/transparency'
import type { InstantVerdict } from './instant-verdict'

export interface FittedImage {
  blob: Blob
  output: 'jpeg' | 'png'
  width: number
  height: number
  /** The decoded source's size, as shown (orientation applied). */
  sourceWidth: number
  sourceHeight: number
}

export class FitRefused extends Error {}

/** Reads the decoded picture's alpha once, strip by strip, stopping at the first non-opaque pixel. */
function hasTransparency(bitmap: ImageBitmap): boolean {
  const scan = transparencyScan(bitmap.width, bitmap.height)
  const canvas = new OffscreenCanvas(scan.width, scan.strips[0]?.height ?? 1)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new FitRefused('The picture could not be converted here')
  // Nearest pixel: a smaller drawing samples the picture's own alphas rather than blending them.
  context.imageSmoothingEnabled = false
  for (const strip of scan.strips) {
    context.clearRect(0, 0, canvas.width, canvas.height)
    context.drawImage(bitmap, 0, -strip.y, scan.width, scan.height)
    const { data } = context.getImageData(0, 0, scan.width, strip.height)
    if (hasTransparentPixel(data)) return true
  }
  return false
}

async function encode(bitmap: ImageBitmap, step: FitEncoding): Promise<Blob> {
  const canvas = new OffscreenCanvas(step.width, step.height)
  const context = canvas.getContext('2d')
  if (!context) throw new FitRefused('The picture could not be converted here')
  if (step.type === 'image/jpeg') {
    // JPEG has no transparency: any (faint) transparent part becomes white, not black.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, step.width, step.height)
  }
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, step.width, step.height)
  return canvas.convertToBlob(
    step.quality === undefined ? { type: step.type } : { type: step.type, quality: step.quality },
  )
}

export async function convertAndFit(
  source: Blob,
  target: ImageTarget,
  found: Pick<InstantVerdict, 'formatId' | 'formatName' | 'byteLength'>,
): Promise<FittedImage> {
  const formatName = found.formatName ?? 'image'
  if (!found.formatId) throw new FitRefused('This file is not an image the browser can convert')
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' })
  } catch {
    throw new FitRefused(`This ${formatName} file could not be decoded: it may be damaged`)
  }
  try {
    const { width, height } = bitmap
    const plan = fitPlan(
      {
        width,
        height,
        format: found.formatId,
        byteLength: found.byteLength,
        // A JPEG has no alpha: its pixels need no reading.
        transparency: found.formatId !== 'jpeg' && hasTransparency(bitmap),
      },
      target,
    )
    if (!plan.convert) {
      throw new FitRefused(
        plan.refused ?? 'The picture meets the rules already: upload it as it is',
      )
    }
    let last: { encoding: FitEncoding; bytes: number } | null = null
    for (const [i, step] of plan.encodings.entries()) {
      if (!worthEncoding(step, last, i === plan.encodings.length - 1)) continue
      const blob = await encode(bitmap, step)
      if (blob.size <= MAX_IMAGE_BYTES) {
        return {
          blob,
          output: plan.output,
          width: step.width,
          height: step.height,
          sourceWidth: width,
          sourceHeight: height,
        }
      }
      last = { encoding: step, bytes: blob.size }
    }
    throw new FitRefused(
      'The picture could not be brought within 4 MB without going under the minimum size',
    )
  } finally {
    bitmap.close()
  }
}
