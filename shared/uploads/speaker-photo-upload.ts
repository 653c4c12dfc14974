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

export function speakerPhotoUploader(
  bridge: Pick<StagehandBridge, 'speakers'>,
  where: { workspaceId: string; eventId: string },
): (photo: SpeakerPhoto) => Promise<SpeakerPictureResult> {
  return (photo) =>
    bridge.speakers.uploadPicture({
      workspaceId: where.workspaceId,
      eventId: where.eventId,
      speakerId: photo.speakerId,
      ...(photo.uploadId ? { uploadId: photo.uploadId } : {}),
      source: {
        kind: 'file',
        bytes: photo.bytes,
        fileName: photo.fileName,
        ...(photo.contentType ? { contentType: photo.contentType } : {}),
      },
    })
}
