/**
 * The built preload (out/preload/index.cjs) on the built main bundle.
 *
 * The preload runs in the window's main frame as the page starts to load: it
 * asks for the first screen's reads at once (shared/first-screen.ts) and
 * exposes `window.stagehand`, whose first calls alike take those answers. Run
 * here as Electron runs it, with `electron` giving the context bridge and
 * `ipcRenderer.invoke` reaching main through the stand-in's IPC.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { StagehandBridge } from '@shared/ipc/bridge'
import type { InvokeEnvelope } from '@shared/ipc/envelope'
import { bootBuiltMain, type BootedApp, type Stage } from '@test-support/electron-stand-in/boot'

const stage = vi.hoisted((): Stage => ({ electron: null }))
vi.mock('electron', async () =>
  (await import('@test-support/electron-stand-in')).stagedElectronModule(stage),
)

const PRELOAD = resolve(import.meta.dirname, '../../out/preload/index.cjs')

/** Runs the built preload for the window's main frame at `hash`; notes each call it sends. */
function runPreload(booted: BootedApp, hash: string) {
  const sent: string[] = []
  let exposed: StagehandBridge | undefined
  const electron = {
    contextBridge: {
      exposeInMainWorld: (name: string, api: StagehandBridge) => {
        if (name === 'stagehand') exposed = api
      },
    },
    ipcRenderer: {
      invoke(channel: string, envelope: InvokeEnvelope) {
        sent.push(envelope.channel)
        return booted.electron.ipcMain.invokeFrom(
          booted.window.webContents.mainFrame,
          channel,
          envelope,
        )
      },
      on: () => undefined,
      removeListener: () => undefined,
    },
  }
  const require = (id: string) => {
    if (id === 'electron') return electron
    throw new Error(`a sandboxed preload cannot require ${id}`)
  }
  const module = { exports: {} }
  new Function('require', 'module', 'exports', 'location', readFileSync(PRELOAD, 'utf8'))(
    require,
    module,
    module.exports,
    { hash },
  )
  if (!exposed) throw new Error('the preload exposed no window.stagehand')
  return { sent, stagehand: exposed }
}

describe('the built preload', () => {
  let booted: BootedApp
  beforeAll(async () => {
    booted = await bootBuiltMain(stage)
  })
  afterAll(() => booted.shutdown())

  it("asks for the first screen as it runs, and hands the answers to the window's first calls", async () => {
    const { sent, stagehand } = runPreload(booted, '#/attendees')
    expect(sent).toEqual(['workspaces:list', 'app:firstScreen'])
    await expect(stagehand.workspaces.list()).resolves.toMatchObject({ workspaces: [] })
    // No workspace, so no event to read for.
    await expect(stagehand.app.firstScreen({ hash: '#/attendees' })).resolves.toBeNull()
    expect(sent).toHaveLength(2)
    // Each answer is taken once: the next call goes to main.
    await stagehand.workspaces.list()
    expect(sent).toEqual(['workspaces:list', 'app:firstScreen', 'workspaces:list'])
  })

  it('asks only for the workspace list for a window opening on another screen', () => {
    const { sent } = runPreload(booted, '#/teams')
    expect(sent).toEqual(['workspaces:list'])
  })
})
