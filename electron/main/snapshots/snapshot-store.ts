/**
 * The attendee snapshots of one profile, kept on this computer.
 *
 * A snapshot is begun, filled a page at a time as the service sends the
 * attendees, then finished (or discarded when cancelled); only finished ones
 * are answered from. The store is synchronous (node:sqlite) and each call is
 * short: a page of 100 is one transaction, and the overview reads counts
 * kept as the pages came in. It logs nothing: attendee data never reaches a
 * log, and its errors name no attendee (docs/snapshots.md).
 */
import { randomUUID } from 'node:crypto'
import type { AttendeeOverview, SnapshotChanges } from '@shared/snapshots/overview'
import { createSnapshotCapture, type PageOutcome } from './snapshot-capture'
import { createSnapshotChanges } from './snapshot-changes'
import { openSnapshotDb } from './snapshot-db'
import {
  createSnapshotIndex,
  snapshotInfo,
  type SnapshotInfo,
  type SnapshotOrigin,
} from './snapshot-info'
import { createSnapshotOverview } from './snapshot-overview'
import type { SnapshotRecord } from './snapshot-record'
import { createSnapshotRemoval } from './snapshot-removal'
import { createSnapshotRows, type RowsPage, type RowsQuery } from './snapshot-rows'
import { createSnapshotSweep, type SnapshotSweepOptions } from './snapshot-sweep'

export type { PageOutcome } from './snapshot-capture'
export type { SnapshotInfo, SnapshotOrigin } from './snapshot-info'
export type { RowsFilter, RowsPage, RowsQuery } from './snapshot-rows'

export interface SnapshotStoreDeps {
  /** The database file; its folder is made private to its owner if missing. */
  path: string
  newId?: () => string
  /** How removed snapshots' rows are swept (slice size, scheduling): for tests. */
  sweep?: SnapshotSweepOptions
}

export interface SnapshotStore {
  /** Starts a snapshot of an event, returning its ID; "Take a snapshot" unless `origin` says. */
  begin(workspaceId: string, eventId: string, startedAt: string, origin?: SnapshotOrigin): string
  /** Adds one page of attendees as the service sent them. */
  addPage(snapshotId: string, attendees: readonly unknown[]): PageOutcome
  /** Adds one page of attendees already read (`readSnapshotRecord`, as a worker reads them). */
  addRead(snapshotId: string, records: readonly (SnapshotRecord | null)[]): PageOutcome
  /** Marks the snapshot taken: it becomes the event's latest. */
  finish(snapshotId: string, takenAt: string): SnapshotInfo
  /** Removes a snapshot, as when taking it was cancelled. */
  discard(snapshotId: string): void
  /** Snapshots not finished, a previous run's too, with the attendees kept so far: to resume. */
  unfinished(): (SnapshotInfo & { kept: number; origin: SnapshotOrigin })[]
  /** The event's last finished snapshot, or null. */
  latest(workspaceId: string, eventId: string): SnapshotInfo | null
  /** The finished snapshot before the latest, or null. */
  previous(workspaceId: string, eventId: string): SnapshotInfo | null
  /** The overview of a finished snapshot (null for one unknown or unfinished). */
  overview(snapshotId: string, customFieldSlug: string | null): AttendeeOverview | null
  /** The changes between two finished snapshots (null if either is unknown or unfinished). */
  changes(fromSnapshotId: string, toSnapshotId: string): SnapshotChanges | null
  /** A page of a finished snapshot's attendees (none for one unknown or unfinished). */
  rows(snapshotId: string, query: RowsQuery): RowsPage
  /** Removes the snapshots taken before the cutoff; returns how many. */
  removeOlderThan(cutoffIso: string): number
  /** Removes a workspace's snapshots; returns how many. */
  removeWorkspace(workspaceId: string): number
  /** Settles once removed snapshots' rows are all deleted (they go a slice at a time). */
  swept(): Promise<void>
  close(): void
}

/**
 * Opens the snapshot store at `path`, creating it if needed.
 *
 * Snapshots a previous run left unfinished are kept, still unfinished: no
 * reader is answered from them, and the service offers to resume them
 * (`unfinished`) or throws them away. Retention removes them in time.
 */
export function openSnapshotStore(deps: SnapshotStoreDeps): SnapshotStore {
  const db = openSnapshotDb(deps.path)
  const snapshots = createSnapshotIndex(db)
  const capture = createSnapshotCapture(db, { snapshots, newId: deps.newId ?? randomUUID })
  const sweep = createSnapshotSweep(db, deps.sweep)
  const removal = createSnapshotRemoval(db, { forget: capture.forget, sweep })
  const overview = createSnapshotOverview(db)
  const rows = createSnapshotRows(db)
  const changes = createSnapshotChanges(db)

  const finished = (workspaceId: string, eventId: string, index: number) => {
    const found = snapshots.finished(workspaceId, eventId, index + 1)[index]
    return found ? snapshotInfo(found) : null
  }

  return {
    begin: capture.begin,
    addPage: capture.addPage,
    addRead: capture.addRead,
    finish: (snapshotId, takenAt) => snapshotInfo(capture.finish(snapshotId, takenAt)),
    discard: (snapshotId) => void removal.discard(snapshotId),
    unfinished: () => snapshots.unfinished(),
    latest: (workspaceId, eventId) => finished(workspaceId, eventId, 0),
    previous: (workspaceId, eventId) => finished(workspaceId, eventId, 1),
    overview(snapshotId, customFieldSlug) {
      const snapshot = snapshots.findFinished(snapshotId)
      return snapshot ? overview.overview(snapshot, customFieldSlug) : null
    },
    changes(fromSnapshotId, toSnapshotId) {
      const from = snapshots.findFinished(fromSnapshotId)
      const to = snapshots.findFinished(toSnapshotId)
      return from && to ? changes.changes(from, to) : null
    },
    rows(snapshotId, query) {
      const snapshot = snapshots.findFinished(snapshotId)
      return snapshot ? rows.rows(snapshot, query) : { total: 0, rows: [] }
    },
    removeOlderThan: removal.removeOlderThan,
    removeWorkspace: removal.removeWorkspace,
    swept: sweep.idle,
    close: () => {
      sweep.close()
      if (db.isOpen) db.close()
    },
  }
}
