/**
 * A full export kept as the event's snapshot, over real HTTP against the
 * emulator: the overview then counts what the file holds, and older
 * snapshots go as the retention says; a filtered or cancelled export keeps
 * none; a snapshot the store cannot keep leaves the file whole and one
 * sentence in the summary. Pauses: export-snapshot-pause.test.ts.
 */
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { BASE_COLUMNS } from '@shared/attendees/columns'
import type { ChannelOutput } from '@shared/ipc/contract'
import type { ExportStatus } from '@shared/ipc/channels/export'
import { expectedAttendees, firstEventId } from '@test-support/attendees'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { saveEmulatorWorkspace, startTestCore, type TestCore } from '@test-support/core'
import { eventually } from '@test-support/eventually'
import { exportRequest, exportRig, quietLog, readCsv } from '@test-support/export'
import { snapshotServiceOn as serviceOn, snapshotsIn } from '@test-support/export-snapshots'
import { spawnCodecWorker } from '@test-support/ts-worker'
import type { ExportSnapshots } from '../snapshots/export-snapshot'
import type { SnapshotStore } from '../snapshots/snapshot-store'
import { workerCodec } from './codec-pool'

let emulator: RunningEmulator
const cleanups: (() => Promise<void> | void)[] = []

beforeAll(async () => {
  emulator = await startTestEmulator({ attendeesPerEvent: 450 })
})
afterAll(async () => {
  await emulator.close()
})
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean()
  emulator.state.setLatency(0)
})

/** An export rig whose pages are read in worker threads, as in the app. */
async function rigWith(snapshots: ExportSnapshots) {
  const codec = workerCodec({ spawn: spawnCodecWorker, size: 2, log: quietLog })
  onTestFinished(() => codec.close())
  const rig = await exportRig(emulator, { service: { codec, snapshots } })
  cleanups.push(() => rig.close())
  return rig
}

describe('a full export kept as a snapshot', () => {
  it('is shown in the overview like any snapshot, counting what the service holds', async () => {
    const t: TestCore = await startTestCore(undefined, {
      showSaveDialog: async (o) => join(t.dir, 'out', o.defaultPath),
    })
    cleanups.push(() => t.close())
    const workspace = await saveEmulatorWorkspace(t, emulator)
    const ref = { workspaceId: workspace.id, eventId: firstEventId(emulator) }
    const exported = async (filter: unknown[]) => {
      const started = await t.value<{ status: ExportStatus }>('exports:start', {
        ...exportRequest(emulator, { filter: filter as [] }),
        ...ref,
      })
      const ended = () =>
        t.events
          .map((e) => e.payload as ExportStatus)
          .find((s) => s.exportId === started.status.exportId && s.state !== 'running')
      await eventually(() => expect(ended()).toBeDefined())
      return ended()!
    }
    const status = () => t.value<ChannelOutput<'snapshots:status'>>('snapshots:status', ref)

    // A filtered list is not every attendee: it is no snapshot.
    const filtered = await exported([{ field: 'status', op: 'eq', value: 'REGISTERED' }])
    expect(filtered.state).toBe('done')
    expect((await status()).latest).toBeNull()

    const done = await exported([])
    expect(done).toMatchObject({ state: 'done', warnings: [] })
    const all = expectedAttendees(emulator, ref.eventId, [], [])
    expect(done.rowsWritten).toBe(all.length)
    expect((await status()).latest?.total).toBe(all.length)
    const overview = await t.value<ChannelOutput<'snapshots:overview'>>('snapshots:overview', {
      ...ref,
      customField: null,
    })
    const byStatus = new Map<string, number>()
    for (const a of all) byStatus.set(a.status ?? '', (byStatus.get(a.status ?? '') ?? 0) + 1)
    expect(new Map(overview!.byStatus.counts.map((c) => [c.value, c.count]))).toEqual(byStatus)
    // Not a snapshot being taken: the snapshot job stays as it was.
    expect((await status()).job).toBeNull()
  })

  it('keeps each attendee its file holds, its pages read in worker threads', async () => {
    const { store, snapshots } = await snapshotsIn()
    const rig = await rigWith(snapshots)
    const started = await rig.service.start(
      exportRequest(emulator, { sort: [{ field: 'profile.lastName', direction: 'desc' }] }),
    )
    if (!started.started) throw new Error('not started')
    const done = await rig.finished(started.status.exportId)
    expect(done.state).toBe('done')
    const { rows } = await readCsv(join(rig.outDir, 'attendees.csv'))
    const idColumn = BASE_COLUMNS.findIndex((c) => c.id === 'id')
    const latest = store.latest('ws-test', firstEventId(emulator))!
    expect(latest.total).toBe(rows.length - 1)
    const kept = store.rows(latest.snapshotId, { filter: null, offset: 0, limit: 1000 })
    expect(kept.rows.map((a) => a.id)).toEqual(rows.slice(1).map((r) => r[idColumn]))
    expect(store.unfinished()).toEqual([])
  })

  it('keeps none of an export cancelled mid-way', async () => {
    const { store, snapshots } = await snapshotsIn()
    const rig = await rigWith(snapshots)
    const id = await rig.startMidway(exportRequest(emulator))
    expect(await rig.service.cancel(id)).toEqual({ cancelled: true })
    expect(store.latest('ws-test', firstEventId(emulator))).toBeNull()
    expect(store.unfinished()).toEqual([])
  })

  it('writes the whole file when the snapshot cannot be kept, and says so once', async () => {
    const full: SnapshotStore = {} as SnapshotStore
    let pages = 0
    const { store, snapshots } = await snapshotsIn((real) =>
      Object.assign(full, real, {
        addRead: (...args: Parameters<SnapshotStore['addRead']>) => {
          if (++pages === 2) throw new Error('database or disk is full')
          return real.addRead(...args)
        },
      }),
    )
    const rig = await rigWith(snapshots)
    const started = await rig.service.start(exportRequest(emulator))
    if (!started.started) throw new Error('not started')
    const done = await rig.finished(started.status.exportId)
    expect(done.state).toBe('done')
    const { rows } = await readCsv(join(rig.outDir, 'attendees.csv'))
    expect(rows.length - 1).toBe(expectedAttendees(emulator, firstEventId(emulator), [], []).length)
    expect(done.warnings).toEqual([
      'The file is complete, but its attendees were not kept as a snapshot for the overview: the disk is full or cannot be written to.',
    ])
    expect(store.latest('ws-test', firstEventId(emulator))).toBeNull()
    expect(store.unfinished()).toEqual([])
  })

  it('removes the snapshots older than the days they are kept, as any new snapshot does', async () => {
    const { store } = await snapshotsIn()
    const service = serviceOn(store, 30)
    const eventId = firstEventId(emulator)
    const old = store.begin('ws-test', eventId, '2020-01-01T10:00:00.000Z')
    store.finish(old, '2020-01-01T10:00:00.000Z')
    const rig = await rigWith(service)
    const started = await rig.service.start(exportRequest(emulator))
    if (!started.started) throw new Error('not started')
    expect((await rig.finished(started.status.exportId)).state).toBe('done')
    const latest = store.latest('ws-test', eventId)
    expect(latest?.total).toBe(expectedAttendees(emulator, eventId, [], []).length)
    expect(latest?.snapshotId).not.toBe(old)
    expect(store.previous('ws-test', eventId)).toBeNull()
    expect(service.status('ws-test', eventId).latest?.snapshotId).toBe(latest?.snapshotId)
  })
})
