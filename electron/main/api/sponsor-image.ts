/**
 * Upload or replace a sponsor's logo or cover (`POST .../image`).
 *
 * The image rules differ per type (LOGO ≥ 320×160 JPEG/PNG, COVER ≥ 1080×360
 * also GIF), so the precheck target follows `imageType`.
 */
import {
  sponsorImageResultSchema,
  type SponsorImageResult,
  type SponsorImageType,
} from '@shared/api/schemas'
import { pathId, send, type ApiContext } from './context'
import type { BodyProgress } from './counted-body'
import {
  explainUploadFailure,
  prepareImageUpload,
  uploadBody,
  type ImageSource,
} from './image-upload'

export interface SponsorImageUpload {
  eventId: string
  sponsorId: string
  imageType: SponsorImageType
  source: ImageSource
}

export async function uploadSponsorImage(
  ctx: ApiContext,
  input: SponsorImageUpload,
  signal?: AbortSignal,
  onProgress?: (progress: BodyProgress) => void,
): Promise<SponsorImageResult> {
  const path = `/v1/events/${pathId('eventId', input.eventId)}/sponsors/${pathId('sponsorId', input.sponsorId)}/image`
  const target = input.imageType === 'LOGO' ? 'sponsor-logo' : 'sponsor-cover'
  const prepared = await prepareImageUpload(input.source, target)
  const what = input.imageType === 'LOGO' ? "sponsor's logo" : "sponsor's cover image"
  try {
    return await send(
      ctx,
      {
        method: 'POST',
        path,
        query: { imageType: input.imageType, ...prepared.query },
        ...uploadBody(prepared, onProgress),
        schema: sponsorImageResultSchema,
        operation: `upload the ${what}`,
        resource: 'sponsor',
      },
      signal,
    )
  } catch (error) {
    throw explainUploadFailure(error, what)
  }
}
