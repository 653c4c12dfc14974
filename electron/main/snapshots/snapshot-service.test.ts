/**
 * Taking attendee snapshots through the core, over real HTTP: every page read
 * and kept, the overview counting what the service holds, the second
 * snapshot telling exactly what changed in the emulator meanwhile, Cancel
 * keeping nothing, and a removed workspace taking its snapshots with it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChannelOutput } from '@shared/ipc/contract'
import type { SnapshotJob } from '@shared/ipc/channels/snapshots'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { saveEmulatorWorkspace, startTestCore, type TestCore } from '@test-support/core'

let emulator: RunningEmulator
let t: TestCore
/** User-data folders a test handed its core: removed once the core is closed, never under it. */
const folders: string[] = []

afterEach(async () => {
  await t?.close()
  await emulator?.close()
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

async function rig(attendees: number) {
  emulator = await startTestEmulator({ attendeesPerEvent: attendees })
  t = await startTestCore()
  const workspace = await saveEmulatorWorkspace(t, emulator)
  return { workspaceId: workspace.id, eventId: emulator.events[0]!.id }
}

type Ref = { workspaceId: string; eventId: string }
const status = (ref: Ref) => t.value<ChannelOutput<'snapshots:status'>>('snapshots:status', ref)

/** Takes a snapshot and waits until it is done (its last progress event says so). */
async function take(ref: Ref): Promise<SnapshotJob> {
  await t.value('snapshots:take', ref)
  await expect.poll(async () => (await status(ref)).job?.state).toBe('done')
  return (await status(ref)).job!
}

/** The attendees the service serves now, read as the grid reads them. */
async function served(ref: Ref) {
  const page = await t.value<{ items: { id: string; status?: string | null }[] }>(
    'attendees:list',
    { ...ref, page: 1, pageSize: 100 },
  )
  return page.items
}

describe('attendee snapshots', () => {
  it('reads every page, keeps each attendee once and counts them by status', async () => {
    const ref = await rig(230)
    const before = await status(ref)
    expect(before.latest).toBeNull()
    expect(before.cost.requests).toBeNull()
    const job = await take(ref)
    // 230 attendees at 100 a page: three pages, the last one short.
    expect(job).toMatchObject({ attendees: 230, requests: 3, message: null })
    const progress = t.events.filter((e) => e.name === 'snapshots:progress')
    expect((progress.at(-1)!.payload as SnapshotJob).state).toBe('done')

    const overview = await t.value<ChannelOutput<'snapshots:overview'>>('snapshots:overview', {
      ...ref,
      customField: null,
    })
    expect(overview!.total).toBe(230)
    const counted = overview!.byStatus.counts.reduce((n, c) => n + c.count, 0)
    expect(counted + overview!.byStatus.others).toBe(230)
    // The next one's cost is told from this one's size.
    expect((await status(ref)).cost.requests).toBe(4)
  })

  it('tells exactly what changed between two snapshots', async () => {
    const ref = await rig(30)
    await take(ref)
    const [first, second, third] = await served(ref)
    emulator.state.patchAttendee(ref.eventId, first!.id, { status: 'CHECKED_IN' })
    emulator.state.patchAttendee(ref.eventId, second!.id, { status: 'CANCELLED' })
    // Served under a new ID: the old one is gone from the list, a new one is in it.
    const newId = '0c4a8d3e-5b8f-4d5e-9a1c-2f3e4d5c6b7a'
    emulator.state.overrideAttendee(ref.eventId, third!.id, { id: newId })
    await take(ref)

    const changes = await t.value<ChannelOutput<'snapshots:changes'>>('snapshots:changes', ref)
    expect(changes!.added.map((a) => a.id)).toEqual([newId])
    expect(changes!.removed.map((a) => a.id)).toEqual([third!.id])
    const moved = changes!.statusChanged.map((c) => [c.attendee.id, c.to])
    expect(moved.sort()).toEqual(
      [
        ...(first!.status === 'CHECKED_IN' ? [] : [[first!.id, 'CHECKED_IN']]),
        ...(second!.status === 'CANCELLED' ? [] : [[second!.id, 'CANCELLED']]),
      ].sort(),
    )
  })

  it('offers after a restart to resume a snapshot the app was closed while taking', async () => {
    const ref = await rig(150)
    // Each page waits 2 s at the service: the app closes while the first is out.
    emulator.state.setLatency(2000)
    await t.value('snapshots:take', ref)
    const { dir, secrets } = t
    folders.push(dir)
    await t.core.dispose()
    emulator.state.setLatency(0)
    t = await startTestCore(undefined, { userDataDir: dir, secrets })
    const paused = (await status(ref)).job
    expect(paused).toMatchObject({ state: 'paused', attendees: 0 })
    expect(paused?.message).toMatch(/^Stagehand was closed while this snapshot was being taken\./)
    expect((await take(ref)).attendees).toBe(150)
    expect((await status(ref)).latest?.total).toBe(150)
  })

  it('starts with an unreadable snapshots file removed, and says so until the next snapshot', async () => {
    emulator = await startTestEmulator({ attendeesPerEvent: 20 })
    const dir = await mkdtemp(join(tmpdir(), 'stagehand-snapshots-'))
    folders.push(dir)
    await mkdir(join(dir, 'snapshots'), { recursive: true })
    await writeFile(join(dir, 'snapshots', 'attendees.db'), 'not a database, only text')
    t = await startTestCore(undefined, { userDataDir: dir })
    const workspace = await saveEmulatorWorkspace(t, emulator)
    const ref = { workspaceId: workspace.id, eventId: emulator.events[0]!.id }
    expect((await status(ref)).notice).toMatch(/could not be read, so they were removed/)
    expect((await take(ref)).attendees).toBe(20)
    expect((await status(ref)).notice).toBeNull()
  })

  it('keeps nothing of a snapshot cancelled, and nothing of a removed workspace', async () => {
    const ref = await rig(400)
    // Each page waits 2 s at the service: the cancel arrives while the first is out.
    emulator.state.setLatency(2000)
    await t.value('snapshots:take', ref)
    expect(await t.value('snapshots:cancel', ref)).toEqual({ cancelled: true })
    expect((await status(ref)).job?.state).toBe('cancelled')
    expect((await status(ref)).latest).toBeNull()

    emulator.state.setLatency(0)
    await take(ref)
    expect((await status(ref)).latest?.total).toBe(400)
    await t.value('workspaces:remove', { workspaceId: ref.workspaceId })
    expect((await status(ref)).latest).toBeNull()
  })
})
