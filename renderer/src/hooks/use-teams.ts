import { useQuery } from '@tanstack/react-query'
import { teamQueries } from '@renderer/data/teams'

/**
 * Every team the workspace's key can see (all pages), plus the service's bare-string message.
 *
 * The Teams section and the top bar's default team share this one query, so the
 * list is fetched once for both.
 */
export function useTeams(workspaceId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamQueries.list(workspaceId), enabled: options.enabled ?? true })
}
