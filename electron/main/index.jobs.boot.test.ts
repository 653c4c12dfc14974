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
import { bootBuiltMain, type BootedApp, type Stage } from '@test-support/electron-stand-in/boot'
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

/** Exports the first event's attendee IDs to `name` and waits for the bar to go. */
async function exportAll(name: string) {
  const { window } = booted
  booted.electron.dialog.savePath = join(booted.envProfile, name)
  const from = window.progressBar.length
  const eventId = emu.events[0]!.id
  const started = await stagehand.exports.start({ workspaceId, eventId, columns: ['id'] })
  if (!started.started) throw new Error('the export did not start')
  const bars = await vi.waitFor(
    () => {
      const calls = window.progressBar.slice(from)
      if (calls.at(-1)?.progress !== -1) throw new Error('the bar is still on the taskbar')
      return calls
    },
    { timeout: 15_000, interval: 20 },
  )
  return { exportId: started.status.exportId, eventId, bars }
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
    // No total is known while it runs (the API gives none): a moving bar, then none.
    expect(bars).toEqual([
      { progress: 2, mode: 'indeterminate' },
      { progress: -1, mode: 'none' },
    ])
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
    expect(bars.at(-1)).toEqual({ progress: -1, mode: 'none' })
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
