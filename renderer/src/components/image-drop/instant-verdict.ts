/**
 * The verdict shown the moment a file is dropped: type, size and dimensions
 * from the header alone (docs/api-decisions.md, "Image precheck"), and
 * whether "Convert and fit" can help. The deep verdict (every pixel present)
 * follows from the worker.
 */
import { IMAGE_RULES, inspectImage, precheckImage } from '../../../../shared/images/precheck'
import type { ImageTarget } from '../../../../shared/images/precheck'
import { groupDigits } from '../../../../shared/images/bytes'
import { formatList } from '../../../../shared/images/rules'
import { formatOfBytes } from './formats'

export interface InstantVerdict {
  /** ok: checks so far pass; convert: not usable as is, but the browser can re-encode it. */
  state: 'ok' | 'convert' | 'refuse'
  /** "JPEG · 1,200×800 px · 356 KB", as much as is known. */
  summary: string
  /** What is wrong and what is needed (absent when ok). */
  message?: string
  formatName: string | null
  width?: number
  height?: number
  byteLength: number
}

/** "356 KB", "5.2 MB", "812 bytes". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${groupDigits(bytes)} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
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
    width && height ? `${groupDigits(width)}×${groupDigits(height)} px` : null,
    sizeText(byteLength),
  ]
    .filter(Boolean)
    .join(' · ')
}

export function instantVerdict(bytes: Uint8Array, target: ImageTarget): InstantVerdict {
  const byteLength = bytes.byteLength
  const format = formatOfBytes(bytes)
  const verdict = precheckImage(bytes, target, { deep: false })
  const head = inspectImage(bytes, { deep: false })
  const info = verdict.ok ? verdict.info : { ...head.info, ...verdict.info }
  const width = info?.width
  const height = info?.height
  const summary = summaryOf(format?.name ?? null, width, height, byteLength)
  const base = {
    summary,
    formatName: format?.name ?? null,
    byteLength,
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
  }
  if (verdict.ok) return { state: 'ok', ...base }
  const rule = IMAGE_RULES[target]
  const convertible =
    format?.browserDecodes === true && (verdict.reason === 'type' || verdict.reason === 'size')
  if (convertible) {
    const why =
      verdict.reason === 'size'
        ? verdict.message
        : `${format.name} image: ${rule.noun} must be ${formatList(rule.formats)}`
    return {
      state: 'convert',
      ...base,
      message: `${why}. "Convert and fit" can make a JPEG of it within 4 MB`,
    }
  }
  const hint = verdict.reason === 'type' && format?.hint ? `; ${format.hint}` : ''
  return { state: 'refuse', ...base, message: `${verdict.message}${hint}` }
}
