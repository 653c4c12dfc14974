/**
 * An image upload of either kind, as one mutation.
 *
 * A speaker's picture (`speakers:uploadPicture`) or a sponsor's logo or cover
 * (`sponsors:uploadImage`). The new address reaches the catalog from main.
 */
import { mutationOptions } from '@tanstack/react-query'
import type { SpeakerPictureResult } from '@shared/api/schemas'
import type { ImageTarget } from '@shared/images/precheck'
import type { ChannelInput } from '@shared/ipc/contract'
import { speakerPhotoUploader, type SpeakerPhoto } from '@shared/uploads/speaker-photo-upload'
import { bridge } from '@renderer/bridge'

export type UploadSource = ChannelInput<'speakers:uploadPicture'>['source']

/** Which picture of which resource an upload replaces. */
export interface UploadRef {
  workspaceId: string
  eventId: string
  target: ImageTarget
  /** The speaker's ID for a speaker picture, else the sponsor's. */
  id: string
}

/** What one upload sends: the image, and the name its byte progress comes back under. */
export interface UploadRequest {
  source: UploadSource
  uploadId?: string
}

export interface UploadedImage {
  /** The address the service gave the new image. */
  url: string
  /** When it was uploaded: shown pictures add it to the address so no cache shows the old one. */
  uploadedAt: number
}

async function send(ref: UploadRef, { source, uploadId }: UploadRequest): Promise<string> {
  const base = {
    workspaceId: ref.workspaceId,
    eventId: ref.eventId,
    source,
    ...(uploadId ? { uploadId } : {}),
  }
  if (ref.target === 'speaker-picture') {
    const result = await bridge().speakers.uploadPicture({ ...base, speakerId: ref.id })
    return result.picUrl
  }
  const imageType = ref.target === 'sponsor-logo' ? 'LOGO' : 'COVER'
  const result = await bridge().sponsors.uploadImage({ ...base, sponsorId: ref.id, imageType })
  return result.imageUrl
}

export const imageMutations = {
  upload: (ref: UploadRef) =>
    mutationOptions({
      mutationKey: ['image-upload', ref.workspaceId, ref.eventId, ref.target, ref.id],
      mutationFn: async (request: UploadRequest): Promise<UploadedImage> => ({
        url: await send(ref, request),
        uploadedAt: Date.now(),
      }),
    }),
}

/**
 * The bulk review's uploader of speaker pictures, one batch of the journal.
 *
 * The shared uploader (shared/uploads/), the code the upload benchmark
 * measures, over this window's bridge.
 */
export function bulkPhotoUploader(where: {
  workspaceId: string
  eventId: string
  batchId: string
}): (photo: SpeakerPhoto) => Promise<SpeakerPictureResult> {
  return speakerPhotoUploader(bridge(), where)
}
