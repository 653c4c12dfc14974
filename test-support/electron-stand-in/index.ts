/**
 * A stand-in for the `electron` module, for tests only: it behaves like
 * Electron where the shell (electron/main/index.ts and shell/) depends on
 * it, records what the shell did, and lets the test play the operating
 * system, the renderer and the browser. No Electron binary is needed.
 *
 *   const electron = createElectronStandIn({ userDataDir })
 *   vi.mock('electron', () => delegatingElectronModule(() => electron))
 */
import { StandInApp } from './app'
import { browserWindowClass } from './browser-window'
import { StandInContext } from './context'
import { StandInMenuModule } from './menu'
import { notificationClass } from './notification'
import { StandInNet, StandInProtocol } from './protocol'
import {
  StandInClipboard,
  StandInDialog,
  StandInIpcMain,
  StandInScreen,
  StandInSession,
  StandInShell,
  type Display,
} from './services'

export type { Display } from './services'
export type { StandInBrowserWindow } from './browser-window'
export type { StandInNotification } from './notification'
export type { StandInJumpListCategory, StandInJumpListItem } from './jump-list'
export type { StandInFrame, StandInWebContents } from './web-contents'

export interface ElectronStandInOptions {
  /** Where app.getPath('userData') points until the shell changes it. */
  userDataDir: string
  downloadsDir?: string
  isPackaged?: boolean
  version?: string
  /** False when another instance already holds the single-instance lock. */
  singleInstanceLock?: boolean
  displays?: Display[]
  /** The system the app believes it runs on, for `app`'s platform-only parts (default: this one). */
  platform?: NodeJS.Platform
}

export const FULL_HD_DISPLAY: Display = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1050 },
  scaleFactor: 1,
}

export function createElectronStandIn(options: ElectronStandInOptions) {
  const context = new StandInContext()
  const app = new StandInApp(context, {
    isPackaged: options.isPackaged ?? false,
    version: options.version ?? '0.0.0-test',
    paths: {
      userData: options.userDataDir,
      downloads: options.downloadsDir ?? options.userDataDir,
      temp: options.userDataDir,
    },
    singleInstanceLock: options.singleInstanceLock ?? true,
    platform: options.platform ?? process.platform,
  })
  context.app = app
  const screen = new StandInScreen(options.displays ?? [FULL_HD_DISPLAY])
  const protocol = new StandInProtocol(context)
  const defaultSession = new StandInSession()
  return {
    app,
    BrowserWindow: browserWindowClass(context, () => screen.getPrimaryDisplay().workArea),
    ipcMain: new StandInIpcMain(),
    protocol,
    net: new StandInNet(protocol),
    session: { defaultSession },
    shell: new StandInShell(),
    screen,
    dialog: new StandInDialog(),
    Menu: new StandInMenuModule(),
    Notification: notificationClass(),
    clipboard: new StandInClipboard(),
  }
}

export type ElectronStandIn = ReturnType<typeof createElectronStandIn>

const EXPORTS = [
  'app',
  'BrowserWindow',
  'ipcMain',
  'protocol',
  'net',
  'session',
  'shell',
  'screen',
  'dialog',
  'Menu',
  'Notification',
  'clipboard',
] as const satisfies ReadonlyArray<keyof ElectronStandIn>

/**
 * The module object for `vi.mock('electron', …)`. Vitest builds a mocked
 * module once per file and keeps it across `vi.resetModules()`, so each
 * export is a getter that reads the stand-in of the current scenario.
 */
export function delegatingElectronModule(current: () => ElectronStandIn): Record<string, unknown> {
  const module: Record<string, unknown> = {}
  for (const name of EXPORTS)
    Object.defineProperty(module, name, { enumerable: true, get: () => current()[name] })
  Object.defineProperty(module, 'default', { enumerable: true, get: () => current() })
  return module
}

/**
 * The module of a boot test: the stand-in of the stage's current scenario
 * (boot.ts), an error while none is staged.
 *   vi.mock('electron', async () => (await import('…/electron-stand-in')).stagedElectronModule(stage))
 */
export function stagedElectronModule(stage: {
  electron: ElectronStandIn | null
}): Record<string, unknown> {
  return delegatingElectronModule(() => {
    if (!stage.electron) throw new Error('no Electron stand-in for this scenario')
    return stage.electron
  })
}
