/**
 * An upload's byte progress as the window keeps and tells it, without React.
 *
 * The latest `uploads:progress` event per upload, the sum over a bulk upload,
 * the words ("1.2 of 3.4 MB") and the coarse steps a screen reader hears. "MB"
 * is 1,048,576 bytes, as in "images up to 4 MB" (docs/api-decisions.md).
 */
import type { UploadProgressEvent } from '@shared/ipc/channels/uploads'

export interface ByteProgress {
  sentBytes: number
  totalBytes: number
}

export type ProgressById = ReadonlyMap<string, ByteProgress>

/**
 * The state after an event: its upload's count replaced by the event's.
 *
 * An attempt sent again after a 503 starts from zero, so the latest count wins
 * even when it is smaller; an unchanged count keeps the same state object.
 */
export function withProgress(state: ProgressById, event: UploadProgressEvent): ProgressById {
  const old = state.get(event.uploadId)
  if (old && old.sentBytes === event.sentBytes && old.totalBytes === event.totalBytes) return state
  const next = new Map(state)
  next.set(event.uploadId, { sentBytes: event.sentBytes, totalBytes: event.totalBytes })
  return next
}

/** Whole per cent sent, rounded down: 100 only when every byte is. */
export function percentOf(p: ByteProgress): number {
  if (p.totalBytes <= 0) return 0
  return Math.min(100, Math.floor((p.sentBytes / p.totalBytes) * 100))
}

/** The percentage said to screen readers: changes only every `step` per cent. */
export function coarsePercent(p: ByteProgress, step = 25): number {
  return Math.floor(percentOf(p) / step) * step
}

const MB = 1024 * 1024
const KB = 1024
const oneDecimal = new Intl.NumberFormat('en', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 })

/** "1.2 of 3.4 MB"; a body under 1 MB in KB ("120 of 340 KB"), both in the total's unit. */
export function sentWords(p: ByteProgress): string {
  if (p.totalBytes >= MB) {
    return `${oneDecimal.format(p.sentBytes / MB)} of ${oneDecimal.format(p.totalBytes / MB)} MB`
  }
  return `${whole.format(Math.floor(p.sentBytes / KB))} of ${whole.format(Math.ceil(p.totalBytes / KB))} KB`
}

/** The size alone, in the unit `sentWords` gives it: "3.4 MB", "341 KB". */
export function sizeWords(bytes: number): string {
  if (bytes >= MB) return `${oneDecimal.format(bytes / MB)} MB`
  return `${whole.format(Math.ceil(bytes / KB))} KB`
}

/** Several uploads as one: their bytes sent over their bytes in all. */
export function sumProgress(parts: Iterable<ByteProgress>): ByteProgress {
  let sentBytes = 0
  let totalBytes = 0
  for (const p of parts) {
    sentBytes += p.sentBytes
    totalBytes += p.totalBytes
  }
  return { sentBytes, totalBytes }
}

/** Different on every call: names one upload in its events (letters, digits and -). */
export function newUploadId(): string {
  return `up-${crypto.randomUUID()}`
}
