/**
 * Boots the built main bundle on the Electron stand-in (see
 * index.boot.test.ts) and exports the attendees of an emulated event: the
 * taskbar shows the export moving and loses the bar at its end, a
 * notification tells the end while the window is in the background, and its
 * click brings the window forward on the export's screen. A batch undo does
 * the same with a bar that counts its changes.
 */
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { EVENT_CHANNEL } from '@shared/ipc/constants'
import type { StagehandBridge } from '@shared/ipc/bridge'
import type { ExportStatus } from '@shared/ipc/channels/export'
import { bootBuiltMain, type BootedApp, type Stage } from '@test-support/electron-stand-in/boot'
import { eventually } from '@test-support/eventually'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'

const stage = vi.hoisted((): Stage => ({ electron: null }))
vi.mock('electron', async () =>
  (await import('@test-support/electron-stand-in')).stagedElectronModule(stage),
)

let emu: RunningEmulator
let booted: BootedApp
let stagehand: StagehandBridge
let workspaceId: string
beforeAll(async () => {
  emu = await startTestEmulator()
  booted = await bootBuiltMain(stage)
  stagehand = booted.bridgeFrom(booted.window.webContents.mainFrame)
  const saved = await stagehand.workspaces.save({
    name: 'Emulator',
    baseUrl: emu.baseUrl,
    apiKey: emu.demoKey,
  })
  workspaceId = saved.id
})
afterAll(async () => {
  await booted.shutdown()
  await emu.close()
})

const NO_BAR = { progress: -1, mode: 'none' }

/**
 * The bars an export without a total shows, then none: a moving one on
 * Windows; elsewhere a value above 1 is drawn full, so no bar at all.
 */
const exportBars =
  process.platform === 'win32' ? [{ progress: 2, mode: 'indeterminate' }, NO_BAR] : []

/** Exports the first event's attendee IDs to `name`, waits for its end, and gives the bars shown. */
async function exportAll(name: string) {
  const { window } = booted
  booted.electron.dialog.savePath = join(booted.envProfile, name)
  const from = window.progressBar.length
  const eventId = emu.events[0]!.id
  const started = await stagehand.exports.start({ workspaceId, eventId, columns: ['id'] })
  if (!started.started) throw new Error('the export did not start')
  const exportId = started.status.exportId
  // The bar is set in the same step that sends the end to the window.
  await eventually(() => {
    const ended = booted.window.webContents.sent.some(
      (m) =>
        m.channel === EVENT_CHANNEL &&
        m.args[0] === 'exports:progress' &&
        (m.args[1] as ExportStatus).exportId === exportId &&
        (m.args[1] as ExportStatus).state !== 'running',
    )
    if (!ended) throw new Error('the export is still running')
  })
  return { exportId, eventId, bars: window.progressBar.slice(from) }
}

const jobsOpened = () =>
  booted.window.webContents.sent
    .filter((m) => m.channel === EVENT_CHANNEL && m.args[0] === 'jobs:open')
    .map((m) => m.args[1])

describe('long jobs outside the window', () => {
  it('moves the taskbar during an export and tells its end, whose click opens it', async () => {
    const { window } = booted
    const { Notification } = booted.electron
    window.blur()
    const { exportId, eventId, bars } = await exportAll('all.csv')
    // No total is known while it runs (the API gives none).
    expect(bars).toEqual(exportBars)
    expect(Notification.built).toHaveLength(1)
    const notice = Notification.built[0]!
    expect(notice.title).toBe('Export finished')
    expect(notice.body).toMatch(/^all\.csv: [\d,]+ rows written\.$/)
    expect(notice.showing).toBe(true)
    expect(window.isFocused()).toBe(false)

    const focusCalls = window.calls.focus
    notice.click()
    expect(window.calls.focus).toBe(focusCalls + 1)
    expect(window.isFocused()).toBe(true)
    expect(jobsOpened()).toEqual([{ jobId: exportId, kind: 'export', workspaceId, eventId }])
  })

  it('tells nothing while the window has the focus, or once the preference is off', async () => {
    const { window } = booted
    const { Notification } = booted.electron
    const before = Notification.built.length
    window.focus()
    await exportAll('focused.csv')
    expect(Notification.built).toHaveLength(before)

    await stagehand.preferences.set({ notifyJobEnds: false })
    window.blur()
    const { bars } = await exportAll('muted.csv')
    expect(bars.at(-1) ?? NO_BAR).toEqual(NO_BAR)
    expect(Notification.built).toHaveLength(before)
  })

  it('counts a batch undo on the taskbar and tells its end, whose click opens it', async () => {
    const { window } = booted
    const { Notification } = booted.electron
    await stagehand.preferences.set({ notifyJobEnds: true })
    const eventId = emu.events[0]!.id
    const sessionIds = emu.events[0]!.sessionIds.slice(0, 2)
    // Titles first set unbatched, so the batch's entries know what to put back.
    for (const batchId of [undefined, 'boot-undo'])
      for (const sessionId of sessionIds)
        await stagehand.sessions.update({
          workspaceId,
          eventId,
          sessionId,
          changes: { title: `${batchId ?? 'before'} ${sessionId}` },
          ...(batchId ? { batchId } : {}),
        })
    const from = window.progressBar.length
    const before = Notification.built.length
    window.blur()
    const summary = await stagehand.journal.undoBatch({ workspaceId, batchId: 'boot-undo' })
    expect(summary).toMatchObject({ total: 2, reverted: 2 })
    const bars = window.progressBar.slice(from)
    expect(bars[0]).toEqual({ progress: 0, mode: 'normal' })
    expect(bars.slice(1, -1).every((b) => b.mode === 'normal' && b.progress > 0)).toBe(true)
    expect(bars.at(-1)).toEqual({ progress: -1, mode: 'none' })
    const notice = Notification.built[before]!
    expect([notice.title, notice.body]).toEqual([
      'Undo finished',
      'Undo of 2 changes: All 2 changes were undone.',
    ])
    notice.click()
    expect(window.isFocused()).toBe(true)
    expect(jobsOpened().at(-1)).toMatchObject({ kind: 'undo', workspaceId, eventId })
  })
})
