/** Handlers of the team channels: through the scheduler, like every call to the service. */
import { listTeams } from '@main/api/teams'
import type { ApiService } from '@main/api/service'
import type { NamespaceHandlers } from '../router'

export function teamsHandlers(api: ApiService): NamespaceHandlers<'teams'> {
  return {
    'teams:list': ({ workspaceId }, { signal }) =>
      api.call('teams:list', workspaceId, (ctx) => listTeams(ctx.config, signal, ctx)),
  }
}
