/**
 * A full export's attendees kept as a snapshot of its event.
 *
 * An export of every attendee (no filter) reads the whole list anyway: its
 * codec workers read each page's records as the snapshot keeps them
 * (`readSnapshotRecord`), and the pages written to the file are added here,
 * on the thread that owns the store, its one writer. The snapshot is
 * finished only when the export's file is in place; an export cancelled,
 * failed or paused throws it away. The file never depends on it: a page the
 * store cannot keep ends the snapshot, not the export, and leaves one
 * sentence for the export's summary.
 */
import type { SnapshotRecord } from './snapshot-record'
import type { SnapshotStore } from './snapshot-store'

export interface ExportSnapshot {
  /** Adds the attendees of a page written to the file; after a failure, nothing more is kept. */
  add(records: readonly (SnapshotRecord | null)[]): void
  /** Finishes the snapshot (the file is in place); a sentence for the summary when it was not kept. */
  finish(): string | null
  /** Throws the snapshot away: the export was cancelled, failed or paused. */
  discard(): void
}

/** Where a full export's snapshot is kept (the snapshot service). */
export interface ExportSnapshots {
  fromExport(workspaceId: string, eventId: string): ExportSnapshot
}

/** Said in the summary of a full export that paused: its pages before the pause were not kept. */
export const PAUSED_EXPORT_NOT_KEPT =
  'The export paused on the way, so its attendees were not kept as a snapshot for the overview; Take a snapshot to update it.'

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

  try {
    snapshotId = store.begin(of.workspaceId, of.eventId, new Date(of.now()).toISOString(), 'export')
  } catch (error) {
    fail(error)
  }

  return {
    add(records) {
      if (ended || snapshotId === null) return
      try {
        store.addRead(snapshotId, records)
      } catch (error) {
        fail(error)
      }
    },
    finish() {
      if (ended || snapshotId === null) return failure
      try {
        store.finish(snapshotId, new Date(of.now()).toISOString())
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
