/**
 * Format, dimensions and integrity of an image.
 *
 * No target rule here (those are in rules.ts / precheck.ts). Never throws.
 */
import { checkGif } from './gif'
import { checkJpeg } from './jpeg'
import { checkPng, checkPngWith } from './png'
import type { OtherFormat } from './other-formats'
import type { Crc32, ZlibInflate } from './platform-inflate'
import { sizeWarnings } from './rules'
import { sniff } from './sniff'
import {
  CUT_OFF,
  type CheckDepth,
  type FormatCheck,
  type ImageFormat,
  type ImageInfo,
} from './types'

export type InspectResult =
  | { ok: true; info: ImageInfo; warnings?: string[] }
  | {
      ok: false
      /** type: not JPEG/PNG/GIF (or an undisplayable JPEG variant); corrupt: damaged or incomplete */
      reason: 'type' | 'corrupt'
      message: string
      info?: Partial<ImageInfo>
      /** For other formats: what the file looks like, e.g. "WebP image" (absent if unrecognised). */
      found?: string
      /** For other formats: which one, and whether a browser can decode it (absent if unrecognised). */
      detected?: OtherFormat
    }

export interface DeepCheckOptions {
  /** The platform's zlib decoder (see platform-inflate.ts); inflate.ts when absent. */
  inflate?: ZlibInflate
  /** The platform's CRC-32, for the chunk checksums checked beside the platform's inflater. */
  crc32?: Crc32
}

const CHECKS: Record<ImageFormat, (b: Uint8Array, depth: CheckDepth) => FormatCheck> = {
  png: checkPng,
  jpeg: checkJpeg,
  gif: checkGif,
}

const UNREADABLE: InspectResult = {
  ok: false,
  reason: 'corrupt',
  message: 'The image could not be read: its data is malformed',
}

/**
 * Inspects an image, as deep as asked.
 *
 * deep=false: signature and header only (instant; for renderer feedback).
 * deep=true (default): also proves the pixel data complete
 * (docs/api-decisions.md, "Image precheck"), in memory that does not grow
 * with the pixel count.
 */
export function inspectImage(bytes: Uint8Array, options: { deep?: boolean } = {}): InspectResult {
  try {
    const head = inspectHeader(bytes)
    if (!('check' in head)) return head
    if (options.deep === false) return verdict(head, head.head)
    return verdict(head, CHECKS[head.info.format](bytes, 'full'))
  } catch {
    // Unreachable by design; a last guard so that callers can rely on "never throws".
    return UNREADABLE
  }
}

/** The deep inspection, with the platform's inflater for PNG data when given one. Never rejects. */
export async function inspectImageAsync(
  bytes: Uint8Array,
  options: DeepCheckOptions = {},
): Promise<InspectResult> {
  try {
    const head = inspectHeader(bytes)
    if (!('check' in head)) return head
    const { format } = head.info
    const full =
      format === 'png' && options.inflate
        ? await checkPngWith(bytes, options.inflate, options.crc32)
        : CHECKS[format](bytes, 'full')
    return verdict(head, full)
  } catch {
    return UNREADABLE
  }
}

interface Header {
  check: true
  info: ImageInfo
  head: FormatCheck
}

/** Type and header: the final answer when they fail, else what the deep check continues from. */
function inspectHeader(b: Uint8Array): InspectResult | Header {
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
    const found = s.other ? `This is ${s.other.description}` : 'File is not an image we recognise'
    const message = `${found}: only JPEG, PNG and GIF images are accepted`
    return s.other
      ? {
          ok: false,
          reason: 'type',
          message,
          found: s.other.label,
          detected: s.other,
          info: { byteLength },
        }
      : { ok: false, reason: 'type', message, info: { byteLength } }
  }
  const format = s.format
  const head = CHECKS[format](b, 'header')
  if (!head.ok) return failed(head, { format, byteLength })
  return { check: true, head, info: { format, width: head.width, height: head.height, byteLength } }
}

/** The result of a check that got past the header. */
function verdict(h: Header, r: FormatCheck): InspectResult {
  if (!r.ok) return failed(r, h.info)
  const { format, width, height } = h.info
  const warnings = sizeWarnings(format, width, height)
  return warnings.length ? { ok: true, info: h.info, warnings } : { ok: true, info: h.info }
}

function failed(
  r: FormatCheck & { ok: false },
  known: { format: ImageFormat; byteLength: number },
): InspectResult {
  const { format, byteLength } = known
  return {
    ok: false,
    reason: r.kind === 'unsupported' ? 'type' : 'corrupt',
    message: r.message,
    info: r.width
      ? { format, byteLength, width: r.width, height: r.height }
      : { format, byteLength },
  }
}
