/**
 * Removing snapshots: a cancelled one, those past the retention, a workspace's.
 *
 * A removal takes the snapshot's own row away at once, so nothing is
 * answered from it, and hands its rows to the sweep (snapshot-sweep.ts),
 * which deletes them a slice at a time without holding main's thread.
 */
import type { DatabaseSync } from 'node:sqlite'
import { inTransaction, timeMs } from './snapshot-capture'
import type { SnapshotSweep } from './snapshot-sweep'

export function createSnapshotRemoval(
  db: DatabaseSync,
  deps: { forget: (n: number) => void; sweep: SnapshotSweep },
) {
  const deleteSnapshot = db.prepare('DELETE FROM snapshots WHERE n = ?')
  const byId = db.prepare('SELECT n FROM snapshots WHERE id = ?')
  const byWorkspace = db.prepare('SELECT n FROM snapshots WHERE workspace_id = ?')
  // Finished ones by the time taken; unfinished ones (abandoned) by the time started.
  const olderThan = db.prepare('SELECT n FROM snapshots WHERE coalesce(taken_ms, started_ms) < ?')

  function remove(rows: unknown[]): number {
    const ns = (rows as { n: number }[]).map((row) => row.n)
    if (ns.length === 0) return 0
    inTransaction(db, () => {
      for (const n of ns) deleteSnapshot.run(n)
    })
    for (const n of ns) deps.forget(n)
    deps.sweep.add(ns)
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
