/**
 * The agenda import's channels (`agenda:*`) as mutations, and an apply's
 * status kept by revision, from the answers and from main's events.
 *
 * Opening, planning and applying are steps the user takes, each a mutation;
 * what the import changes reaches the timeline through `catalog:changed`
 * like any other write.
 */
import {
  mutationOptions,
  queryOptions,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ApplyStatus } from '@shared/agenda/model'
import type { ChannelInput } from '@shared/ipc/contract'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'

export interface EventRef {
  workspaceId: string
  eventId: string
}

export type SheetSource = ChannelInput<'agenda:open'>['source']
export type PlanOptions = Pick<ChannelInput<'agenda:plan'>, 'columns' | 'timeZone'>

export const agendaQueries = {
  /** Applies of the event not finished (paused, cancelled, stopped by closing the app): read anew each time. */
  pending: ({ workspaceId, eventId }: EventRef) =>
    queryOptions({
      queryKey: queryKeys.agendaPending(workspaceId, eventId),
      queryFn: ({ signal }) => bridge().agenda.pending({ workspaceId, eventId }, { signal }),
      staleTime: 0,
    }),
  /**
   * One apply's latest status. Only ever written by `rememberApply` (its
   * answers and `agenda:progress`); the read is the unfinished list's, for a
   * status asked for before any was kept.
   */
  apply: ({ workspaceId, eventId }: EventRef, importId: string | null) =>
    queryOptions({
      queryKey: queryKeys.agendaApply(workspaceId, eventId, importId ?? ''),
      queryFn: async ({ signal }): Promise<ApplyStatus | null> =>
        (await bridge().agenda.pending({ workspaceId, eventId }, { signal })).applies.find(
          (a) => a.importId === importId,
        ) ?? null,
      enabled: false,
      staleTime: Infinity,
    }),
}

export const agendaMutations = {
  open: (ref: EventRef) =>
    mutationOptions({
      mutationFn: ({ source, ...options }: { source: SheetSource } & PlanOptions) =>
        bridge().agenda.open({ ...ref, source, ...options }),
    }),
  plan: (ref: EventRef) =>
    mutationOptions({
      mutationFn: ({ importId, ...options }: { importId: string } & PlanOptions) =>
        bridge().agenda.plan({ ...ref, importId, ...options }),
    }),
  /** Stops reading or planning the file being opened (the open then fails as cancelled). */
  cancelOpen: (ref: EventRef) =>
    mutationOptions({ mutationFn: () => bridge().agenda.cancelOpen(ref) }),
  /** The next page of the opened file's problems. */
  problems: (ref: EventRef) =>
    mutationOptions({
      mutationFn: (input: Pick<ChannelInput<'agenda:problems'>, 'importId' | 'offset' | 'limit'>) =>
        bridge().agenda.problems({ ...ref, ...input }),
    }),
  apply: (ref: EventRef) =>
    mutationOptions({
      mutationFn: (input: Pick<ChannelInput<'agenda:apply'>, 'importId' | 'choices'>) =>
        bridge().agenda.apply({ ...ref, ...input }),
    }),
  cancel: (workspaceId: string) =>
    mutationOptions({
      mutationFn: (importId: string) => bridge().agenda.cancel({ workspaceId, importId }),
    }),
  resume: (workspaceId: string) =>
    mutationOptions({
      /** An import ID, or one with the held rows to send anyway and to skip. */
      mutationFn: (input: string | { importId: string; send?: number[]; skip?: number[] }) =>
        bridge().agenda.resume(
          typeof input === 'string' ? { workspaceId, importId: input } : { workspaceId, ...input },
        ),
    }),
  discard: (workspaceId: string) =>
    mutationOptions({
      mutationFn: (importId: string) => bridge().agenda.discard({ workspaceId, importId }),
    }),
  /** Writes a file only: no cached data changes. */
  exportSessions: (ref: EventRef) =>
    mutationOptions({
      mutationFn: (timeZone: string) => bridge().agenda.export({ ...ref, timeZone }),
    }),
}

/**
 * Keeps an apply's status for the screens, unless a later one is kept already.
 *
 * Written by the calls' answers and by `useAgendaSync`, which takes every
 * `agenda:progress` event, so those that come before a call's answer (or
 * while the import's screen is not shown) are not lost.
 */
export function rememberApply(client: QueryClient, status: ApplyStatus): void {
  client.setQueryData(
    queryKeys.agendaApply(status.workspaceId, status.eventId, status.importId),
    (old: ApplyStatus | null | undefined) => laterStatus(old ?? null, status),
  )
}

/** The later of two statuses of one apply (a call's answer may come after later events). */
export function laterStatus(old: ApplyStatus | null, next: ApplyStatus): ApplyStatus {
  if (old && old.importId === next.importId && old.revision > next.revision) return old
  return next
}

/**
 * Folds every `agenda:progress` event into the cache, for as long as the window is open.
 *
 * Mounted once at the app's root: an apply keeps running while another
 * section is shown, and its end must be in the cache when the Agenda shows
 * again, or its screen would show it running for good.
 */
export function useAgendaSync(): void {
  const client = useQueryClient()
  useEffect(
    () => bridge().events.on('agenda:progress', (status) => rememberApply(client, status)),
    [client],
  )
}
