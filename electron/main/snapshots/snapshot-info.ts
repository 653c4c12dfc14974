/**
 * Which snapshots a database holds: one by its ID, an event's finished ones.
 *
 * A snapshot is finished when its last page is in and its time taken is
 * set; until then it is being taken and no reader is answered from it.
 */
import type { DatabaseSync } from 'node:sqlite'
import { appError } from '@shared/app-error'

/**
 * What took a snapshot: "Take a snapshot", or a full export of the attendees.
 *
 * An export's snapshot cannot be resumed on its own (the export may read
 * the list in its own order), so one left unfinished is thrown away.
 */
export type SnapshotOrigin = 'take' | 'export'

/** A stored snapshot, without its attendees. */
export interface SnapshotInfo {
  snapshotId: string
  workspaceId: string
  eventId: string
  /** When taking it started, ISO 8601. */
  startedAt: string
  /** When it finished, ISO 8601; null while it is being taken. */
  takenAt: string | null
  /** Attendees kept (each ID once). */
  total: number
}

/** A snapshot and its number in the database's tables. */
export interface StoredSnapshot extends SnapshotInfo {
  n: number
}

interface SnapshotRow {
  n: number
  id: string
  workspace_id: string
  event_id: string
  started_at: string
  taken_at: string | null
  total: number
}

const COLUMNS = 'n, id, workspace_id, event_id, started_at, taken_at, total'

const fromRow = (row: SnapshotRow): StoredSnapshot => ({
  n: row.n,
  snapshotId: row.id,
  workspaceId: row.workspace_id,
  eventId: row.event_id,
  startedAt: row.started_at,
  takenAt: row.taken_at,
  total: row.total,
})

/** The public part of a stored snapshot. */
export function snapshotInfo({ n: _n, ...info }: StoredSnapshot): SnapshotInfo {
  return info
}

export type SnapshotIndex = ReturnType<typeof createSnapshotIndex>

export function createSnapshotIndex(db: DatabaseSync) {
  const byId = db.prepare(`SELECT ${COLUMNS} FROM snapshots WHERE id = ?`)
  const open = db.prepare(
    `SELECT ${COLUMNS}, origin, (SELECT COUNT(*) FROM attendees a WHERE a.snapshot_n = s.n) AS kept
     FROM snapshots s WHERE s.taken_ms IS NULL ORDER BY s.n`,
  )
  // Ties on the time taken go to the later one started.
  const finished = db.prepare(
    `SELECT ${COLUMNS} FROM snapshots
     WHERE workspace_id = ? AND event_id = ? AND taken_ms IS NOT NULL
     ORDER BY taken_ms DESC, n DESC LIMIT ?`,
  )

  /** The snapshot `id`, finished or not, or null. */
  function find(id: string): StoredSnapshot | null {
    const row = byId.get(id) as SnapshotRow | undefined
    return row ? fromRow(row) : null
  }

  return {
    find,
    /** The finished snapshot `id`, or null while it is being taken or when there is none. */
    findFinished(id: string): StoredSnapshot | null {
      const found = find(id)
      return found?.takenAt != null ? found : null
    },
    /** The snapshot `id`, which must still be being taken. */
    findOpen(id: string): StoredSnapshot {
      const found = find(id)
      if (!found) throw appError('not-found', 'That snapshot was removed while it was being taken.')
      if (found.takenAt !== null) throw appError('internal', 'That snapshot is already finished.')
      return found
    },
    /** The snapshots still being taken (or left so by a previous run), each with its attendees kept so far. */
    unfinished(): (SnapshotInfo & { kept: number; origin: SnapshotOrigin })[] {
      return (
        open.all() as unknown as (SnapshotRow & { kept: number; origin: SnapshotOrigin })[]
      ).map((row) => ({ ...snapshotInfo(fromRow(row)), kept: row.kept, origin: row.origin }))
    },
    /** The event's last `limit` finished snapshots, latest first. */
    finished(workspaceId: string, eventId: string, limit: number): StoredSnapshot[] {
      return (finished.all(workspaceId, eventId, limit) as unknown as SnapshotRow[]).map(fromRow)
    },
  }
}
