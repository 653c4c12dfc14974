/**
 * Boots the built main bundle on the Electron stand-in (see
 * index.boot.test.ts): what a packaged run ignores, a second instance, the
 * single-instance lock, and where the window reopens.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createElectronStandIn, FULL_HD_DISPLAY } from '@test-support/electron-stand-in'
import {
  importBuiltMain,
  type BootedApp,
  type BootOptions,
  type Stage,
  withBootedMain,
} from '@test-support/electron-stand-in/boot'

const stage = vi.hoisted((): Stage => ({ electron: null }))
vi.mock('electron', async () =>
  (await import('@test-support/electron-stand-in')).stagedElectronModule(stage),
)

const DEV_SERVER = 'http://127.0.0.1:5173/'
const REFUSED = { name: 'AppError', data: { kind: 'internal', message: 'Refused.' } }

const withBootedApp = (options: BootOptions, check: (app: BootedApp) => Promise<void> | void) =>
  withBootedMain(stage, options, check)

describe('launch options', () => {
  it('an unpackaged run honours the dev server, the profile folder and DevTools', () =>
    withBootedApp({ env: { ELECTRON_RENDERER_URL: DEV_SERVER } }, async (booted) => {
      const { app, Menu } = booted.electron
      expect(app.setPathCalls).toEqual([{ name: 'userData', path: booted.envProfile }])
      expect(booted.window.webContents.loadedUrls).toEqual([DEV_SERVER])
      expect(booted.window.options.webPreferences?.devTools).toBe(true)
      expect(Menu.applicationMenu?.roles()).toContain('toggledevtools')
      const info = await booted.bridgeFrom(booted.window.webContents.mainFrame).app.info()
      expect(info.logFile).toBe(join(booted.envProfile, 'logs', 'stagehand.log'))
    }))

  it('a packaged run ignores them: its own profile, the built page, no DevTools', () =>
    withBootedApp(
      { isPackaged: true, env: { ELECTRON_RENDERER_URL: DEV_SERVER } },
      async (booted) => {
        const { app, Menu } = booted.electron
        expect(app.setPathCalls).toEqual([])
        expect(booted.window.webContents.loadedUrls).toEqual(['app://stagehand/index.html'])
        expect(booted.window.options.webPreferences?.devTools).toBe(false)
        const roles = Menu.applicationMenu?.roles() ?? []
        expect(roles).not.toContain('toggledevtools')
        expect(roles).not.toContain('forcereload')
        expect(roles).not.toContain('viewmenu')
        expect(roles).toEqual(expect.arrayContaining(['reload', 'zoomin', 'togglefullscreen']))

        const contents = booted.window.webContents
        const info = await booted.bridgeFrom(contents.mainFrame).app.info()
        expect(info.logFile).toBe(join(booted.defaultProfile, 'logs', 'stagehand.log'))
        expect(existsSync(join(booted.envProfile, 'logs'))).toBe(false)
        // The dev server is just another site to the installed app.
        expect(contents.navigate(DEV_SERVER)).toEqual({ prevented: true })
        await contents.loadURL(DEV_SERVER)
        await expect(booted.bridgeFrom(contents.mainFrame).app.info()).rejects.toMatchObject(
          REFUSED,
        )
      },
    ))

  it('the Help menu reveals the logs folder', () =>
    withBootedApp({}, (booted) => {
      const item = booted.electron.Menu.applicationMenu?.find('Show Logs Folder')
      item?.click?.()
      expect(booted.electron.shell.shownInFolder).toEqual([
        join(booted.envProfile, 'logs', 'stagehand.log'),
      ])
    }))
})

describe('single instance', () => {
  it('a second launch restores and focuses the open window', () =>
    withBootedApp({}, (booted) => {
      const { app, BrowserWindow } = booted.electron
      booted.window.minimize()
      app.launchSecondInstance(['stagehand'])
      expect(booted.window.isMinimized()).toBe(false)
      expect(booted.window.calls.restore).toBe(1)
      expect(booted.window.isFocused()).toBe(true)
      expect(BrowserWindow.getAllWindows()).toHaveLength(1)

      const focusedBefore = booted.window.calls.focus
      app.launchSecondInstance(['stagehand'])
      expect(booted.window.calls.restore).toBe(1)
      expect(booted.window.calls.focus).toBe(focusedBefore + 1)
    }))

  it('without the lock the app quits and opens nothing', async () => {
    const profile = await mkdtemp(join(tmpdir(), 'stagehand-boot-'))
    try {
      const electron = createElectronStandIn({ userDataDir: profile, singleInstanceLock: false })
      stage.electron = electron
      vi.stubEnv('STAGEHAND_USER_DATA_DIR', profile)
      vi.stubEnv('STAGEHAND_NO_DEMO', '1')
      await importBuiltMain()
      expect(electron.app.singleInstanceLockRequests).toBe(1)
      expect(electron.app.quitCalls).toBe(1)
      // Nothing is left to run once Electron is ready: no wait for it, no listener of the app's.
      expect(electron.app.whenReadyCalls).toBe(0)
      expect(electron.app.eventNames()).toEqual([])
      electron.app.becomeReady()
      await new Promise((resolve) => setImmediate(resolve))
      expect(electron.BrowserWindow.getAllWindows()).toHaveLength(0)
      expect(electron.ipcMain.channels()).toEqual([])
    } finally {
      vi.unstubAllEnvs()
      stage.electron = null
      await rm(profile, { recursive: true, force: true })
    }
  })
})

describe('window bounds', () => {
  const saved = { x: 2100, y: 60, width: 1400, height: 900, maximized: true }
  const rightMonitor = {
    id: 2,
    bounds: { x: 1920, y: 0, width: 2560, height: 1440 },
    workArea: { x: 1920, y: 0, width: 2560, height: 1410 },
    scaleFactor: 1,
  }

  it('reopens where it was when that place is on a screen', () =>
    withBootedApp(
      { settings: { version: 1, window: saved }, displays: [FULL_HD_DISPLAY, rightMonitor] },
      (booted) => {
        expect(booted.window.options).toMatchObject({ x: 2100, y: 60, width: 1400, height: 900 })
        expect(booted.window.isMaximized()).toBe(true)
      },
    ))

  it('keeps only the size when that screen is gone', () =>
    withBootedApp(
      { settings: { version: 1, window: saved }, displays: [FULL_HD_DISPLAY] },
      (booted) => {
        expect(booted.window.options).toMatchObject({ width: 1400, height: 900 })
        expect(booted.window.options.x).toBeUndefined()
        expect(booted.window.options.y).toBeUndefined()
      },
    ))

  it('opens at the default size the first time', () =>
    withBootedApp({}, (booted) => {
      expect(booted.window.options).toMatchObject({ width: 1280, height: 820 })
      expect(booted.window.options.x).toBeUndefined()
      expect(booted.window.isMaximized()).toBe(false)
    }))
})
