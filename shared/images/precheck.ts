/**
 * Image precheck (docs/api-decisions.md, "Image precheck").
 *
 * One implementation on bytes, used by the renderer (instant feedback,
 * deep=false; the deep check in a worker), the main process (deep, before every
 * upload) and the emulator (server-side validation). No Node or DOM globals:
 * only Uint8Array and plain TypeScript; the platform's zlib decoder comes in as
 * an argument (platform-inflate.ts).
 *
 * Order of the verdicts: type, then size, then header damage, then the
 * target's minimum size, then (deep) the pixel data. Cheap answers first, and
 * the first one is the one the user must fix anyway. There is no maximum size:
 * a very large valid image passes with a warning.
 */
import { inspectImage, inspectImageAsync, type DeepCheckOptions } from './inspect'
import { asPrecheckFailure, beforeDeepCheck } from './precheck-steps'
import type { ImageTarget, PrecheckFailure, PrecheckResult } from './types'

export type {
  ImageFormat,
  ImageInfo,
  ImageTarget,
  PrecheckFailure,
  PrecheckResult,
  PrecheckSuccess,
} from './types'
export { MAX_IMAGE_BYTES } from './types'
export { inspectImage, inspectImageAsync } from './inspect'
export type { DeepCheckOptions, InspectResult } from './inspect'
export { FORMAT_NAMES, IMAGE_RULES, LARGE_IMAGE_PIXELS, isVeryLarge } from './rules'
export type { ImageRule } from './rules'
export { precheckHeader } from './header-verdict'
export type { HeaderVerdict } from './header-verdict'
export { OTHER_FORMATS } from './other-formats'
export { fitPlan, fitSizes } from './fit'
export type { FitEncoding, FitPlan, FitSource } from './fit'
export { jpegOrientation, orientedSize } from './exif-orientation'
export type { Orientation } from './exif-orientation'
export type { OtherFormat, OtherFormatId } from './other-formats'
export { INFLATE_CHUNK_BYTES, streamInflater } from './platform-inflate'
export type { Crc32, InflateStream, ZlibInflate } from './platform-inflate'

const UNREADABLE: PrecheckFailure = {
  ok: false,
  reason: 'corrupt',
  message: 'The image could not be read: its data is malformed',
}

/** The verdict, synchronously (the deep check inflates PNG data with inflate.ts). */
export function precheckImage(
  bytes: Uint8Array,
  target: ImageTarget,
  options: { deep: boolean } = { deep: true },
): PrecheckResult {
  try {
    const head = beforeDeepCheck(bytes, target)
    if (!head.ok || !options.deep) return head
    const r = inspectImage(bytes)
    return r.ok ? r : asPrecheckFailure(r)
  } catch {
    return UNREADABLE
  }
}

/**
 * The deep verdict with the platform's zlib decoder (much faster for PNG).
 *
 * The same verdicts as precheckImage(bytes, target). Never rejects.
 */
export async function precheckImageAsync(
  bytes: Uint8Array,
  target: ImageTarget,
  options: DeepCheckOptions = {},
): Promise<PrecheckResult> {
  try {
    const head = beforeDeepCheck(bytes, target)
    if (!head.ok) return head
    const r = await inspectImageAsync(bytes, options)
    return r.ok ? r : asPrecheckFailure(r)
  } catch {
    return UNREADABLE
  }
}
