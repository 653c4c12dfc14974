/**
 * The bulk photo upload as a long job (`jobs:report`): bytes sent of all the
 * photos for the taskbar, and how it ended for the notification.
 */
import type { JobReportInput } from '@shared/ipc/channels/jobs'
import type { UploadProgress } from '@shared/uploads/upload-queue'
import type { ByteProgress } from '@renderer/components/upload-progress/byte-progress'

export interface BulkJob {
  jobId: string
  workspaceId: string
  eventId: string
}

const photos = (n: number): string => `${n} speaker ${n === 1 ? 'photo' : 'photos'}`

export function bulkJobReport(
  job: BulkJob,
  progress: UploadProgress<unknown>,
  overall: ByteProgress,
): JobReportInput {
  const sent = progress.total - progress.cancelled
  const state = progress.running
    ? 'running'
    : progress.failed > 0
      ? 'failed'
      : progress.done > 0
        ? 'done'
        : 'cancelled'
  const message =
    state === 'failed'
      ? `${progress.failed} of ${sent} could not be uploaded. The review says why and can try them again.`
      : state === 'done' && progress.cancelled > 0
        ? `${progress.done} of ${progress.total} uploaded; the others were cancelled.`
        : null
  return {
    ...job,
    kind: 'photos',
    subject: photos(progress.total),
    state,
    done: overall.sentBytes,
    total: overall.totalBytes,
    message,
  }
}
