/** A snapshot store for export tests, and the export side of it as the snapshot service gives it. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onTestFinished } from 'vitest'
import { exportSnapshotsOn } from '@main/snapshots/export-snapshot'
import { createSnapshotService } from '@main/snapshots/snapshot-service'
import { openSnapshotStore, type SnapshotStore } from '@main/snapshots/snapshot-store'

/**
 * A store in a temporary folder, removed when the test finishes.
 *
 * `wrap` stands in for the store the exports write through (a fault);
 * `reopen` closes it and opens the file again, as a restart does.
 */
export async function snapshotsIn(wrap: (store: SnapshotStore) => SnapshotStore = (s) => s) {
  const dir = await mkdtemp(join(tmpdir(), 'stagehand-export-snapshot-'))
  const path = join(dir, 'snapshots.sqlite')
  let store = openSnapshotStore({ path })
  onTestFinished(async () => {
    store.close()
    await rm(dir, { recursive: true, force: true })
  })
  const on = (s: SnapshotStore) =>
    exportSnapshotsOn(wrap(s), { now: Date.now, finished: () => undefined })
  return {
    get store() {
      return store
    },
    snapshots: on(store),
    /** Closes the store and opens its file again; the export side of the new one. */
    reopen() {
      store.close()
      store = openSnapshotStore({ path })
      return on(store)
    },
  }
}

/** The snapshot service on `store`, keeping snapshots `days` days; it reads no page itself here. */
export const snapshotServiceOn = (store: SnapshotStore, days: number) =>
  createSnapshotService({
    store,
    listAttendees: () => Promise.reject(new Error('not read in this test')),
    emit: () => undefined,
    report: () => undefined,
    costInputs: () => ({
      quota: { dailyLimit: 10_000, remaining: 10_000 },
      pacing: { perSecond: 10, tokens: 10 },
    }),
    retentionDays: () => days,
  })
