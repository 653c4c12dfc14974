/**
 * The bytes of a bulk upload, row by row and in all.
 *
 * What the review's rows and its overall bar show. A row's total is its body as
 * main counted it, or its file's size until the first count arrives; a done row
 * counts whole, a failed one as nothing sent (it is not up), a cancelled one
 * not at all.
 */
import type { UploadState } from '@shared/uploads/upload-queue'
import { sumProgress, type ByteProgress } from '@renderer/components/upload-progress/byte-progress'

export interface RowBytes {
  state: UploadState
  /** The latest count of the row's current attempt, if any arrived. */
  sent: ByteProgress | undefined
  fileBytes: number
}

export function rowBytes({ state, sent, fileBytes }: RowBytes): ByteProgress {
  const totalBytes = sent?.totalBytes ?? fileBytes
  switch (state) {
    case 'done':
      return { sentBytes: totalBytes, totalBytes }
    case 'uploading':
      return { sentBytes: sent?.sentBytes ?? 0, totalBytes }
    case 'waiting':
    case 'failed':
      return { sentBytes: 0, totalBytes }
    case 'cancelled':
      return { sentBytes: 0, totalBytes: 0 }
  }
}

export function overallBytes(rows: Iterable<RowBytes>): ByteProgress {
  return sumProgress([...rows].map(rowBytes))
}
