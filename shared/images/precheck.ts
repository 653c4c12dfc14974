/**
 * Image precheck (DESIGN.md §4): one implementation on bytes, used by the
 * renderer (instant feedback, deep=false), the main process (deep, before
 * every upload) and the emulator (server-side validation). No Node or DOM
 * globals: only Uint8Array and plain TypeScript.
 *
 * Order of the verdicts: type, then size, then header damage, then the
 * target's minimum size, then (deep) the pixel data. Cheap answers first, and
 * the first one is the one the user must fix anyway.
 */
import { inspectImage } from './inspect'
import type { InspectResult } from './inspect'
import { FORMAT_NAMES, IMAGE_RULES, dimensionMessage, sizeMessage, typeMessage } from './rules'
import { sniff } from './sniff'
import { MAX_IMAGE_BYTES } from './types'
import type { ImageTarget, PrecheckFailure, PrecheckResult } from './types'

export type { ImageFormat, ImageInfo, ImageTarget, PrecheckFailure, PrecheckResult } from './types'
export { MAX_IMAGE_BYTES } from './types'
export { inspectImage } from './inspect'
export type { InspectResult } from './inspect'
export { FORMAT_NAMES, IMAGE_RULES, MAX_PIXELS } from './rules'
export type { ImageRule } from './rules'

export function precheckImage(
  bytes: Uint8Array,
  target: ImageTarget,
  options: { deep: boolean } = { deep: true },
): PrecheckResult {
  try {
    return precheck(bytes, target, options.deep)
  } catch {
    return {
      ok: false,
      reason: 'corrupt',
      message: 'The image could not be read: its data is malformed',
    }
  }
}

function precheck(bytes: Uint8Array, target: ImageTarget, deep: boolean): PrecheckResult {
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
  if (!deep) return head
  const full = inspectImage(bytes, { deep: true })
  if (!full.ok) return asPrecheckFailure(full)
  return full
}

/** An inspection's failure as the precheck's: the same verdict, without `found`. */
function asPrecheckFailure(r: Exclude<InspectResult, { ok: true }>): PrecheckFailure {
  return { ok: false, reason: r.reason, message: r.message, ...(r.info ? { info: r.info } : {}) }
}
