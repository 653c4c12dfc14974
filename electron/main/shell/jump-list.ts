/**
 * Windows' jump list: the recent events, each opening by its stagehand:// link.
 *
 * The list is menu/jump-list.ts's; this sets it at start and again whenever
 * the settings change what it lists. Electron has `app.setJumpList` on
 * Windows only, and a run from source would list the development Electron
 * binary, so only an installed app on Windows sets one. macOS lists the
 * recent events in the dock menu (shell/menu.ts); Linux has no list an app
 * can fill while it runs.
 */
import { app } from 'electron'
import type { Core } from '../app/core'
import { recentEventsJumpList } from '../menu/jump-list'
import type { Settings } from '../settings/settings-store'

export function installJumpList(core: Pick<Core, 'settings' | 'log'>, isPackaged: boolean): void {
  // Bound on Windows only: elsewhere the method is not there.
  if (!isPackaged || typeof app.setJumpList !== 'function') return
  let shown: string | null = null
  const install = (settings: Settings | null): void => {
    const removed = app.getJumpListSettings().removedItems
    const categories = recentEventsJumpList(settings?.workspaces ?? [], process.execPath, removed)
    // Set only when what it lists changed: most writes (window bounds, preferences) change nothing.
    const key = JSON.stringify(categories)
    if (key === shown) return
    const result = app.setJumpList(categories)
    if (result === 'ok') shown = key
    else core.log.warn('the jump list of recent events was not set', { result })
  }
  install(core.settings.peek())
  core.settings.onChange(install)
}
