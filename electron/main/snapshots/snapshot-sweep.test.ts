/**
 * The sweep of removed snapshots' rows: a slice at a time, whatever a
 * previous run left, and nothing of a snapshot still kept.
 */
import { describe, expect, it } from 'vitest'
import type { DatabaseSync } from 'node:sqlite'
import { sketchedAttendee, snapshotStorePerTest } from '@test-support/snapshot-attendees'
import { openSnapshotDb } from './snapshot-db'
import { createSnapshotSweep } from './snapshot-sweep'

const rig = snapshotStorePerTest()

/** Rows of snapshot `n` in every table that has a snapshot column, read from the schema. */
function rowsOf(db: DatabaseSync, n: number): number {
  const tables = db
    .prepare(
      `SELECT name FROM sqlite_schema AS s WHERE type = 'table'
         AND EXISTS (SELECT 1 FROM pragma_table_info(s.name) WHERE name = 'snapshot_n')`,
    )
    .all() as { name: string }[]
  return tables.reduce(
    (sum, { name }) =>
      sum +
      Number(
        (
          db.prepare(`SELECT count(*) AS c FROM ${name} WHERE snapshot_n = ?`).get(n) as {
            c: number
          }
        ).c,
      ),
    0,
  )
}

const people = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    sketchedAttendee({ id: `${prefix}${i}`, custom: { diet: `d${i % 3}`, size: `s${i % 5}` } }),
  )

/** A scheduler the test runs by hand: each call of `step` runs one slice. */
function byHand() {
  const waiting: (() => void)[] = []
  return {
    schedule: (next: () => void) => void waiting.push(next),
    step(): boolean {
      const next = waiting.shift()
      next?.()
      return next !== undefined
    },
  }
}

describe('sweeping removed snapshots', () => {
  it('deletes a removed snapshot’s rows a slice at a time, and no other’s', () => {
    const store = rig.store()
    const kept = store.begin('ws-1', 'ev-1', '2026-03-01T10:00:00.000Z')
    store.addPage(kept, people('k', 5))
    store.finish(kept, '2026-03-01T10:05:00.000Z')
    const gone = store.begin('ws-1', 'ev-1', '2026-03-02T10:00:00.000Z')
    store.addPage(gone, people('g', 40))
    store.finish(gone, '2026-03-02T10:05:00.000Z')
    store.close()

    // As a removal leaves it: the snapshot's own row gone, its rows still there.
    const db = openSnapshotDb(rig.path())
    const number = (id: string) =>
      (db.prepare('SELECT n FROM snapshots WHERE id = ?').get(id) as { n: number }).n
    const [keptN, goneN] = [number(kept), number(gone)]
    db.prepare('DELETE FROM snapshots WHERE n = ?').run(goneN)
    const before = rowsOf(db, goneN)
    const keptRows = rowsOf(db, keptN)
    expect(before).toBeGreaterThan(100)

    const clock = byHand()
    const sweep = createSnapshotSweep(db, { sliceRows: 10, schedule: clock.schedule })
    let slices = 0
    let left = before
    while (clock.step()) {
      const now = rowsOf(db, goneN)
      // Each slice deletes at most its size from one table.
      expect(left - now).toBeLessThanOrEqual(10)
      left = now
      slices++
    }
    expect(rowsOf(db, goneN)).toBe(0)
    expect(slices).toBeGreaterThanOrEqual(before / 10)
    expect(rowsOf(db, keptN)).toBe(keptRows)
    sweep.close()
    db.close()
    expect(rig.reopen().rows(kept, { filter: null, offset: 0, limit: 10 }).total).toBe(5)
  })

  it('stops between slices when closed, and the next open finishes', async () => {
    const store = rig.store()
    const gone = store.begin('ws-1', 'ev-1', '2026-03-02T10:00:00.000Z')
    store.addPage(gone, people('g', 30))
    store.finish(gone, '2026-03-02T10:05:00.000Z')
    store.close()
    const db = openSnapshotDb(rig.path())
    const goneN = (db.prepare('SELECT n FROM snapshots').get() as { n: number }).n
    db.prepare('DELETE FROM snapshots WHERE n = ?').run(goneN)
    const clock = byHand()
    const sweep = createSnapshotSweep(db, { sliceRows: 10, schedule: clock.schedule })
    clock.step()
    sweep.close()
    const left = rowsOf(db, goneN)
    expect(left).toBeGreaterThan(0)
    // Nothing more once closed.
    while (clock.step());
    expect(rowsOf(db, goneN)).toBe(left)
    await sweep.idle()
    db.close()

    const reopened = rig.reopen()
    await reopened.swept()
    reopened.close()
    const after = openSnapshotDb(rig.path())
    expect(rowsOf(after, goneN)).toBe(0)
    after.close()
  })

  it('answers nothing from a removed snapshot while its rows are swept', async () => {
    const store = rig.store()
    const gone = rig.snapshot('ev-1', '2026-01-01T10:00:00.000Z', [{ id: 'a1' }, { id: 'a2' }])
    expect(store.removeOlderThan('2026-02-01T00:00:00.000Z')).toBe(1)
    expect(store.latest('ws-1', 'ev-1')).toBeNull()
    expect(store.overview(gone, null)).toBeNull()
    expect(store.rows(gone, { filter: null, offset: 0, limit: 10 }).total).toBe(0)
    await store.swept()
  })
})
