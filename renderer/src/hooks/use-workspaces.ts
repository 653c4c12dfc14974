/** The workspace list (server state in the main process) and the active workspace. */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
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

/** Refreshes the list when the main process says it changed (demo started, another window…). */
export function useWorkspaceEvents(): void {
  const client = useQueryClient()
  useEffect(() => {
    const stagehand = window.stagehand as Window['stagehand'] | undefined
    if (!stagehand) return undefined
    return stagehand.events.on('workspaces:changed', () => {
      void client.invalidateQueries({ queryKey: workspaceQueries.list().queryKey })
    })
  }, [client])
}
