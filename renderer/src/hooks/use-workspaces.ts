/** The workspace list (server state in the main process) and the active workspace. */
import { useQuery } from '@tanstack/react-query'
import type { WorkspaceSummary } from '@shared/workspace'
import { workspaceQueries, type WorkspacesState } from '@renderer/data/workspaces'

export { putWorkspace, type WorkspacesState } from '@renderer/data/workspaces'

export function useWorkspaces() {
  return useQuery(workspaceQueries.list())
}

/** The active workspace, or the first one when none is marked active; null when there are none. */
export function activeWorkspaceOf(state: WorkspacesState | undefined): WorkspaceSummary | null {
  if (!state || state.workspaces.length === 0) return null
  return (
    state.workspaces.find((w) => w.id === state.activeWorkspaceId) ?? state.workspaces[0] ?? null
  )
}

export function useActiveWorkspace(): WorkspaceSummary | null {
  return activeWorkspaceOf(useWorkspaces().data)
}

export function useWorkspace(workspaceId: string | null): WorkspaceSummary | null {
  const { data } = useWorkspaces()
  if (!workspaceId) return null
  return data?.workspaces.find((w) => w.id === workspaceId) ?? null
}
