/** Handlers of the saved-view channels. */
import type { ViewStore } from '@main/views/view-store'
import type { NamespaceHandlers } from '../router'

export function viewsHandlers(views: ViewStore): NamespaceHandlers<'views'> {
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
