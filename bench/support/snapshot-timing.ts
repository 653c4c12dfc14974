/**
 * The snapshot benchmark's clocks, and the scans it sets against the store
 * for the changes and the pages of rows.
 */
import { openSnapshotDb } from '@main/snapshots/snapshot-db'
import { openSnapshotStore, type SnapshotStore } from '@main/snapshots/snapshot-store'
import type { BenchAttendee, Reader } from './snapshot-data'

/** Stores `attendees` as one snapshot in pages of `page`, timing the whole, each page and the finish. */
export function timeStore(
  store: SnapshotStore,
  attendees: readonly BenchAttendee[],
  page: number,
  takenAt: string,
) {
  const start = performance.now()
  const id = store.begin('ws-bench', 'ev-bench', takenAt)
  let longestPageMs = 0
  for (let i = 0; i < attendees.length; i += page) {
    const pageStart = performance.now()
    store.addPage(id, attendees.slice(i, i + page))
    longestPageMs = Math.max(longestPageMs, performance.now() - pageStart)
  }
  const finishStart = performance.now()
  const { total } = store.finish(id, takenAt)
  const end = performance.now()
  return { id, total, ms: end - start, longestPageMs, finishMs: end - finishStart }
}

/** Added, removed and status changed between two arrays, by ID. */
export function scanChanges(from: readonly BenchAttendee[], to: readonly BenchAttendee[]) {
  const before = new Map(from.map((a) => [a.id, a]))
  const ids = new Set<string>()
  let added = 0
  let changed = 0
  for (const a of to) {
    ids.add(a.id)
    const was = before.get(a.id)
    if (!was) added++
    else if (was.status !== a.status) changed++
  }
  const removed = from.filter((a) => !ids.has(a.id)).length
  return { added, removed, changed }
}

/** The total and the 51st page of 100 of the attendees whose `read` is `value`. */
export function scanRows(attendees: readonly BenchAttendee[], read: Reader, value: string) {
  const matching = attendees.filter((a) => read(a) === value)
  return {
    total: matching.length,
    rows: matching.slice(5_000, 5_100).map((a) => ({
      id: a.id,
      firstName: a.profile.firstName ?? '',
      lastName: a.profile.lastName ?? '',
      email: a.profile.email ?? '',
      company: a.profile.company ?? '',
      country: a.profile.country ?? '',
      status: a.status,
      ticketName: a.ticketDetails.ticketName,
      createdAt: a.createdAt,
    })),
  }
}

/**
 * Removing a snapshot of 100,000: the first at once, in one transaction
 * (the baseline: main held for all of it), the second as the store does
 * it, its own row at once and its rows swept a slice at a time.
 */
export async function timeRemovals(path: string, firstId: string) {
  const db = openSnapshotDb(path)
  const n = (db.prepare('SELECT n FROM snapshots WHERE id = ?').get(firstId) as { n: number }).n
  const atOnceStart = performance.now()
  db.exec('BEGIN IMMEDIATE')
  for (const table of ['custom_values', 'texts', 'counts', 'attendees', 'snapshots'])
    db.prepare(`DELETE FROM ${table} WHERE ${table === 'snapshots' ? 'n' : 'snapshot_n'} = ?`).run(
      n,
    )
  db.exec('COMMIT')
  db.exec('PRAGMA incremental_vacuum')
  const atOnceMs = performance.now() - atOnceStart
  db.close()

  const slices: number[] = []
  const store = openSnapshotStore({
    path,
    sweep: {
      schedule: (next) =>
        void setImmediate(() => {
          const start = performance.now()
          next()
          slices.push(performance.now() - start)
        }),
    },
  })
  await store.swept()
  slices.length = 0
  const start = performance.now()
  store.removeWorkspace('ws-bench')
  const heldMs = performance.now() - start
  await store.swept()
  const sweptMs = performance.now() - start
  store.close()
  return { atOnceMs, heldMs, sweptMs, slices: slices.length, longestSliceMs: Math.max(...slices) }
}
