/**
 * Every write Stagehand sends to the service, and the speaker read that settles one.
 *
 * Each sends its request through the API service and tells the event's
 * catalog what the answer (or a not-found) says. These are the bare writes:
 * the change journal wraps them (journal/recorder.ts), and everything else
 * (the window's channels, the agenda apply, reverts, batch undo) calls the
 * journal's recorded writes, never these.
 */
import { deleteLocation } from '@main/api/locations'
import { uploadSpeakerPicture } from '@main/api/speaker-picture'
import { getSpeaker } from '@main/api/speakers'
import { updateSession } from '@main/api/session-update'
import { uploadSponsorImage } from '@main/api/sponsor-image'
import type { ApiService } from '@main/api/service'
import type { WriteChannel } from '@shared/journal/operations'
import {
  fromDefaultRefusal,
  fromNotFound,
  fromSession,
  fromSpeaker,
  fromSpeakerPicture,
  fromSponsorImage,
} from '@main/catalog/observe'
import type { Operation } from './operation'
import { uploadProgress, type ReportUpload } from './upload-progress'

/** The channels whose operation changes something on the service (each has its journal operation). */
export type { WriteChannel }

/** The writes, and the read of a speaker (it settles an unanswered picture upload). */
export type ServiceWrites = { [C in WriteChannel | 'speakers:get']: Operation<C> }

export interface ServiceWritesDeps {
  api: ApiService
  /** Sends an upload's byte progress to the window (the `uploads:progress` event). */
  reportUpload?: ReportUpload
}

export function createServiceWrites({ api, reportUpload }: ServiceWritesDeps): ServiceWrites {
  const progressOf = uploadProgress(reportUpload)
  return {
    'sessions:update': ({ workspaceId, ...input }, { signal, beforeWrite }) =>
      api.call(
        'sessions:update',
        workspaceId,
        (ctx) => updateSession(ctx, input, signal),
        {
          eventId: input.eventId,
          onResult: fromSession,
          onError: (e) => fromNotFound(e, 'session', input.sessionId),
        },
        beforeWrite,
      ),
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
    // A deleted location is marked deleted in the catalog; a not-found marks it gone,
    // and the refusal of a default location marks it the default.
    'locations:delete': ({ workspaceId, ...ref }, { signal, beforeWrite }) =>
      api.call(
        'locations:delete',
        workspaceId,
        (ctx) => deleteLocation(ctx, ref, signal),
        {
          eventId: ref.eventId,
          onResult: (r) => [
            { kind: 'location', id: r.locationId, status: 'deleted', via: 'deleting it' },
          ],
          onError: (e) => [
            ...fromNotFound(e, 'location', ref.locationId.toLowerCase()),
            ...fromDefaultRefusal(e, ref.locationId.toLowerCase()),
          ],
        },
        beforeWrite,
      ),
  }
}
