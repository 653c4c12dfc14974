/**
 * The application menu, and on macOS the dock menu.
 *
 * The template is menu/menu-template.ts's, a pure function of the recent
 * events; this builds Electron's menu from it, again whenever the settings
 * change what it lists, and runs its items: what the window shows (the
 * shortcuts, About, Preferences, a recent event) is asked of it with
 * `app:menu`; the logs folder opens in the file manager; the diagnostics go
 * on the clipboard, and the window says so.
 *
 * Windows lists the same events in its jump list (shell/jump-list.ts).
 */
import { app, clipboard, Menu, shell, type BrowserWindow } from 'electron'
import type { MenuCommand } from '@shared/ipc/channels/menu'
import type { Core, CoreDeps } from '../app/core'
import {
  buildMenuTemplate,
  recentEventItems,
  type MenuActions,
  type MenuState,
} from '../menu/menu-template'
import type { Settings } from '../settings/settings-store'
import { bringForward } from './job-notices'

export interface MenuDeps {
  core: Pick<Core, 'settings' | 'logFile' | 'diagnostics' | 'log'>
  emit: CoreDeps['emit']
  currentWindow: () => BrowserWindow | null
  devTools: boolean
}

function menuState(settings: Settings | null, devTools: boolean): MenuState {
  return {
    platform: process.platform,
    devTools,
    recent: (settings?.workspaces ?? []).map((w) => ({
      workspaceId: w.id,
      workspaceName: w.name,
      eventIds: w.recentEventIds,
      eventNames: w.eventNames,
    })),
  }
}

function menuActions(deps: MenuDeps): MenuActions {
  /** Brings the window forward and asks it to show something; without a window, nothing. */
  const ask = (command: MenuCommand): void => {
    const window = deps.currentWindow()
    if (!window || window.isDestroyed()) return
    bringForward(window)
    deps.emit('app:menu', command)
  }
  return {
    openEvent: (workspaceId, eventId) => ask({ command: 'openEvent', workspaceId, eventId }),
    preferences: () => ask({ command: 'preferences' }),
    shortcuts: () => ask({ command: 'shortcuts' }),
    about: () => ask({ command: 'about' }),
    showLogs: () => shell.showItemInFolder(deps.core.logFile),
    copyDiagnostics: () => {
      deps.core
        .diagnostics()
        .then((text) => {
          clipboard.writeText(text)
          ask({ command: 'diagnosticsCopied' })
        })
        .catch((error: unknown) =>
          deps.core.log.error('diagnostics could not be copied', { error }),
        )
    },
  }
}

export function installMenu(deps: MenuDeps): void {
  const actions = menuActions(deps)
  let shown = ''
  const install = (settings: Settings | null): void => {
    const state = menuState(settings, deps.devTools)
    // Rebuilt only when what it lists changed: most writes (window bounds, preferences) change nothing.
    const key = JSON.stringify(state)
    if (key === shown) return
    shown = key
    Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(state, actions)))
    if (process.platform === 'darwin')
      app.dock?.setMenu(Menu.buildFromTemplate(recentEventItems(state, actions)))
  }
  install(deps.core.settings.peek())
  deps.core.settings.onChange(install)
}
