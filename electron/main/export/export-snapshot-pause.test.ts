/**
 * A full export's snapshot over a pause, over real HTTP against the emulator:
 * an export stopped by the day's quota goes on filling the same snapshot
 * when resumed, after a restart too, and finishes it whole; one that missed
 * pages, or whose snapshot is gone, keeps none and says so.
 */
import { describe, expect, it, onTestFinished } from 'vitest'
import type { ExportStatus } from '@shared/ipc/channels/export'
import { expectedAttendees, firstEventId } from '@test-support/attendees'
import { startTestEmulator } from '@test-support/api-context'
import { exportRequest, exportRig, shiftableClock, type ExportRig } from '@test-support/export'
import { snapshotServiceOn, snapshotsIn } from '@test-support/export-snapshots'
import {
  exportSnapshotFailure,
  exportSnapshotsOn,
  PAUSED_EXPORT_NOT_KEPT,
  type ExportSnapshots,
} from '../snapshots/export-snapshot'
import type { SnapshotStore } from '../snapshots/snapshot-store'
import { createExportService } from './export-service'

const ATTENDEES = 450

/** An export of every attendee on a service that answers three requests a day. */
async function quotaBound(snapshots: ExportSnapshots) {
  const clock = shiftableClock()
  const limited = await startTestEmulator({
    attendeesPerEvent: ATTENDEES,
    clock: clock.wallNow,
    rateLimit: { dailyQuota: 3 },
  })
  onTestFinished(() => limited.close())
  const rig = await exportRig(limited, { clock, service: { snapshots } })
  onTestFinished(() => rig.close())
  const started = await rig.service.start(exportRequest(limited))
  if (!started.started) throw new Error('not started')
  const id = started.status.exportId
  const first = await rig.finished(id)
  /** Resumes the next day until the export is done (at most ten days). */
  async function toTheEnd(service: Pick<ExportRig['service'], 'resume'> = rig.service) {
    let status: ExportStatus = first
    for (let day = 0; status.state !== 'done' && day < 10; day++) {
      clock.shift(86_400_000)
      rig.events.length = 0
      await service.resume(id)
      status = await rig.finished(id)
    }
    return status
  }
  return {
    rig,
    id,
    first,
    eventId: firstEventId(limited),
    all: expectedAttendees(limited, firstEventId(limited), [], []).length,
    toTheEnd,
  }
}

describe('a full export that pauses', () => {
  it('keeps filling the same snapshot when resumed, and finishes it whole', async () => {
    const { store, snapshots } = await snapshotsIn()
    const run = await quotaBound(snapshots)
    expect(run.first.state).toBe('paused')
    const kept = store.unfinished()
    expect(kept).toEqual([expect.objectContaining({ origin: 'export', eventId: run.eventId })])
    expect(kept[0]!.kept).toBeGreaterThan(0)
    expect(store.latest('ws-test', run.eventId)).toBeNull()

    const done = await run.toTheEnd()
    expect(done.state).toBe('done')
    expect(done.warnings).toEqual([])
    expect(store.latest('ws-test', run.eventId)).toMatchObject({
      snapshotId: kept[0]!.snapshotId,
      total: run.all,
    })
    expect(store.unfinished()).toEqual([])
  })

  it('goes on with its snapshot after a restart', async () => {
    const kept = await snapshotsIn()
    const run = await quotaBound(kept.snapshots)
    expect(run.first.state).toBe('paused')
    const [left] = kept.store.unfinished()

    // A restart: the service and the store are made anew over the same files.
    await run.rig.service.dispose()
    const reopened = kept.reopen()
    // Another export's snapshot left behind, which no export keeps: thrown away at load.
    const stray = kept.store.begin('ws-test', run.eventId, '2026-03-01T10:00:00.000Z', 'export')
    const restarted = createExportService({ ...run.rig.deps, snapshots: reopened })
    await restarted.list()
    expect(kept.store.unfinished().map((s) => s.snapshotId)).toEqual([left!.snapshotId])
    expect(stray).not.toBe(left!.snapshotId)

    const done = await run.toTheEnd(restarted)
    await restarted.dispose()
    expect(done.warnings).toEqual([])
    expect(kept.store.latest('ws-test', run.eventId)).toMatchObject({
      snapshotId: left!.snapshotId,
      total: run.all,
    })
  })

  it('keeps none when its snapshot is gone by the time it resumes, and says so', async () => {
    const kept = await snapshotsIn()
    const run = await quotaBound(kept.snapshots)
    await run.rig.service.dispose()
    // Gone while the app was closed (the file removed as unreadable, say).
    for (const left of kept.store.unfinished()) kept.store.discard(left.snapshotId)
    const restarted = createExportService({ ...run.rig.deps, snapshots: kept.reopen() })
    const done = await run.toTheEnd(restarted)
    await restarted.dispose()
    expect(done.state).toBe('done')
    expect(done.warnings).toEqual([PAUSED_EXPORT_NOT_KEPT])
    expect(kept.store.latest('ws-test', run.eventId)).toBeNull()
  })

  it('keeps none when a page never reached the snapshot, and says so', async () => {
    // As when the app stopped after writing a page to the file but before keeping it.
    let pages = 0
    const { store } = await snapshotsIn()
    const losing = (real: SnapshotStore): SnapshotStore => ({
      ...real,
      addRead: (id, records) =>
        ++pages === 2 ? { stored: 0, duplicates: 0, skipped: 0 } : real.addRead(id, records),
    })
    const run = await quotaBound(
      exportSnapshotsOn(losing(store), { now: Date.now, finished: () => undefined }),
    )
    const done = await run.toTheEnd()
    expect(done.state).toBe('done')
    expect(done.warnings).toEqual([exportSnapshotFailure(null)])
    expect(store.latest('ws-test', run.eventId)).toBeNull()
    expect(store.unfinished()).toEqual([])
  })
})

describe('the snapshot service at start', () => {
  it('leaves an export’s unfinished snapshot to the exports, offering no resume of it', async () => {
    const { store } = await snapshotsIn()
    const exported = store.begin('ws-test', 'ev-1', '2026-03-01T10:00:00.000Z', 'export')
    const taken = store.begin('ws-test', 'ev-2', '2026-03-01T10:00:00.000Z')
    const service = snapshotServiceOn(store, 36_500)
    expect(service.status('ws-test', 'ev-1').job).toBeNull()
    expect(service.status('ws-test', 'ev-2').job?.state).toBe('paused')
    expect(
      store
        .unfinished()
        .map((s) => s.snapshotId)
        .sort(),
    ).toEqual([exported, taken].sort())
  })
})
