/**
 * What changed between two snapshots of one event, attendee by attendee.
 *
 * Exact, by attendee ID: added (in the later only), removed (in the earlier
 * only) and status changed (in both, with another status). Each list is in
 * the order the service sent the attendees in.
 */
import type { DatabaseSync } from 'node:sqlite'
import type { SnapshotAttendee, SnapshotChanges } from '@shared/snapshots/overview'
import type { StoredSnapshot } from './snapshot-info'
import { ATTENDEE_SELECT, toAttendee } from './snapshot-rows'

export function createSnapshotChanges(db: DatabaseSync) {
  const onlyIn = db.prepare(
    `SELECT ${ATTENDEE_SELECT} FROM attendees a
     WHERE a.snapshot_n = ? AND NOT EXISTS (
       SELECT 1 FROM attendees o WHERE o.snapshot_n = ? AND o.attendee_id = a.attendee_id)
     ORDER BY a.seq`,
  )
  const statusChanged = db.prepare(
    `SELECT ${ATTENDEE_SELECT}, o.status AS fromStatus FROM attendees a
     JOIN attendees o ON o.snapshot_n = ? AND o.attendee_id = a.attendee_id
     WHERE a.snapshot_n = ? AND o.status <> a.status
     ORDER BY a.seq`,
  )

  return {
    /** The changes from `from` to `to`, both finished. */
    changes(from: StoredSnapshot, to: StoredSnapshot): SnapshotChanges {
      const list = (of: StoredSnapshot, other: StoredSnapshot) =>
        (onlyIn.all(of.n, other.n) as unknown as SnapshotAttendee[]).map(toAttendee)
      const changed = statusChanged.all(from.n, to.n) as unknown as (SnapshotAttendee & {
        fromStatus: string
      })[]
      return {
        fromSnapshotId: from.snapshotId,
        toSnapshotId: to.snapshotId,
        fromTakenAt: from.takenAt ?? '',
        toTakenAt: to.takenAt ?? '',
        added: list(to, from),
        removed: list(from, to),
        statusChanged: changed.map((row) => ({
          attendee: toAttendee(row),
          from: row.fromStatus,
          to: row.status,
        })),
      }
    },
  }
}
