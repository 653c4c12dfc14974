/**
 * What changed between two snapshots of one event, attendee by attendee.
 *
 * Exact, by attendee ID: added (in the later only), removed (in the earlier
 * only) and status changed (in both, with another status). Each list is in
 * the order the service sent the attendees in. Both snapshots' IDs and
 * statuses are read in one pass each and compared in memory, then only the
 * changed attendees' rows are read, rather than looking each attendee up in
 * the other snapshot in SQL (measured in docs/snapshots.md).
 */
import type { DatabaseSync } from 'node:sqlite'
import type { SnapshotAttendee, SnapshotChanges } from '@shared/snapshots/overview'
import type { StoredSnapshot } from './snapshot-info'
import { ATTENDEE_SELECT, toAttendee } from './snapshot-rows'

type IdRow = [id: string, status: string, seq: number]

export function createSnapshotChanges(db: DatabaseSync) {
  const ids = db.prepare(
    'SELECT attendee_id, status, seq FROM attendees WHERE snapshot_n = ? ORDER BY seq',
  )
  // Arrays rather than objects: no object is built per attendee.
  ids.setReturnArrays(true)
  const bySeq = db.prepare(
    `SELECT ${ATTENDEE_SELECT} FROM attendees a WHERE a.snapshot_n = ? AND a.seq = ?`,
  )
  const attendee = (n: number, seq: number) =>
    toAttendee(bySeq.get(n, seq) as unknown as SnapshotAttendee)

  return {
    /** The changes from `from` to `to`, both finished. */
    changes(from: StoredSnapshot, to: StoredSnapshot): SnapshotChanges {
      const before = ids.all(from.n) as unknown as IdRow[]
      const statusBefore = new Map(before.map(([id, status]) => [id, status]))
      const seen = new Set<string>()
      const added: SnapshotAttendee[] = []
      const statusChanged: SnapshotChanges['statusChanged'] = []
      for (const [id, status, seq] of ids.all(to.n) as unknown as IdRow[]) {
        seen.add(id)
        const was = statusBefore.get(id)
        if (was === undefined) added.push(attendee(to.n, seq))
        else if (was !== status)
          statusChanged.push({ attendee: attendee(to.n, seq), from: was, to: status })
      }
      const removed = before
        .filter(([id]) => !seen.has(id))
        .map(([, , seq]) => attendee(from.n, seq))
      return {
        fromSnapshotId: from.snapshotId,
        toSnapshotId: to.snapshotId,
        fromTakenAt: from.takenAt ?? '',
        toTakenAt: to.takenAt ?? '',
        added,
        removed,
        statusChanged,
      }
    },
  }
}
