/**
 * Image precheck (docs/api-decisions.md, "Image precheck"): one
 * implementation on bytes, used by the renderer (instant feedback,
 * deep=false; the deep check in a worker), the
 * main process (deep, before every upload) and the emulator (server-side
 * validation). No Node or DOM globals: only Uint8Array and plain TypeScript;
 * the platform's zlib decoder comes in as an argument (platform-inflate.ts).
 *
 * Order of the verdicts: type, then size, then header damage, then the
 * target's minimum size, then (deep) the pixel data. Cheap answers first, and
 * the first one is the one the user must fix anyway. There is no maximum size:
 * a very large valid image passes with a warning.
 */
import { inspectImage, inspectImageAsync } from './inspect'
import type { DeepCheckOptions, InspectResult } from './inspect'
import { FORMAT_NAMES, IMAGE_RULES, dimensionMessage, sizeMessage, typeMessage } from './rules'
import { sniff } from './sniff'
import { MAX_IMAGE_BYTES } from './types'
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
export { FORMAT_NAMES, IMAGE_RULES, LARGE_IMAGE_PIXELS } from './rules'
export type { ImageRule } from './rules'
export { INFLATE_CHUNK_BYTES, streamInflater } from './platform-inflate'
export type { InflateStream, ZlibInflate } from './platform-inflate'

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
    const early = beforeDeepCheck(bytes, target)
    if (early) return early
    const r = inspectImage(bytes, { deep: options.deep })
    return r.ok ? r : asPrecheckFailure(r)
  } catch {
    return UNREADABLE
  }
}

/**
 * The deep verdict with the platform's zlib decoder (much faster for PNG):
 * the same verdicts as precheckImage(bytes, target). Never rejects.
 */
export async function precheckImageAsync(
  bytes: Uint8Array,
  target: ImageTarget,
  options: DeepCheckOptions = {},
): Promise<PrecheckResult> {
  try {
    const early = beforeDeepCheck(bytes, target)
    if (early) return early
    const r = await inspectImageAsync(bytes, options)
    return r.ok ? r : asPrecheckFailure(r)
  } catch {
    return UNREADABLE
  }
}

/** Type, size, header and the target's minimum: the failure, or undefined to go on. */
function beforeDeepCheck(bytes: Uint8Array, target: ImageTarget): PrecheckFailure | undefined {
  const byteLength = bytes.length
  const rule = IMAGE_RULES[target]
  const s = sniff(bytes)
  if (s.kind === 'other') {
    const found = s.label ?? 'File is not a JPEG, PNG or GIF image'
    return { ok: false, reason: 'type', message: typeMessage(found, target), info: { byteLength } }
  }
  if (s.kind === 'accepted' && !rule.formats.includes(s.format)) {
    const message = typeMessage(`${FORMAT_NAMES[s.format]} image`, target)
    return { ok: false, reason: 'type', message, info: { format: s.format, byteLength } }
  }
  const format = s.kind === 'accepted' ? s.format : undefined
  if (byteLength > MAX_IMAGE_BYTES) {
    return {
      ok: false,
      reason: 'size',
      message: sizeMessage(byteLength),
      info: format ? { format, byteLength } : { byteLength },
    }
  }
  const head = inspectImage(bytes, { deep: false })
  if (!head.ok) return asPrecheckFailure(head)
  const { info } = head
  const small = dimensionMessage(info.format, info.width, info.height, target)
  if (small) return { ok: false, reason: 'dimensions', message: small, info }
  return undefined
}

/** An inspection's failure as the precheck's: the same verdict, without `found`. */
function asPrecheckFailure(r: Exclude<InspectResult, { ok: true }>): PrecheckFailure {
  return { ok: false, reason: r.reason, message: r.message, ...(r.info ? { info: r.info } : {}) }
}
