/** Handlers of the team channels: through the scheduler, like every call to the service. */
import type { ApiService } from '@main/api/service'
import type { NamespaceHandlers } from '../router'

export function teamsHandlers(api: ApiService): NamespaceHandlers<'teams'> {
  return {
    'teams:list': ({ workspaceId }, { signal }) => api.listTeams(workspaceId, signal),
  }
}
