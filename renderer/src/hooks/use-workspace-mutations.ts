/** Every change to workspaces: save, remove, activate, event and default team. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { exportQueries } from '@renderer/data/exports'
import { teamQueries } from '@renderer/data/teams'
import {
  patchWorkspaces,
  putWorkspace,
  workspaceMutations,
  workspaceQueries,
} from '@renderer/data/workspaces'
import { errorData } from '../lib/errors'

export function useSaveWorkspace() {
  const client = useQueryClient()
  return useMutation({
    ...workspaceMutations.save(),
    onSuccess: async (saved, input) => {
      putWorkspace(client, saved)
      if (!input.id) patchWorkspaces(client, (old) => ({ ...old, activeWorkspaceId: saved.id }))
      // The base URL or key may have changed: what we know about its teams is stale.
      await client.invalidateQueries({ queryKey: teamQueries.list(saved.id).queryKey })
      // Its daily quota may have changed: the export estimate counts against it.
      await client.invalidateQueries({ queryKey: exportQueries.estimate(saved.id).queryKey })
      await client.invalidateQueries({ queryKey: workspaceQueries.list().queryKey })
    },
  })
}

export function useRemoveWorkspace() {
  const client = useQueryClient()
  return useMutation({
    ...workspaceMutations.remove(),
    onSuccess: async (_result, workspaceId) => {
      patchWorkspaces(client, (old) => ({
        ...old,
        workspaces: old.workspaces.filter((w) => w.id !== workspaceId),
        activeWorkspaceId: old.activeWorkspaceId === workspaceId ? null : old.activeWorkspaceId,
      }))
      client.removeQueries({ queryKey: teamQueries.list(workspaceId).queryKey })
      await client.invalidateQueries({ queryKey: workspaceQueries.list().queryKey })
    },
  })
}

export function useActivateWorkspace() {
  const client = useQueryClient()
  const { queryKey } = workspaceQueries.list()
  return useMutation({
    ...workspaceMutations.activate(),
    onMutate: (workspaceId) => {
      const previous = client.getQueryData(queryKey)
      patchWorkspaces(client, (old) => ({ ...old, activeWorkspaceId: workspaceId }))
      return { previous }
    },
    onSuccess: (summary) => putWorkspace(client, summary),
    onError: (error, _id, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous)
      toast.error(errorData(error).message)
    },
  })
}

export function useSetEvent(workspaceId: string) {
  const client = useQueryClient()
  return useMutation({
    ...workspaceMutations.setEvent(workspaceId),
    onSuccess: (summary) => putWorkspace(client, summary),
  })
}

export function useSetDefaultTeam(workspaceId: string) {
  const client = useQueryClient()
  const { queryKey } = workspaceQueries.list()
  return useMutation({
    ...workspaceMutations.setDefaultTeam(workspaceId),
    onMutate: (teamId) => {
      const previous = client.getQueryData(queryKey)
      patchWorkspaces(client, (old) => ({
        ...old,
        workspaces: old.workspaces.map((w) =>
          w.id === workspaceId ? { ...w, defaultTeamId: teamId } : w,
        ),
      }))
      return { previous }
    },
    onSuccess: (summary) => putWorkspace(client, summary),
    onError: (error, _teamId, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous)
      toast.error(`The default team was not saved: ${errorData(error).message}`)
    },
  })
}

export function useTestConnection() {
  return useMutation(workspaceMutations.testConnection())
}
