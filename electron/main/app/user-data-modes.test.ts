/**
 * The user-data folder kept from other accounts: after a workspace is saved,
 * a session changed (the journal), an export paused and the log written,
 * every folder made in it is 0700 and every file 0600, as is the export's
 * hidden partial file beside the chosen one. Real files, their modes read
 * back with stat.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { BASE_COLUMNS } from '@shared/attendees/columns'
import type { ExportStatus } from '@shared/ipc/channels/export'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { eventually } from '@test-support/eventually'
import { leaveToday, saveEmulatorWorkspace, startTestCore, type TestCore } from '@test-support/core'

let emulator: RunningEmulator
let t: TestCore
let root: string

beforeAll(async () => {
  emulator = await startTestEmulator({ attendeesPerEvent: 500 })
  root = await mkdtemp(join(tmpdir(), 'stagehand-modes-'))
  t = await startTestCore('stagehand-modes-', {
    // A profile folder the core makes itself, as on a first start.
    userDataDir: join(root, 'profile'),
    showSaveDialog: async () => join(root, 'out', 'attendees.csv'),
  })
})
afterAll(async () => {
  await t.close()
  await emulator.close()
  await rm(root, { recursive: true, force: true })
})

/** Every folder and file under `dir`, with its permission bits. */
async function modesUnder(dir: string): Promise<{ path: string; dir: boolean; mode: number }[]> {
  const out: { path: string; dir: boolean; mode: number }[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    out.push({ path, dir: entry.isDirectory(), mode: (await stat(path)).mode & 0o777 })
    if (entry.isDirectory()) out.push(...(await modesUnder(path)))
  }
  return out
}

it('makes every folder of the user data 0700 and every file 0600, the partial export too', async () => {
  const workspace = await saveEmulatorWorkspace(t, emulator)
  const ev = emulator.events[0]!
  const ref = { workspaceId: workspace.id, eventId: ev.id }
  await t.value('sessions:update', {
    ...ref,
    sessionId: ev.sessionIds[0],
    changes: { title: 'New' },
  })

  // Two pages' requests today: the export pauses with its hidden file kept.
  await leaveToday(t, workspace, 2)
  const started = await t.value<{ started: boolean; status: ExportStatus }>('exports:start', {
    ...ref,
    filter: [],
    sort: [{ field: 'createdAt', direction: 'asc' }],
    columns: BASE_COLUMNS.map((c) => c.id),
    allColumns: false,
    suggestedName: 'attendees.csv',
  })
  const exportId = started.status.exportId
  const ended = () =>
    t.events.find(
      (e) =>
        e.name === 'exports:progress' &&
        (e.payload as ExportStatus).exportId === exportId &&
        (e.payload as ExportStatus).state !== 'running',
    )?.payload as ExportStatus | undefined
  await eventually(() => expect(ended()).toBeDefined())
  expect(ended()).toMatchObject({ state: 'paused', pausedReason: 'quota' })

  const inProfile = await modesUnder(join(root, 'profile'))
  // The folders this test needs to see made: settings, journal, export sidecars, logs.
  const names = inProfile.map((e) => e.path.slice(root.length + 1))
  expect(names).toEqual(
    expect.arrayContaining(['profile/settings.json', 'profile/journal', 'profile/logs']),
  )
  expect(inProfile.filter((e) => e.dir && e.mode !== 0o700)).toEqual([])
  expect(inProfile.filter((e) => !e.dir && e.mode !== 0o600)).toEqual([])
  expect((await stat(join(root, 'profile'))).mode & 0o777).toBe(0o700)

  const out = await modesUnder(join(root, 'out'))
  const part = out.filter((e) => e.path.endsWith('.part'))
  expect(part).toHaveLength(1)
  expect(part[0]!.mode).toBe(0o600)
}, 60_000)
