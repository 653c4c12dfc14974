/**
 * Boots the built main bundle (out/main/index.js) on a fresh stand-in, as
 * Electron would: import (module top level runs before 'ready'), then
 * 'ready', then wait for the window to show. The bundle keeps module state,
 * so every boot re-imports it after `vi.resetModules()`.
 *
 * The calling test file must mock electron itself (vi.mock is per file):
 *   const stage = vi.hoisted(() => ({ electron: null as ElectronStandIn | null }))
 *   vi.mock('electron', async () =>
 *     (await import('…/electron-stand-in')).stagedElectronModule(stage))
 */
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { vi } from 'vitest'
import { createBridge, type StagehandBridge } from '@shared/ipc/bridge'
import { bridgeLayout } from '@shared/ipc/contract-layout'
import { INVOKE_CHANNEL } from '@shared/ipc/constants'
import type { InvokeResult } from '@shared/ipc/envelope'
import {
  createElectronStandIn,
  type ElectronStandIn,
  type ElectronStandInOptions,
  type StandInBrowserWindow,
} from './index'
import { eventually } from '../eventually'
import type { StandInFrame } from './web-contents'

export const BUILT_MAIN = resolve(import.meta.dirname, '../../out/main/index.js')

export interface Stage {
  electron: ElectronStandIn | null
}

export interface BootOptions extends Partial<Omit<ElectronStandInOptions, 'userDataDir'>> {
  /** Environment variables for this boot; undefined removes one. STAGEHAND_NO_DEMO is '1'. */
  env?: Record<string, string | undefined>
  /** settings.json written to the profile before the app starts. */
  settings?: unknown
  /** Arguments after the executable's of the first start (a link the system starts the app with). */
  argv?: string[]
}

export interface BootedApp {
  electron: ElectronStandIn
  /** The profile Electron would use by default (app.getPath('userData') before any setPath). */
  defaultProfile: string
  /** The folder passed as STAGEHAND_USER_DATA_DIR. */
  envProfile: string
  window: StandInBrowserWindow
  /** `window.stagehand` as the preload builds it, invoking from `frame`. */
  bridgeFrom(frame: StandInFrame): StagehandBridge
  /** Quits the app, waits for the window state to be saved, removes the folders. */
  shutdown(): Promise<void>
}

export function assertMainBuilt(): void {
  if (!existsSync(BUILT_MAIN))
    throw new Error(
      `${BUILT_MAIN} is missing: run \`npx electron-vite build\` first (npm test builds before running Vitest).`,
    )
}

/** Imports the bundle fresh: its top level runs against the current stand-in, before 'ready'. */
export async function importBuiltMain(): Promise<void> {
  assertMainBuilt()
  vi.resetModules()
  await import(/* @vite-ignore */ BUILT_MAIN)
}

export async function bootBuiltMain(stage: Stage, options: BootOptions = {}): Promise<BootedApp> {
  const root = await mkdtemp(join(tmpdir(), 'stagehand-boot-'))
  const defaultProfile = join(root, 'default-profile')
  const envProfile = join(root, 'env-profile')
  await mkdir(defaultProfile)
  await mkdir(envProfile)
  const { env = {}, settings, argv = [], ...standInOptions } = options
  if (settings !== undefined) {
    const profile = standInOptions.isPackaged ? defaultProfile : envProfile
    await writeFile(join(profile, 'settings.json'), JSON.stringify(settings))
  }
  const electron = createElectronStandIn({ ...standInOptions, userDataDir: defaultProfile })
  stage.electron = electron
  const variables = {
    STAGEHAND_USER_DATA_DIR: envProfile,
    STAGEHAND_NO_DEMO: '1',
    ELECTRON_RENDERER_URL: undefined,
    ...env,
  }
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value)

  // The bundle reads its arguments as it is imported; the test process keeps its own after.
  const ownArgv = process.argv
  process.argv = [...ownArgv, ...argv]
  try {
    await importBuiltMain()
  } finally {
    process.argv = ownArgv
  }
  electron.app.becomeReady()
  const window = await eventually(() => {
    const [shown] = electron.BrowserWindow.getAllWindows().filter((w) => w.isVisible())
    if (!shown) throw new Error('the main window has not shown yet')
    return shown
  })

  const bridgeFrom = (frame: StandInFrame): StagehandBridge =>
    createBridge(
      {
        invoke: (envelope) =>
          electron.ipcMain.invokeFrom(frame, INVOKE_CHANNEL, envelope) as Promise<InvokeResult>,
        listen: () => () => undefined,
      },
      bridgeLayout,
    )

  const shutdown = async (): Promise<void> => {
    const profile = electron.app.getPath('userData')
    electron.app.quit()
    // Closing saves the window's bounds; wait for that write before removing its folder.
    const expected = { ...window.getNormalBounds(), maximized: window.isMaximized() }
    await eventually(async () => {
      const saved = JSON.parse(await readFile(join(profile, 'settings.json'), 'utf8'))
      if (!isDeepStrictEqual(saved.window, expected)) throw new Error('window state not saved yet')
    })
    vi.unstubAllEnvs()
    stage.electron = null
    await rm(root, { recursive: true, force: true, maxRetries: 5 })
  }

  return { electron, defaultProfile, envProfile, window, bridgeFrom, shutdown }
}

/** Boots the bundle, runs `check` on it, and shuts it down even when `check` throws. */
export async function withBootedMain(
  stage: Stage,
  options: BootOptions,
  check: (app: BootedApp) => Promise<void> | void,
): Promise<void> {
  const booted = await bootBuiltMain(stage, options)
  try {
    await check(booted)
  } finally {
    await booted.shutdown()
  }
}
