/** Handlers of the sponsor channels: the upload of a logo or cover, recorded in the catalog. */
import { uploadSponsorImage } from '@main/api/sponsor-image'
import type { ApiService } from '@main/api/service'
import { fromNotFound, fromSponsorImage } from '@main/catalog/observe'
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
    'sponsors:uploadImage': ({ workspaceId, uploadId, ...input }, { signal, beforeWrite }) =>
      api.call(
        'sponsors:uploadImage',
        workspaceId,
        (ctx) => uploadSponsorImage(ctx, input, signal, progressOf(workspaceId, uploadId)),
        {
          eventId: input.eventId,
          onResult: fromSponsorImage,
          onError: (e) => fromNotFound(e, 'sponsor', input.sponsorId),
        },
        beforeWrite,
      ),
  }
}
