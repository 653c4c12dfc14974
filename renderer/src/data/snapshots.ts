/**
 * Attendee snapshots (`snapshots:*`) as queries, and their progress folded into the cache.
 *
 * Everything but taking one is answered by main from the stored snapshots, so
 * these queries cost no requests and keep answering offline. A snapshot's
 * progress arrives as `snapshots:progress`; its end makes every answer of
 * that event's snapshots read again. A full export is kept as a snapshot
 * too (electron/main/snapshots/export-snapshot.ts): its end does the same.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ChannelInput, ChannelOutput } from '@shared/ipc/contract'
import { bridge } from '@renderer/bridge'
import { onDesktopEvent } from './events'
import { queryKeys } from './query-keys'

export type SnapshotStatus = ChannelOutput<'snapshots:status'>
export type SnapshotRows = ChannelOutput<'snapshots:rows'>
export type ChangeGroupInput = ChannelInput<'snapshots:exportChanges'>['group']

interface EventRef {
  workspaceId: string
  eventId: string
}

export const snapshotQueries = {
  status: ({ workspaceId, eventId }: EventRef) =>
    queryOptions({
      queryKey: queryKeys.snapshots(workspaceId, eventId, 'status'),
      queryFn: ({ signal }) => bridge().snapshots.status({ workspaceId, eventId }, { signal }),
    }),
  overview: ({ workspaceId, eventId }: EventRef, customField: string | null) =>
    queryOptions({
      queryKey: queryKeys.snapshots(workspaceId, eventId, 'overview', customField),
      queryFn: ({ signal }) =>
        bridge().snapshots.overview({ workspaceId, eventId, customField }, { signal }),
    }),
  changes: ({ workspaceId, eventId }: EventRef) =>
    queryOptions({
      queryKey: queryKeys.snapshots(workspaceId, eventId, 'changes'),
      queryFn: ({ signal }) => bridge().snapshots.changes({ workspaceId, eventId }, { signal }),
    }),
  rows: (
    { workspaceId, eventId }: EventRef,
    filter: { key: string; value: string } | null,
    offset: number,
  ) =>
    queryOptions({
      queryKey: queryKeys.snapshots(workspaceId, eventId, 'rows', filter, offset),
      queryFn: ({ signal }) =>
        bridge().snapshots.rows(
          { workspaceId, eventId, filter, offset, limit: ROWS_PAGE },
          { signal },
        ),
    }),
}

/** Attendees a page of a snapshot's list shows. */
export const ROWS_PAGE = 50

export const takeSnapshot = (ref: EventRef) => bridge().snapshots.take(ref)
export const cancelSnapshot = (ref: EventRef) => bridge().snapshots.cancel(ref)
export const exportChanges = (ref: EventRef, group: ChangeGroupInput) =>
  bridge().snapshots.exportChanges({ ...ref, group })

/**
 * Folds each snapshot's progress into its status; its end, or an export's, makes the event's answers read again.
 *
 * Main keeps a full export as the event's snapshot before it says the export
 * is done, so the overview read then shows it.
 */
export function useSnapshotSync(): void {
  const client = useQueryClient()
  useEffect(() => {
    const readAgain = (workspaceId: string, eventId: string) =>
      void client.invalidateQueries({ queryKey: queryKeys.snapshots(workspaceId, eventId) })
    const offSnapshots = onDesktopEvent('snapshots:progress', (job) => {
      const ref = { workspaceId: job.workspaceId, eventId: job.eventId }
      client.setQueryData(snapshotQueries.status(ref).queryKey, (old) =>
        old ? { ...old, job } : old,
      )
      if (job.state !== 'running') readAgain(job.workspaceId, job.eventId)
    })
    const offExports = onDesktopEvent('exports:progress', (status) => {
      if (status.state === 'done') readAgain(status.workspaceId, status.eventId)
    })
    return () => {
      offSnapshots()
      offExports()
    }
  }, [client])
}
