/** The teams a workspace's key can see (`teams:list`), every page. */
import { queryOptions } from '@tanstack/react-query'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'

export const teamQueries = {
  list: (workspaceId: string) =>
    queryOptions({
      queryKey: queryKeys.teams(workspaceId),
      queryFn: ({ signal }) => bridge().teams.list({ workspaceId }, { signal }),
    }),
}
