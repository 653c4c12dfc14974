/** Handlers of the saved-view channels. */
import type { Handlers } from '../ipc/router'
import type { ViewStore } from './view-store'

type ViewChannel = 'views:get' | 'views:save' | 'views:rename' | 'views:delete' | 'views:setLayout'

export function viewHandlers(views: ViewStore): Pick<Handlers, ViewChannel> {
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
