/** Handlers of the speaker channels: a speaker, and the upload of their picture. */
import type { ApiService } from '@main/api/service'
import type { NamespaceHandlers } from '../router'
import { uploadProgress, type ReportUpload } from './upload-progress'

export function speakersHandlers({
  api,
  reportUpload,
}: {
  api: ApiService
  reportUpload?: ReportUpload
}): NamespaceHandlers<'speakers'> {
  const progressOf = uploadProgress(reportUpload)
  return {
    'speakers:get': ({ workspaceId, ...ref }, { signal }) =>
      api.getSpeaker(workspaceId, ref, signal),
    'speakers:uploadPicture': ({ workspaceId, uploadId, ...input }, { signal }) =>
      api.uploadSpeakerPicture(workspaceId, input, signal, progressOf(workspaceId, uploadId)),
  }
}
