/**
 * Handlers of the speaker channels: a speaker, and the upload of their picture.
 *
 * What an answer says goes to the event's catalog: a speaker names its
 * sessions, and a 404 marks the speaker not found.
 */
import { getSpeaker } from '@main/api/speakers'
import { uploadSpeakerPicture } from '@main/api/speaker-picture'
import type { ApiService } from '@main/api/service'
import { fromNotFound, fromSpeaker, fromSpeakerPicture } from '@main/catalog/observe'
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
      api.call('speakers:get', workspaceId, (ctx) => getSpeaker(ctx, ref, signal), {
        eventId: ref.eventId,
        onResult: fromSpeaker,
        onError: (e) => fromNotFound(e, 'speaker', ref.speakerId),
      }),
    'speakers:uploadPicture': ({ workspaceId, uploadId, ...input }, { signal, beforeWrite }) =>
      api.call(
        'speakers:uploadPicture',
        workspaceId,
        (ctx) => uploadSpeakerPicture(ctx, input, signal, progressOf(workspaceId, uploadId)),
        {
          eventId: input.eventId,
          onResult: fromSpeakerPicture,
          onError: (e) => fromNotFound(e, 'speaker', input.speakerId),
        },
        beforeWrite,
      ),
  }
}
