/**
 * "Convert and fit": decodes a picture with the browser's own decoders
 * (EXIF orientation applied) and re-encodes it with
 * OffscreenCanvas.convertToBlob, trying the encodings of the shared plan
 * (shared/images/fit.ts: quality first, then size, never below the target's
 * minimum) until one is within 4 MiB. No encoder of our own.
 */
import { fitPlan } from '../../../../shared/images/fit'
import { MAX_IMAGE_BYTES } from '../../../../shared/images/precheck'
import type { ImageTarget } from '../../../../shared/images/precheck'
import type { InstantVerdict } from './instant-verdict'

export interface FittedImage {
  blob: Blob
  width: number
  height: number
  /** The decoded source's size, as shown (orientation applied). */
  sourceWidth: number
  sourceHeight: number
}

export class FitRefused extends Error {}

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
      { width, height, format: found.formatId, byteLength: found.byteLength },
      target,
    )
    if (!plan.convert) {
      throw new FitRefused(
        plan.refused ?? 'The picture meets the rules already: upload it as it is',
      )
    }
    for (const step of plan.encodings) {
      const canvas = new OffscreenCanvas(step.width, step.height)
      const context = canvas.getContext('2d')
      if (!context) throw new FitRefused('The picture could not be converted here')
      if (step.type === 'image/jpeg') {
        // JPEG has no transparency: transparent parts become white, not black.
        context.fillStyle = '#ffffff'
        context.fillRect(0, 0, step.width, step.height)
      }
      context.imageSmoothingQuality = 'high'
      context.drawImage(bitmap, 0, 0, step.width, step.height)
      const blob = await canvas.convertToBlob(
        step.quality === undefined
          ? { type: step.type }
          : { type: step.type, quality: step.quality },
      )
      if (blob.size <= MAX_IMAGE_BYTES) {
        return {
          blob,
          width: step.width,
          height: step.height,
          sourceWidth: width,
          sourceHeight: height,
        }
      }
    }
    throw new FitRefused(
      'The picture could not be brought within 4 MB without going under the minimum size',
    )
  } finally {
    bitmap.close()
  }
}
