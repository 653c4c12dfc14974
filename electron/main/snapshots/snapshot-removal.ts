/**
 * Removing snapshots: a cancelled one, those past the retention, a workspace's.
 *
 * Every table is keyed first by the snapshot's number, so a removal is a
 * range delete per table; the file gives the freed pages back afterwards.
 */
import type { DatabaseSync } from 'node:sqlite'
import { inTransaction, timeMs } from './snapshot-capture'
import { SNAPSHOT_TABLES } from './snapshot-db'

export function createSnapshotRemoval(db: DatabaseSync, deps: { forget: (n: number) => void }) {
  const deleteRows = SNAPSHOT_TABLES.map((table) =>
    db.prepare(`DELETE FROM ${table} WHERE snapshot_n = ?`),
  )
  const deleteSnapshot = db.prepare('DELETE FROM snapshots WHERE n = ?')
  const byId = db.prepare('SELECT n FROM snapshots WHERE id = ?')
  const byWorkspace = db.prepare('SELECT n FROM snapshots WHERE workspace_id = ?')
  // Finished ones by the time taken; unfinished ones (abandoned) by the time started.
  const olderThan = db.prepare('SELECT n FROM snapshots WHERE coalesce(taken_ms, started_ms) < ?')

  function remove(rows: unknown[]): number {
    const ns = (rows as { n: number }[]).map((row) => row.n)
    if (ns.length === 0) return 0
    inTransaction(db, () => {
      for (const n of ns) {
        for (const statement of deleteRows) statement.run(n)
        deleteSnapshot.run(n)
      }
    })
    for (const n of ns) deps.forget(n)
    db.exec('PRAGMA incremental_vacuum')
    return ns.length
  }

  return {
    /** Removes a snapshot being taken that was cancelled (or any one, by ID). */
    discard: (snapshotId: string): number => remove(byId.all(snapshotId)),
    /**
     * Removes every snapshot taken before `cutoffIso`, an event's latest too.
     *
     * The retention is the user's promise about attendee data kept on this
     * computer, so no snapshot outlives it; an event not looked at for
     * longer has no "since your last look" until its next snapshot.
     */
    removeOlderThan(cutoffIso: string): number {
      return remove(olderThan.all(timeMs(cutoffIso)))
    },
    /** Removes every snapshot of a workspace, finished or being taken. */
    removeWorkspace: (workspaceId: string): number => remove(byWorkspace.all(workspaceId)),
  }
}
