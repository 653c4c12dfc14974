/**
 * Keeps the window's journal reads as main has them, and follows a batch
 * undo's progress.
 *
 * `journal:changed` names the workspace whose entries changed (a write, a
 * revert, a settled Check, bytes the cap removed): every read of that
 * workspace's journal is read again. A list's new entries cannot be put in
 * place here, since main alone knows which filter each one matches.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { EventPayload } from '@shared/ipc/contract'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'

export type JournalProgress = EventPayload<'journal:progress'>

export function applyJournalChange(
  client: QueryClient,
  change: EventPayload<'journal:changed'>,
): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.journal(change.workspaceId) })
}

/** Refreshes journal reads for as long as the window is open. */
export function useJournalSync(): void {
  const client = useQueryClient()
  useEffect(
    () =>
      bridge().events.on('journal:changed', (change) => void applyJournalChange(client, change)),
    [client],
  )
}

/** The last progress of one batch undo, or null before the first. */
export function useBatchProgress(workspaceId: string, batchId: string | null) {
  const [progress, setProgress] = useState<JournalProgress | null>(null)
  useEffect(() => {
    if (!batchId) return undefined
    return bridge().events.on('journal:progress', (event) => {
      if (event.workspaceId === workspaceId && event.batchId === batchId) setProgress(event)
    })
  }, [workspaceId, batchId])
  // A progress of an earlier batch is not this one's.
  return progress && progress.batchId === batchId ? progress : null
}
