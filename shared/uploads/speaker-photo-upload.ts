/**
 * The one upload function of the bulk photo drop.
 *
 * A speaker's picture through the bridge (`speakers:uploadPicture`). The review
 * table and the upload benchmark both hand it to the upload queue, so the
 * benchmark measures what people use.
 */
import type { SpeakerPictureResult } from '../api/schemas'
import type { StagehandBridge } from '../ipc/bridge'

export interface SpeakerPhoto {
  speakerId: string
  fileName: string
  bytes: Uint8Array<ArrayBuffer>
  /** Informative only: the main process reads the type from the bytes. */
  contentType?: string
  /** Names the upload in its `uploads:progress` events (the bytes sent). */
  uploadId?: string
}

/**
 * Uploads each photo to its speaker.
 *
 * `batchId` names the review run: the change journal records every photo of
 * the run under it, so the run can be undone together.
 */
export function speakerPhotoUploader(
  bridge: Pick<StagehandBridge, 'speakers'>,
  where: { workspaceId: string; eventId: string; batchId?: string },
): (photo: SpeakerPhoto) => Promise<SpeakerPictureResult> {
  return (photo) =>
    bridge.speakers.uploadPicture({
      workspaceId: where.workspaceId,
      eventId: where.eventId,
      speakerId: photo.speakerId,
      ...(where.batchId ? { batchId: where.batchId } : {}),
      ...(photo.uploadId ? { uploadId: photo.uploadId } : {}),
      source: {
        kind: 'file',
        bytes: photo.bytes,
        fileName: photo.fileName,
        ...(photo.contentType ? { contentType: photo.contentType } : {}),
      },
    })
}
