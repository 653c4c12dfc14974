/** The workspace list (server state in the main process) and the active workspace. */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ChannelOutput } from '@shared/ipc/contract'
import type { WorkspaceSummary } from '@shared/workspace'
import { queryKeys } from '../app/query-keys'
import { bridge } from '../bridge'

export type WorkspacesState = ChannelOutput<'workspaces:list'>

export function useWorkspaces() {
  return useQuery({
    queryKey: queryKeys.workspaces,
    queryFn: ({ signal }) => bridge().workspaces.list(undefined, { signal }),
    staleTime: Infinity,
  })
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

/** Replaces (or appends) one workspace in the cached list without a round trip. */
export function putWorkspace(client: QueryClient, summary: WorkspaceSummary): void {
  client.setQueryData<WorkspacesState>(queryKeys.workspaces, (old) => {
    if (!old) return old
    const exists = old.workspaces.some((w) => w.id === summary.id)
    const workspaces = exists
      ? old.workspaces.map((w) => (w.id === summary.id ? summary : w))
      : [...old.workspaces, summary]
    return { ...old, workspaces }
  })
}

/** Refreshes the list when the main process says it changed (demo started, another window…). */
export function useWorkspaceEvents(): void {
  const client = useQueryClient()
  useEffect(() => {
    const stagehand = window.stagehand as Window['stagehand'] | undefined
    if (!stagehand) return undefined
    return stagehand.events.on('workspaces:changed', () => {
      void client.invalidateQueries({ queryKey: queryKeys.workspaces })
    })
  }, [client])
}
