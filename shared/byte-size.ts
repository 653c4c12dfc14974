/**
 * A number of bytes in words: "812 bytes", "356 KB", "5.2 MB".
 *
 * One formatter for every size an organizer reads, so the same file has the
 * same size in the drop zone, the progress bar and the journal. A KB is 1,024
 * bytes and an MB 1,048,576, as in "images up to 4 MB" (docs/api-decisions.md).
 * Amounts are rounded to the nearest shown digit and grouped as in English
 * ("1,005 bytes") whatever the computer's language.
 */
import { numberFormat } from './number-format'

export type SizeUnit = 'bytes' | 'KB' | 'MB'

const KB = 1024
const MB = 1024 * 1024
const whole = () => numberFormat({ maximumFractionDigits: 0 })
const oneDecimal = () => numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** The unit `sizeWords` says `bytes` in: bytes under a KB, KB under an MB, MB from there. */
export function sizeUnit(bytes: number): SizeUnit {
  if (bytes < KB) return 'bytes'
  if (bytes < MB) return 'KB'
  return 'MB'
}

/** `bytes` as a number of `unit`, without the unit: "812", "356", "5.2" (MB keep one decimal). */
export function amountIn(bytes: number, unit: SizeUnit): string {
  if (unit === 'bytes') return whole().format(bytes)
  if (unit === 'KB') return whole().format(bytes / KB)
  return oneDecimal().format(bytes / MB)
}

/**
 * "812 bytes", "356 KB", "5.2 MB".
 *
 * A whole number of megabytes has no decimal ("16 MB", as a limit is said),
 * while one byte more reads "16.0 MB": rounded, not exact.
 */
export function sizeWords(bytes: number): string {
  const unit = sizeUnit(bytes)
  if (unit === 'MB' && bytes % MB === 0) return `${whole().format(bytes / MB)} MB`
  return `${amountIn(bytes, unit)} ${unit}`
}
