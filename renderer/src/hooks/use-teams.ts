import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../app/query-keys'
import { bridge } from '../bridge'

/**
 * Every team the workspace's key can see (all pages), plus the service's
 * bare-string message. The Teams section and the top bar's default team share
 * this one query, so the list is fetched once for both.
 */
export function useTeams(workspaceId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.teams(workspaceId),
    queryFn: ({ signal }) => bridge().teams.list({ workspaceId }, { signal }),
    enabled: options.enabled ?? true,
  })
}
