/**
 * A full export's attendees kept as a snapshot of its event.
 *
 * An export of every attendee (no filter) reads the whole list anyway: its
 * codec workers read each page's records as the snapshot keeps them
 * (`readSnapshotRecord`), and the pages written to the file are added here,
 * on the thread that owns the store, its one writer. The snapshot is
 * finished only when the export's file is in place, and only if it holds as
 * many attendees as the file has rows; an export cancelled or failed throws
 * it away. One that pauses keeps it, unfinished, under the ID its checkpoint
 * records, and goes on filling it when resumed, after a restart too. The file
 * never depends on it: a page the store cannot keep ends the snapshot, not
 * the export, and leaves one sentence for the export's summary.
 */
import type { SnapshotRecord } from './snapshot-record'
import type { SnapshotStore } from './snapshot-store'

export interface ExportSnapshot {
  /** The snapshot's ID while it is being kept (an export's checkpoint records it); else null. */
  readonly id: string | null
  /** Adds the attendees of a page written to the file; after a failure, nothing more is kept. */
  add(records: readonly (SnapshotRecord | null)[]): void
  /**
   * Finishes the snapshot (the file is in place, with `rows` rows); a sentence
   * for the summary when it was not kept. One holding another number of
   * attendees than the file missed pages (the app stopped between the file
   * and the store): it is thrown away rather than shown as the whole list.
   */
  finish(rows: number): string | null
  /** Throws the snapshot away: the export was cancelled or failed. */
  discard(): void
}

/** Where a full export's snapshot is kept (the snapshot service). */
export interface ExportSnapshots {
  fromExport(workspaceId: string, eventId: string): ExportSnapshot
  /** The snapshot a paused export was keeping, found again (after a restart); null when gone. */
  resumeExport(snapshotId: string, workspaceId: string, eventId: string): ExportSnapshot | null
  /** Throws away the unfinished export snapshots that no paused export keeps. */
  keepOnly(snapshotIds: readonly string[]): void
  /** Throws away a paused export's snapshot by its ID (the export cancelled or discarded). */
  drop(snapshotId: string): void
}

/** Said in the summary of a full export whose snapshot kept before a pause could not be found again. */
export const PAUSED_EXPORT_NOT_KEPT =
  'The export paused on the way, and the attendees kept for the overview before the pause were gone when it resumed, so none were kept as a snapshot; Take a snapshot to update it.'

/** A full disk, or one that cannot be written to: what a person can do something about. */
export function diskProblem(error: unknown): boolean {
  const said = error instanceof Error ? error.message : String(error)
  return /full|disk|i\/o|readonly|read-only|permission/i.test(said)
}

/** The one sentence an export's summary gets when its snapshot could not be kept. */
export function exportSnapshotFailure(error: unknown): string {
  return diskProblem(error)
    ? 'The file is complete, but its attendees were not kept as a snapshot for the overview: the disk is full or cannot be written to.'
    : 'The file is complete, but its attendees were not kept as a snapshot for the overview.'
}

export function startExportSnapshot(
  store: SnapshotStore,
  of: { workspaceId: string; eventId: string; now: () => number },
  /** Called once the snapshot is the event's latest (the service prunes then). */
  finished: () => void,
  /** The unfinished snapshot of a paused export, to go on with; a new one is begun without. */
  resuming: string | null = null,
): ExportSnapshot {
  let snapshotId: string | null = null
  let failure: string | null = null
  let ended = false

  const fail = (error: unknown): void => {
    failure ??= exportSnapshotFailure(error)
    throwAway()
  }
  const throwAway = (): void => {
    ended = true
    if (snapshotId === null) return
    const id = snapshotId
    snapshotId = null
    try {
      store.discard(id)
    } catch {
      // Left unfinished, it is an export's: the next start throws it away.
    }
  }

  if (resuming) snapshotId = resuming
  else
    try {
      snapshotId = store.begin(
        of.workspaceId,
        of.eventId,
        new Date(of.now()).toISOString(),
        'export',
      )
    } catch (error) {
      fail(error)
    }

  return {
    get id() {
      return snapshotId
    },
    add(records) {
      if (ended || snapshotId === null) return
      try {
        store.addRead(snapshotId, records)
      } catch (error) {
        fail(error)
      }
    },
    finish(rows) {
      if (ended || snapshotId === null) return failure
      try {
        const { total } = store.finish(snapshotId, new Date(of.now()).toISOString())
        if (total !== rows) {
          failure = exportSnapshotFailure(null)
          throwAway()
          return failure
        }
        snapshotId = null
        ended = true
      } catch (error) {
        fail(error)
        return failure
      }
      try {
        finished()
      } catch {
        // Pruning failed: the snapshot is kept all the same, and the next one prunes.
      }
      return null
    },
    discard: throwAway,
  }
}

/**
 * The export side of a snapshot store: what the snapshot service hands the exports.
 *
 * `finished` runs once an export's snapshot is the event's latest (the
 * service prunes then).
 */
export function exportSnapshotsOn(
  store: SnapshotStore,
  deps: { now: () => number; finished: () => void },
): ExportSnapshots {
  const leftByExports = () => store.unfinished().filter((left) => left.origin === 'export')
  return {
    fromExport: (workspaceId, eventId) =>
      startExportSnapshot(store, { workspaceId, eventId, now: deps.now }, deps.finished),
    resumeExport(snapshotId, workspaceId, eventId) {
      if (!leftByExports().some((left) => left.snapshotId === snapshotId)) return null
      const of = { workspaceId, eventId, now: deps.now }
      return startExportSnapshot(store, of, deps.finished, snapshotId)
    },
    keepOnly(snapshotIds) {
      for (const left of leftByExports())
        if (!snapshotIds.includes(left.snapshotId)) store.discard(left.snapshotId)
    },
    drop: (snapshotId) => store.discard(snapshotId),
  }
}
