import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../app/query-keys'
import { bridge } from '../bridge'

/** Every team the workspace's key can see (all pages), plus the service's bare-string message. */
export function useTeams(workspaceId: string) {
  return useQuery({
    queryKey: queryKeys.teams(workspaceId),
    queryFn: ({ signal }) => bridge().teams.list({ workspaceId }, { signal }),
  })
}
