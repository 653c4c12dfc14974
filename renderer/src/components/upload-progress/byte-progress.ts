/**
 * An upload's byte progress as the window keeps and tells it, without React.
 *
 * The latest `uploads:progress` event per upload, the sum over a bulk upload,
 * the words ("1.2 of 3.4 MB") and the coarse steps a screen reader hears. "MB"
 * is 1,048,576 bytes, as in "images up to 4 MB" (docs/api-decisions.md).
 */
import { amountIn, sizeUnit } from '@shared/byte-size'
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

/**
 * "1.2 of 3.4 MB", "120 of 340 KB": both in the unit of the total.
 *
 * Rounded as `sizeWords` rounds, so the total here is the size the drop zone
 * gave the file and the size said once every byte is sent.
 */
export function sentWords(p: ByteProgress): string {
  const unit = sizeUnit(p.totalBytes)
  return `${amountIn(p.sentBytes, unit)} of ${amountIn(p.totalBytes, unit)} ${unit}`
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
