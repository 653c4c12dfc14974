/**
 * History's reads and writes: the filtered list, the resource the route
 * names, the export, and the size of an entry's batch.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { toast } from 'sonner'
import type { JournalFilter } from '@shared/ipc/channels/journal'
import { journalMutations, journalQueries } from '@renderer/data/journal'
import { errorData } from '@renderer/lib/errors'
import { useHash } from '@renderer/hooks/use-section-route'
import { batchState, type BatchState } from './batch-words'
import { resourceFromHash, type ResourceRef } from './history-filter'

/** The resource History's route is filtered to (`#/history?kind=…&id=…`), if any. */
export function useRouteResource(): ResourceRef | null {
  const hash = useHash()
  const resource = resourceFromHash(hash)
  const kind = resource?.kind
  const id = resource?.id
  return useMemo(() => (kind && id ? { kind, id } : null), [kind, id])
}

export function useJournalList(workspaceId: string, filter: JournalFilter) {
  return useQuery(journalQueries.list(workspaceId, filter))
}

/** What a batch holds (null until read): its writes, and those an undo would still revert. */
export function useBatch(workspaceId: string, batchId: string | null): BatchState | null {
  const { data } = useQuery({
    ...journalQueries.list(workspaceId, { batchId: batchId ?? '' }, 5000),
    enabled: batchId !== null,
  })
  return useMemo(() => (data ? batchState(data.entries) : null), [data])
}

/** Writes the filtered journal to a file the user picks; says where it went. */
export function useExportJournal(workspaceId: string) {
  return useMutation({
    ...journalMutations.export(workspaceId),
    onSuccess: (result) => {
      if (result.cancelled || !result.path) return
      const entries = result.entries === 1 ? '1 entry' : `${result.entries} entries`
      toast.success(`Saved ${entries} to ${result.path}`)
    },
    onError: (error) => toast.error(`Nothing was exported: ${errorData(error).message}`),
  })
}
