/**
 * The verdicts that come before the deep check, in their order: type, size
 * (from the whole file's length), header damage, the target's minimum size.
 */
import { inspectImage, type InspectResult } from './inspect'
import { FORMAT_NAMES, IMAGE_RULES, dimensionMessage, sizeMessage, typeMessage } from './rules'
import { sniff } from './sniff'
import {
  MAX_IMAGE_BYTES,
  type ImageTarget,
  type PrecheckFailure,
  type PrecheckSuccess,
} from './types'

/**
 * The failure, or the header's success to go on from.
 *
 * `byteLength` is the whole file's length when `bytes` holds only its start.
 */
export function beforeDeepCheck(
  bytes: Uint8Array,
  target: ImageTarget,
  byteLength = bytes.length,
): PrecheckFailure | PrecheckSuccess {
  const rule = IMAGE_RULES[target]
  const s = sniff(bytes)
  if (s.kind === 'other') {
    if (!s.other) {
      const message = typeMessage('File is not a JPEG, PNG or GIF image', target)
      return { ok: false, reason: 'type', message, info: { byteLength } }
    }
    const message = typeMessage(`This is ${s.other.description}`, target)
    return { ok: false, reason: 'type', message, info: { byteLength }, detected: s.other }
  }
  if (s.kind === 'accepted' && !rule.formats.includes(s.format)) {
    const message = typeMessage(`This is a ${FORMAT_NAMES[s.format]} image`, target)
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
  const inspected = inspectImage(bytes, { deep: false })
  if (!inspected.ok) return withLength(asPrecheckFailure(inspected), byteLength)
  const head = { ...inspected, info: { ...inspected.info, byteLength } }
  const { info } = head
  const small = dimensionMessage(info.format, info.width, info.height, target)
  if (small) return { ok: false, reason: 'dimensions', message: small, info }
  return head
}

function withLength(r: PrecheckFailure, byteLength: number): PrecheckFailure {
  return r.info ? { ...r, info: { ...r.info, byteLength } } : r
}

/** An inspection's failure as the precheck's: the same verdict, without `found`. */
export function asPrecheckFailure(r: Exclude<InspectResult, { ok: true }>): PrecheckFailure {
  return {
    ok: false,
    reason: r.reason,
    message: r.message,
    ...(r.info ? { info: r.info } : {}),
    ...(r.detected ? { detected: r.detected } : {}),
  }
}
