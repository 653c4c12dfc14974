/**
 * Format, dimensions and integrity of an image, without any target rule
 * (those are in rules.ts / precheck.ts). Never throws.
 */
import { checkGif } from './gif'
import { checkJpeg } from './jpeg'
import { checkPng } from './png'
import { tooLargeMessage } from './rules'
import { sniff } from './sniff'
import { CUT_OFF } from './types'
import type { CheckDepth, FormatCheck, ImageFormat, ImageInfo } from './types'

export type InspectResult =
  | { ok: true; info: ImageInfo }
  | {
      ok: false
      /** type: not JPEG/PNG/GIF (or an undisplayable JPEG variant); corrupt: damaged or incomplete; dimensions: over MAX_PIXELS */
      reason: 'type' | 'corrupt' | 'dimensions'
      message: string
      info?: Partial<ImageInfo>
      /** For other formats: what the file looks like, e.g. "WebP image" (absent if unrecognised). */
      found?: string
    }

const CHECKS: Record<ImageFormat, (b: Uint8Array, depth: CheckDepth) => FormatCheck> = {
  png: checkPng,
  jpeg: checkJpeg,
  gif: checkGif,
}

/**
 * deep=false: signature and header only (instant; for renderer feedback).
 * deep=true (default): also proves the pixel data complete (DESIGN.md §4).
 */
export function inspectImage(bytes: Uint8Array, options: { deep?: boolean } = {}): InspectResult {
  try {
    return inspect(bytes, options.deep ?? true)
  } catch {
    // Unreachable by design; a last guard so that callers can rely on "never throws".
    return {
      ok: false,
      reason: 'corrupt',
      message: 'The image could not be read: its data is malformed',
    }
  }
}

function inspect(b: Uint8Array, deep: boolean): InspectResult {
  const byteLength = b.length
  const s = sniff(b)
  if (s.kind === 'empty') {
    return {
      ok: false,
      reason: 'corrupt',
      message: `File is empty (0 bytes): it holds no image${CUT_OFF}`,
      info: { byteLength },
    }
  }
  if (s.kind === 'other') {
    const message = `${s.label ?? 'File is not an image we recognise'}: only JPEG, PNG and GIF images are accepted`
    return s.label
      ? { ok: false, reason: 'type', message, found: s.label, info: { byteLength } }
      : { ok: false, reason: 'type', message, info: { byteLength } }
  }
  const format = s.format
  const check = CHECKS[format]
  const head = check(b, 'header')
  const fail = (r: FormatCheck & { ok: false }): InspectResult => ({
    ok: false,
    reason: r.kind === 'unsupported' ? 'type' : 'corrupt',
    message: r.message,
    info: r.width
      ? { format, byteLength, width: r.width, height: r.height }
      : { format, byteLength },
  })
  if (!head.ok) return fail(head)
  const info: ImageInfo = { format, width: head.width, height: head.height, byteLength }
  const tooLarge = tooLargeMessage(format, head.width, head.height)
  // Over MAX_PIXELS the deep check still proves the structure (fuzzed headers are usually caught
  // there and called corrupt) but skips decompression, whose cost grows with the pixel count.
  if (deep) {
    const full = check(b, tooLarge ? 'structure' : 'full')
    if (!full.ok) return fail(full)
  }
  return tooLarge
    ? { ok: false, reason: 'dimensions', message: tooLarge, info }
    : { ok: true, info }
}
