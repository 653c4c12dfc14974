/** Handlers of the saved-view channels. */
import type { viewChannels } from '@shared/ipc/channels/views'
import type { Handlers } from '../ipc/router'
import type { ViewStore } from './view-store'

export function viewHandlers(views: ViewStore): Pick<Handlers, keyof typeof viewChannels> {
  return {
    'views:get': (scope) => views.get(scope),
    'views:save': ({ workspaceId, eventId, ...input }) =>
      views.save({ workspaceId, eventId }, input),
    'views:rename': ({ workspaceId, eventId, viewId, name }) =>
      views.rename({ workspaceId, eventId }, viewId, name),
    'views:delete': ({ workspaceId, eventId, viewId }) =>
      views.remove({ workspaceId, eventId }, viewId),
    'views:setLayout': ({ workspaceId, eventId, layout }) =>
      views.setLayout({ workspaceId, eventId }, layout),
  }
}
