/**
 * Handlers of the API, catalog and request-meter channels. Every call carries
 * the router's signal, so cancelling in the renderer aborts the request (or
 * takes it out of the queue before it is sent). An upload the renderer names
 * (`uploadId`) reports its bytes sent as `uploads:progress` events.
 */
import type { attendeeChannels } from '@shared/ipc/channels/attendees'
import type { catalogChannels } from '@shared/ipc/channels/catalog'
import type { locationChannels } from '@shared/ipc/channels/locations'
import type { requestChannels } from '@shared/ipc/channels/requests'
import type { sessionChannels } from '@shared/ipc/channels/sessions'
import type { speakerChannels } from '@shared/ipc/channels/speakers'
import type { sponsorChannels } from '@shared/ipc/channels/sponsors'
import type { teamChannels } from '@shared/ipc/channels/teams'
import type { UploadProgressEvent } from '@shared/ipc/channels/uploads'
import type { Catalog } from '../catalog/catalog'
import type { Handlers } from '../ipc/router'
import type { Scheduler } from '../scheduler/scheduler'
import type { BodyProgress } from './counted-body'
import type { ApiService } from './service'

type ApiChannel = keyof (typeof attendeeChannels &
  typeof sessionChannels &
  typeof speakerChannels &
  typeof sponsorChannels &
  typeof locationChannels &
  typeof catalogChannels &
  typeof requestChannels &
  typeof teamChannels)

export interface ApiHandlerDeps {
  api: ApiService
  catalog: Catalog
  scheduler: Scheduler
  /** Sends an upload's byte progress to the window (the `uploads:progress` event). */
  reportUpload?: (progress: UploadProgressEvent) => void
}

export function apiHandlers({
  api,
  catalog,
  scheduler,
  reportUpload,
}: ApiHandlerDeps): Pick<Handlers, ApiChannel> {
  /** Progress is reported only for an upload the renderer named, so it knows where it belongs. */
  const progressOf = (workspaceId: string, uploadId: string | undefined) =>
    uploadId && reportUpload
      ? (progress: BodyProgress) => reportUpload({ uploadId, workspaceId, ...progress })
      : undefined
  return {
    'attendees:list': ({ workspaceId, ...query }, { signal }) =>
      api.listAttendees(workspaceId, query, signal),
    'sessions:update': ({ workspaceId, ...input }, { signal }) =>
      api.updateSession(workspaceId, input, signal),
    'speakers:get': ({ workspaceId, ...ref }, { signal }) =>
      api.getSpeaker(workspaceId, ref, signal),
    'speakers:uploadPicture': ({ workspaceId, uploadId, ...input }, { signal }) =>
      api.uploadSpeakerPicture(workspaceId, input, signal, progressOf(workspaceId, uploadId)),
    'sponsors:uploadImage': ({ workspaceId, uploadId, ...input }, { signal }) =>
      api.uploadSponsorImage(workspaceId, input, signal, progressOf(workspaceId, uploadId)),
    'locations:delete': ({ workspaceId, ...ref }, { signal }) =>
      api.deleteLocation(workspaceId, ref, signal),
    'teams:list': ({ workspaceId }, { signal }) => api.listTeams(workspaceId, signal),
    'catalog:list': ({ workspaceId, eventId, kind }) => catalog.list(workspaceId, eventId, kind),
    'catalog:add': ({ workspaceId, eventId, kind, text, label }) =>
      catalog.add(workspaceId, eventId, kind, text, label),
    'catalog:label': ({ workspaceId, eventId, kind, id, label }) =>
      catalog.label(workspaceId, eventId, kind, id, label),
    'catalog:remove': ({ workspaceId, eventId, kind, ids }) =>
      catalog.remove(workspaceId, eventId, kind, ids),
    'catalog:import': ({ workspaceId, eventId, kind, source }) =>
      catalog.import(workspaceId, eventId, kind, source),
    'requests:status': async ({ workspaceId }) => scheduler.status(workspaceId),
  }
}
