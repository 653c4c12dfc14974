/** Handlers of the session channels: the session editor's save. */
import type { ApiService } from '@main/api/service'
import type { NamespaceHandlers } from '../router'

export function sessionsHandlers(api: ApiService): NamespaceHandlers<'sessions'> {
  return {
    'sessions:update': ({ workspaceId, ...input }, { signal }) =>
      api.updateSession(workspaceId, input, signal),
  }
}
