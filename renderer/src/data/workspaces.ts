/**
 * The workspace channels as queries and mutations.
 *
 * The list lives in main; the window keeps it, and writes put main's answer for
 * one workspace into it.
 */
import {
  mutationOptions,
  queryOptions,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ChannelInput, ChannelOutput } from '@shared/ipc/contract'
import type { WorkspaceSummary } from '@shared/workspace'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'
import { onDesktopEvent } from './events'

export type WorkspacesState = ChannelOutput<'workspaces:list'>
export type WorkspaceDraft = ChannelInput<'workspaces:testConnection'>

export const workspaceQueries = {
  list: () =>
    queryOptions({
      queryKey: queryKeys.workspaces,
      queryFn: ({ signal }) => bridge().workspaces.list(undefined, { signal }),
      staleTime: Infinity,
    }),
}

/** Changes the cached list, if it is there. */
export function patchWorkspaces(
  client: QueryClient,
  change: (state: WorkspacesState) => WorkspacesState,
): void {
  client.setQueryData(workspaceQueries.list().queryKey, (old) => old && change(old))
}

/** Replaces (or appends) one workspace in the cached list without a round trip. */
export function putWorkspace(client: QueryClient, summary: WorkspaceSummary): void {
  patchWorkspaces(client, (old) => {
    const exists = old.workspaces.some((w) => w.id === summary.id)
    const workspaces = exists
      ? old.workspaces.map((w) => (w.id === summary.id ? summary : w))
      : [...old.workspaces, summary]
    return { ...old, workspaces }
  })
}

/** Makes a workspace the active one, in main and in the cached list. */
export async function activateWorkspace(client: QueryClient, workspaceId: string): Promise<void> {
  putWorkspace(client, await bridge().workspaces.activate({ workspaceId }))
  patchWorkspaces(client, (old) => ({ ...old, activeWorkspaceId: workspaceId }))
}

/** Chooses a workspace's event, in main and in the cached list. */
export async function chooseEvent(
  client: QueryClient,
  workspaceId: string,
  eventId: string,
): Promise<void> {
  putWorkspace(client, await bridge().workspaces.setEvent({ workspaceId, eventId }))
}

/**
 * Reads the list again when main says it changed (demo started, another window…).
 *
 * Mounted once at the app's root, beside the other namespaces' syncs.
 */
export function useWorkspaceSync(): void {
  const client = useQueryClient()
  useEffect(
    () =>
      onDesktopEvent('workspaces:changed', () => {
        void client.invalidateQueries({ queryKey: workspaceQueries.list().queryKey })
      }),
    [client],
  )
}

/** What a draft's key was made for, as far as the service tells (at most two requests). */
export async function checkKeyUsage(
  draft: ChannelInput<'workspaces:checkKey'>,
): Promise<ChannelOutput<'workspaces:checkKey'>['usage']> {
  return (await bridge().workspaces.checkKey(draft)).usage
}

export const workspaceMutations = {
  /** A new workspace becomes the active one: that is what the user came to do. */
  save: () =>
    mutationOptions({
      mutationFn: async (input: ChannelInput<'workspaces:save'>) => {
        const saved = await bridge().workspaces.save(input)
        if (!input.id) return bridge().workspaces.activate({ workspaceId: saved.id })
        return saved
      },
    }),
  remove: () =>
    mutationOptions({
      mutationFn: (workspaceId: string) => bridge().workspaces.remove({ workspaceId }),
    }),
  activate: () =>
    mutationOptions({
      mutationFn: (workspaceId: string) => bridge().workspaces.activate({ workspaceId }),
    }),
  setEvent: (workspaceId: string) =>
    mutationOptions({
      mutationFn: (eventId: string) => bridge().workspaces.setEvent({ workspaceId, eventId }),
    }),
  setDefaultTeam: (workspaceId: string) =>
    mutationOptions({
      mutationFn: (teamId: string | null) =>
        bridge().workspaces.setDefaultTeam({ workspaceId, teamId }),
    }),
  testConnection: () =>
    mutationOptions({
      mutationFn: (draft: WorkspaceDraft) => bridge().workspaces.testConnection(draft),
    }),
}
