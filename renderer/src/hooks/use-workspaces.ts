/** The workspace list (server state in the main process) and the active workspace. */
import { useQuery } from '@tanstack/react-query'
import type { WorkspaceSummary } from '@shared/workspace'
import { activeWorkspaceOf } from '@shared/first-screen'
import { workspaceQueries } from '@renderer/data/workspaces'

export { putWorkspace, type WorkspacesState } from '@renderer/data/workspaces'
export { activeWorkspaceOf }

export function useWorkspaces() {
  return useQuery(workspaceQueries.list())
}

export function useActiveWorkspace(): WorkspaceSummary | null {
  return activeWorkspaceOf(useWorkspaces().data)
}

export function useWorkspace(workspaceId: string | null): WorkspaceSummary | null {
  const { data } = useWorkspaces()
  if (!workspaceId) return null
  return data?.workspaces.find((w) => w.id === workspaceId) ?? null
}
