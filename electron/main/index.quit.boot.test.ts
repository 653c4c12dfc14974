/**
 * Boots the built main bundle on the Electron stand-in (see
 * index.boot.test.ts) and quits it while a request is going out: the app
 * ends ('quit') only once the services have closed, so the day's request
 * count is on disk by then and a restart does not forget it.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bootBuiltMain, type BootedApp, type Stage } from '@test-support/electron-stand-in/boot'
import { eventually } from '@test-support/eventually'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'

const stage = vi.hoisted((): Stage => ({ electron: null }))
vi.mock('electron', async () =>
  (await import('@test-support/electron-stand-in')).stagedElectronModule(stage),
)

let emu: RunningEmulator
let booted: BootedApp
beforeAll(async () => {
  emu = await startTestEmulator()
  booted = await bootBuiltMain(stage)
})
afterAll(async () => {
  await booted.shutdown()
  await emu.close()
})

describe('quitting', () => {
  it('ends the app only after the request counted just before is saved', async () => {
    const stagehand = booted.bridgeFrom(booted.window.webContents.mainFrame)
    const workspace = await stagehand.workspaces.save({
      name: 'Emulator',
      baseUrl: emu.baseUrl,
      apiKey: emu.demoKey,
    })
    const { app, net } = booted.electron
    const usage = join(app.getPath('userData'), 'requests', 'daily-usage.json')
    // What is on disk when the app ends: nothing after 'quit' runs.
    let atQuit: { onDisk: string | null } | null = null
    app.once('quit', () => {
      atQuit = { onDisk: existsSync(usage) ? readFileSync(usage, 'utf8') : null }
    })
    // The user quits as the request leaves: it has just been counted, its count not yet written.
    const send = net.fetch.bind(net)
    net.fetch = (input, init) => {
      net.fetch = send
      app.quit()
      return send(input, init)
    }
    await stagehand.teams.list({ workspaceId: workspace.id }).catch(() => undefined)
    const ended = await eventually(() => {
      if (!atQuit) throw new Error('the app has not ended yet')
      return atQuit
    })
    expect(ended.onDisk, 'the request count was not on disk when the app ended').not.toBeNull()
    const saved = JSON.parse(ended.onDisk ?? '{}') as { used?: Record<string, number> }
    expect(saved.used?.[workspace.id]).toBe(1)
  })
})
