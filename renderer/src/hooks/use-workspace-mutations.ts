/** Every change to workspaces: save, remove, activate, event and default team. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { WorkspaceInput } from '@shared/workspace'
import { queryKeys } from '../app/query-keys'
import { bridge } from '../bridge'
import { errorData } from '../lib/errors'
import { putWorkspace, type WorkspacesState } from './use-workspaces'

export function useSaveWorkspace() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: WorkspaceInput) => {
      const saved = await bridge().workspaces.save(input)
      // A new workspace becomes the active one: that is what the user came to do.
      if (!input.id) return bridge().workspaces.activate({ workspaceId: saved.id })
      return saved
    },
    onSuccess: async (saved, input) => {
      putWorkspace(client, saved)
      if (!input.id) {
        client.setQueryData<WorkspacesState>(queryKeys.workspaces, (old) =>
          old ? { ...old, activeWorkspaceId: saved.id } : old,
        )
      }
      // The base URL or key may have changed: what we know about its teams is stale.
      await client.invalidateQueries({ queryKey: queryKeys.teams(saved.id) })
      // Its daily quota may have changed: the export estimate counts against it.
      await client.invalidateQueries({ queryKey: queryKeys.exportEstimate(saved.id) })
      await client.invalidateQueries({ queryKey: queryKeys.workspaces })
    },
  })
}

export function useRemoveWorkspace() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (workspaceId: string) => bridge().workspaces.remove({ workspaceId }),
    onSuccess: async (_result, workspaceId) => {
      client.setQueryData<WorkspacesState>(queryKeys.workspaces, (old) =>
        old
          ? {
              ...old,
              workspaces: old.workspaces.filter((w) => w.id !== workspaceId),
              activeWorkspaceId:
                old.activeWorkspaceId === workspaceId ? null : old.activeWorkspaceId,
            }
          : old,
      )
      client.removeQueries({ queryKey: queryKeys.teams(workspaceId) })
      await client.invalidateQueries({ queryKey: queryKeys.workspaces })
    },
  })
}

export function useActivateWorkspace() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (workspaceId: string) => bridge().workspaces.activate({ workspaceId }),
    onMutate: (workspaceId) => {
      const previous = client.getQueryData<WorkspacesState>(queryKeys.workspaces)
      client.setQueryData<WorkspacesState>(queryKeys.workspaces, (old) =>
        old ? { ...old, activeWorkspaceId: workspaceId } : old,
      )
      return { previous }
    },
    onSuccess: (summary) => putWorkspace(client, summary),
    onError: (error, _id, context) => {
      if (context?.previous) client.setQueryData(queryKeys.workspaces, context.previous)
      toast.error(errorData(error).message)
    },
  })
}

export function useSetEvent(workspaceId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (eventId: string) => bridge().workspaces.setEvent({ workspaceId, eventId }),
    onSuccess: (summary) => putWorkspace(client, summary),
  })
}

export function useSetDefaultTeam(workspaceId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (teamId: string | null) =>
      bridge().workspaces.setDefaultTeam({ workspaceId, teamId }),
    onMutate: (teamId) => {
      const previous = client.getQueryData<WorkspacesState>(queryKeys.workspaces)
      client.setQueryData<WorkspacesState>(queryKeys.workspaces, (old) =>
        old
          ? {
              ...old,
              workspaces: old.workspaces.map((w) =>
                w.id === workspaceId ? { ...w, defaultTeamId: teamId } : w,
              ),
            }
          : old,
      )
      return { previous }
    },
    onSuccess: (summary) => putWorkspace(client, summary),
    onError: (error, _teamId, context) => {
      if (context?.previous) client.setQueryData(queryKeys.workspaces, context.previous)
      toast.error(`The default team was not saved: ${errorData(error).message}`)
    },
  })
}

export function useTestConnection() {
  return useMutation({
    mutationFn: (draft: { workspaceId?: string; baseUrl: string; apiKey?: string }) =>
      bridge().workspaces.testConnection(draft),
  })
}
