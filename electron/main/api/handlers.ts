/**
 * Handlers of the API, catalog and request-meter channels. Every call carries
 * the router's signal, so cancelling in the renderer aborts the request (or
 * takes it out of the queue before it is sent).
 */
import type { attendeeChannels } from '../../../shared/ipc/channels/attendees'
import type { catalogChannels } from '../../../shared/ipc/channels/catalog'
import type { locationChannels } from '../../../shared/ipc/channels/locations'
import type { requestChannels } from '../../../shared/ipc/channels/requests'
import type { sessionChannels } from '../../../shared/ipc/channels/sessions'
import type { speakerChannels } from '../../../shared/ipc/channels/speakers'
import type { sponsorChannels } from '../../../shared/ipc/channels/sponsors'
import type { teamChannels } from '../../../shared/ipc/channels/teams'
import type { Catalog } from '../catalog/catalog'
import type { Handlers } from '../ipc/router'
import type { Scheduler } from '../scheduler/scheduler'
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
}

export function apiHandlers({
  api,
  catalog,
  scheduler,
}: ApiHandlerDeps): Pick<Handlers, ApiChannel> {
  return {
    'attendees:list': ({ workspaceId, ...query }, { signal }) =>
      api.listAttendees(workspaceId, query, signal),
    'sessions:update': ({ workspaceId, ...input }, { signal }) =>
      api.updateSession(workspaceId, input, signal),
    'speakers:get': ({ workspaceId, ...ref }, { signal }) =>
      api.getSpeaker(workspaceId, ref, signal),
    'speakers:uploadPicture': ({ workspaceId, ...input }, { signal }) =>
      api.uploadSpeakerPicture(workspaceId, input, signal),
    'sponsors:uploadImage': ({ workspaceId, ...input }, { signal }) =>
      api.uploadSponsorImage(workspaceId, input, signal),
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
