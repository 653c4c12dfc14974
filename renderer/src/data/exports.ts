/**
 * CSV exports (`exports:*`) as queries and mutations, and the cached list's
 * one way to change: a status put in (from a call's answer or an
 * `exports:progress` event) or an export left out.
 */
import {
  mutationOptions,
  queryOptions,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ChannelInput, ChannelOutput } from '@shared/ipc/contract'
import type { ExportStatus } from '@shared/ipc/channels/export'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'

export type ExportList = ChannelOutput<'exports:list'>
export type ExportRequest = ChannelInput<'exports:start'>

export const exportQueries = {
  list: () =>
    queryOptions({
      queryKey: queryKeys.exports,
      queryFn: ({ signal }) => bridge().exports.list(undefined, { signal }),
      staleTime: Infinity,
    }),
  /** What an export will cost (requests per 1,000 attendees, quota left): read anew each time. */
  estimate: (workspaceId: string) =>
    queryOptions({
      queryKey: queryKeys.exportEstimate(workspaceId),
      queryFn: ({ signal }) => bridge().exports.estimate({ workspaceId }, { signal }),
      staleTime: 0,
    }),
}

export const exportMutations = {
  start: () =>
    mutationOptions({ mutationFn: (request: ExportRequest) => bridge().exports.start(request) }),
  cancel: (exportId: string) =>
    mutationOptions({ mutationFn: () => bridge().exports.cancel({ exportId }) }),
  resume: (exportId: string) =>
    mutationOptions({ mutationFn: () => bridge().exports.resume({ exportId }) }),
  discard: (exportId: string) =>
    mutationOptions({ mutationFn: () => bridge().exports.discard({ exportId }) }),
  showInFolder: (exportId: string) =>
    mutationOptions({ mutationFn: () => bridge().exports.showInFolder({ exportId }) }),
}

/**
 * Puts a status into the cached list, replacing the export's earlier one.
 *
 * A status older than the one cached is dropped: a call's answer can arrive
 * after events main sent later (a resumed run that paused again at once), and
 * taking it would show a stopped export as running for good.
 */
export function rememberExport(client: QueryClient, status: ExportStatus): void {
  client.setQueryData(exportQueries.list().queryKey, (old) => {
    const list = old?.exports ?? []
    const cached = list.find((s) => s.exportId === status.exportId)
    if (cached && cached.revision > status.revision) return old
    return {
      exports: cached
        ? list.map((s) => (s.exportId === status.exportId ? status : s))
        : [...list, status],
    }
  })
}

export function forgetExport(client: QueryClient, exportId: string): void {
  client.setQueryData(exportQueries.list().queryKey, (old) => ({
    exports: (old?.exports ?? []).filter((s) => s.exportId !== exportId),
  }))
}

/**
 * Folds every `exports:progress` event into the cached list, for as long as the window is open.
 *
 * Mounted once at the app's root: an export keeps running while another
 * section is shown, and its end must be in the cache when Attendees shows
 * again (the list is never read anew on its own). Before the list is first
 * read there is nothing to fold into: that read brings every export as main
 * has it then.
 */
export function useExportSync(): void {
  const client = useQueryClient()
  useEffect(
    () => bridge().events.on('exports:progress', (status) => foldExportEvent(client, status)),
    [client],
  )
}

/** An `exports:progress` status into the cached list; nothing before the list is first read. */
export function foldExportEvent(client: QueryClient, status: ExportStatus): void {
  if (client.getQueryData(exportQueries.list().queryKey)) rememberExport(client, status)
}
