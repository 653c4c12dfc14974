/**
 * An upload's bytes sent, as `uploads:progress` events.
 *
 * Only an upload the renderer named (`uploadId`) reports, so the window knows
 * where each report belongs.
 */
import type { BodyProgress } from '@main/api/counted-body'
import type { UploadProgressEvent } from '@shared/ipc/channels/uploads'

/** Sends an upload's byte progress to the window (the `uploads:progress` event). */
export type ReportUpload = (progress: UploadProgressEvent) => void

export function uploadProgress(report: ReportUpload | undefined) {
  return (workspaceId: string, uploadId: string | undefined) =>
    uploadId && report
      ? (progress: BodyProgress) => report({ uploadId, workspaceId, ...progress })
      : undefined
}
