/**
 * The verdict shown the moment a file is dropped.
 *
 * Type, size and dimensions from its first bytes alone (docs/api-decisions.md,
 * "Image precheck"), and whether "Convert and fit" can help. The deep verdict
 * (every pixel present) follows from the worker.
 */
import { inspectImage, precheckHeader, type ImageTarget } from '@shared/images/precheck'
import { pixelSize } from '@shared/images/rules'
import { sizeWords } from '@shared/byte-size'
import { otherFormatSize } from '@shared/images/other-sizes'
import { formatOfBytes, type NamedFormat } from './formats'

export interface InstantVerdict {
  /** ok: checks so far pass; convert: not usable as is, but the browser can re-encode it. */
  state: 'ok' | 'convert' | 'refuse'
  /** "JPEG · 1,200×800 px · 356 KB", as much as is known. */
  summary: string
  /** What is wrong and what is needed (absent when ok). */
  message?: string
  formatName: string | null
  formatId: NamedFormat['id'] | null
  /** The header lies beyond the first bytes: dimensions wait for the full check. */
  pending?: string
  width?: number
  height?: number
  byteLength: number
}

/** "WebP · 600×450 px · 6 KB": whatever of format, dimensions and size is known. */
export function summaryOf(
  formatName: string | null,
  width: number | undefined,
  height: number | undefined,
  byteLength: number,
): string {
  return [
    formatName ?? 'Unknown type',
    width && height ? pixelSize(width, height) : null,
    sizeWords(byteLength),
  ]
    .filter(Boolean)
    .join(' · ')
}

/** How much of a file the instant verdict reads: enough for any header but a JPEG's after huge metadata. */
export const HEAD_BYTES = 64 * 1024

/**
 * `head` is the file's first bytes (HEAD_BYTES, or all of a shorter file),
 * `byteLength` the whole file's length (the head's when it is the whole file).
 */
export function instantVerdict(
  head: Uint8Array,
  target: ImageTarget,
  byteLength: number = head.byteLength,
): InstantVerdict {
  const format = formatOfBytes(head)
  const verdict = precheckHeader(head, byteLength, target)
  // A size refusal comes before the header is read; the dimensions still help the user.
  const header = inspectImage(head, { deep: false })
  const info = { ...(header.ok ? header.info : header.info), ...verdict.info }
  // A WebP, BMP or AVIF the service does not take still has a size, read from its header alone.
  const other = 'width' in info ? null : otherFormatSize(head)
  const width = 'width' in info ? info.width : other?.width
  const height = 'height' in info ? info.height : other?.height
  const base = {
    summary: summaryOf(format?.name ?? null, width, height, byteLength),
    formatName: format?.name ?? null,
    formatId: format?.id ?? null,
    byteLength,
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
  }
  if (verdict.ok) {
    return 'pending' in verdict
      ? { state: 'ok', ...base, pending: verdict.pending }
      : { state: 'ok', ...base }
  }
  const convertible =
    format?.browserDecodes === true && (verdict.reason === 'type' || verdict.reason === 'size')
  if (convertible) {
    return {
      state: 'convert',
      ...base,
      message: `${verdict.message}. "Convert and fit" can make a JPEG of it (a PNG if it has transparency) within 4 MB`,
    }
  }
  const hint = verdict.reason === 'type' && format?.hint ? `; ${format.hint}` : ''
  return { state: 'refuse', ...base, message: `${verdict.message}${hint}` }
}
