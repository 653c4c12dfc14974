/** Handlers of the sponsor channels: the upload of a logo or cover. */
import type { ApiService } from '@main/api/service'
import type { NamespaceHandlers } from '../router'
import { uploadProgress, type ReportUpload } from './upload-progress'

export function sponsorsHandlers({
  api,
  reportUpload,
}: {
  api: ApiService
  reportUpload?: ReportUpload
}): NamespaceHandlers<'sponsors'> {
  const progressOf = uploadProgress(reportUpload)
  return {
    'sponsors:uploadImage': ({ workspaceId, uploadId, ...input }, { signal }) =>
      api.uploadSponsorImage(workspaceId, input, signal, progressOf(workspaceId, uploadId)),
  }
}
