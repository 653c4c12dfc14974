/**
 * Upload or replace a speaker's profile picture (`POST .../pic`): a
 * multipart `file` part or an `imageUrl`, exactly one of them.
 */
import { speakerPictureResultSchema, type SpeakerPictureResult } from '@shared/api/schemas'
import { pathId, send, type ApiContext } from './context'
import type { BodyProgress } from './counted-body'
import {
  explainUploadFailure,
  prepareImageUpload,
  uploadBody,
  type ImageSource,
} from './image-upload'

export interface SpeakerPictureUpload {
  eventId: string
  speakerId: string
  source: ImageSource
}

export async function uploadSpeakerPicture(
  ctx: ApiContext,
  input: SpeakerPictureUpload,
  signal?: AbortSignal,
  onProgress?: (progress: BodyProgress) => void,
): Promise<SpeakerPictureResult> {
  const path = `/v1/events/${pathId('eventId', input.eventId)}/speakers/${pathId('speakerId', input.speakerId)}/pic`
  const prepared = await prepareImageUpload(input.source, 'speaker-picture')
  try {
    return await send(
      ctx,
      {
        method: 'POST',
        path,
        query: prepared.query,
        ...uploadBody(prepared, onProgress),
        schema: speakerPictureResultSchema,
        operation: "upload the speaker's picture",
        resource: 'speaker',
      },
      signal,
    )
  } catch (error) {
    throw explainUploadFailure(error, "speaker's picture")
  }
}
