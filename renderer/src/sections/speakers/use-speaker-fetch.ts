/**
 * Reads every speaker the catalog knows only by ID, with `speakers:get`.
 *
 * Those are speakers added by hand, pasted, seeded or met in a session's
 * answer. Main records the answer in the catalog (a 404 marks the entry
 * 'not-found'), and the panel follows the catalog as main changes it; what
 * fails for another reason (network, rate limit, key) is returned here so its
 * card can say it.
 */
import { useQueries } from '@tanstack/react-query'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import type { AppErrorData } from '@shared/errors'
import { speakerQueries } from '@renderer/data/speakers'
import { errorData } from '@renderer/lib/errors'

export interface SpeakerFetchState {
  /** Errors by speaker ID, for the cards whose read failed. */
  errors: Map<string, AppErrorData>
  loading: Set<string>
  /** Asks the service again (after a failure, or to check a not-found ID). */
  retry(id: string): void
}

export function useSpeakerFetch(
  workspaceId: string,
  eventId: string,
  entries: CatalogEntry[],
): SpeakerFetchState {
  const unread = entries.filter((e) => e.kind === 'speaker' && e.state === null)
  return useQueries({
    queries: unread.map((entry) => ({
      ...speakerQueries.get({ workspaceId, eventId, speakerId: entry.id }),
      // Only what the catalog has never seen: once read, the catalog holds it.
      enabled: entry.status === 'active',
      staleTime: Infinity,
      // Forgotten as soon as no card asks: an ID removed and added again is read again.
      gcTime: 0,
      retry: false,
    })),
    combine: (results) => {
      const errors = new Map<string, AppErrorData>()
      const loading = new Set<string>()
      results.forEach((result, index) => {
        const id = unread[index]!.id
        if (result.error) errors.set(id, errorData(result.error))
        if (result.isFetching) loading.add(id)
      })
      const retry = (id: string): void => {
        const index = unread.findIndex((e) => e.id === id)
        // Runs even where the query is disabled (a not-found ID): the user asked.
        if (index >= 0) void results[index]!.refetch()
      }
      return { errors, loading, retry }
    },
  })
}
