/**
 * "Convert and fit": decodes a picture with the browser's own decoders
 * (EXIF orientation applied) and re-encodes it as JPEG with
 * OffscreenCanvas.convertToBlob, stepping down quality and then size
 * (fit-plan.ts) until it is within 4 MiB. No encoder of our own.
 */
import { MAX_IMAGE_BYTES } from '../../../../shared/images/precheck'
import type { ImageTarget } from '../../../../shared/images/precheck'
import { fitPlan, fitRefusal } from './fit-plan'

export interface FittedImage {
  blob: Blob
  width: number
  height: number
  quality: number
  /** The decoded source's size, as shown (orientation applied). */
  sourceWidth: number
  sourceHeight: number
}

export class FitRefused extends Error {}

export async function convertAndFit(
  source: Blob,
  target: ImageTarget,
  formatName: string,
): Promise<FittedImage> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' })
  } catch {
    throw new FitRefused(`This ${formatName} file could not be decoded: it may be damaged`)
  }
  try {
    const { width, height } = bitmap
    const refusal = fitRefusal(width, height, target, formatName)
    if (refusal) throw new FitRefused(refusal)
    for (const step of fitPlan(width, height, target)) {
      const canvas = new OffscreenCanvas(step.width, step.height)
      const context = canvas.getContext('2d')
      if (!context) throw new FitRefused('The picture could not be converted here')
      // JPEG has no transparency: transparent parts become white, not black.
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, step.width, step.height)
      context.imageSmoothingQuality = 'high'
      context.drawImage(bitmap, 0, 0, step.width, step.height)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: step.quality })
      if (blob.size <= MAX_IMAGE_BYTES) {
        return { blob, ...step, sourceWidth: width, sourceHeight: height }
      }
    }
    throw new FitRefused(
      'The picture could not be brought within 4 MB without going under the minimum size',
    )
  } finally {
    bitmap.close()
  }
}
