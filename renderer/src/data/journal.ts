/**
 * The change journal (`journal:*`) as queries and mutations.
 *
 * Every read of a workspace's journal sits under one key
 * (`queryKeys.journal`), so `journal:changed` refreshes them all at once
 * (journal-sync.ts). Picture bytes are named by their SHA-256 and never
 * change, so they are kept apart and read once.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ChannelInput, ChannelOutput } from '@shared/ipc/contract'
import type { JournalFilter, JournalSettings } from '@shared/ipc/channels/journal'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'

export type JournalList = ChannelOutput<'journal:list'>
export type JournalExportRequest = Omit<ChannelInput<'journal:export'>, 'workspaceId'>

/** History shows at most this many entries; the count says how many matched. */
export const HISTORY_LIMIT = 500

export const journalQueries = {
  list: (workspaceId: string, filter: JournalFilter, limit = HISTORY_LIMIT) =>
    queryOptions({
      queryKey: queryKeys.journalList(workspaceId, filter, limit),
      queryFn: ({ signal }) => bridge().journal.list({ workspaceId, filter, limit }, { signal }),
      // Main says when the journal changes (journal:changed); until then the list holds.
      staleTime: Infinity,
    }),
  /** One entry (a link from another entry may name one the list's filter leaves out). */
  get: (workspaceId: string, entryId: string | null) =>
    queryOptions({
      queryKey: queryKeys.journalEntry(workspaceId, entryId ?? ''),
      queryFn: ({ signal }) =>
        bridge().journal.get({ workspaceId, entryId: entryId ?? '' }, { signal }),
      enabled: entryId !== null,
      staleTime: Infinity,
    }),
  /** Read when asked for, never from the cache: it depends on what is known of the resource now. */
  planRevert: (workspaceId: string, entryId: string) =>
    queryOptions({
      queryKey: queryKeys.journalPlan(workspaceId, entryId),
      queryFn: ({ signal }) => bridge().journal.planRevert({ workspaceId, entryId }, { signal }),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  /** Kept bytes as a Blob for a blob: URL; null when none were kept or the cap removed them. */
  picture: (workspaceId: string, sha256: string | null) =>
    queryOptions({
      queryKey: queryKeys.journalPicture(workspaceId, sha256 ?? ''),
      queryFn: async ({ signal }) => {
        const kept = await bridge().journal.picture(
          { workspaceId, sha256: sha256 ?? '' },
          { signal },
        )
        return kept ? new Blob([kept.bytes], { type: kept.contentType }) : null
      },
      enabled: sha256 !== null,
      staleTime: Infinity,
      retry: false,
    }),
  settings: () =>
    queryOptions({
      queryKey: queryKeys.journalSettings,
      queryFn: ({ signal }) => bridge().journal.getSettings({}, { signal }),
      staleTime: Infinity,
    }),
}

export const journalMutations = {
  /**
   * Reads the resource of a change that may have been applied and settles it
   * where the read tells; the entry's new version comes as `journal:changed`.
   */
  check: (workspaceId: string) =>
    mutationOptions({
      mutationFn: (entryId: string) => bridge().journal.check({ workspaceId, entryId }),
    }),
  revert: (workspaceId: string) =>
    mutationOptions({
      mutationFn: ({ entryId, overrideConflict }: { entryId: string; overrideConflict: boolean }) =>
        bridge().journal.revert({ workspaceId, entryId, overrideConflict }),
    }),
  /**
   * Reverts a batch: History's batch undo and the import's "Undo this import".
   *
   * Cancelled through `signal`: main stops before the next revert and sums up what it did.
   */
  undoBatch: (workspaceId: string) =>
    mutationOptions({
      mutationFn: ({ batchId, signal }: { batchId: string; signal: AbortSignal }) =>
        bridge().journal.undoBatch({ workspaceId, batchId }, { signal }),
    }),
  export: (workspaceId: string) =>
    mutationOptions({
      mutationFn: (request: JournalExportRequest) =>
        bridge().journal.export({ workspaceId, ...request }),
    }),
  setSettings: () =>
    mutationOptions({
      mutationFn: (settings: JournalSettings) => bridge().journal.setSettings(settings),
    }),
}
