/**
 * The app menu as data: a pure function of what the menu shows.
 *
 * The shell (shell/menu.ts) builds Electron's menu from this template and
 * rebuilds it when the recent events change; the template's items are the
 * subset of Electron's MenuItemConstructorOptions the menu uses, so the test
 * reads it without Electron.
 */

/** The Electron menu roles the menu uses (their items, accelerators and labels are the platform's). */
export type MenuRole =
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'close'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'delete'
  | 'selectAll'
  | 'reload'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'viewMenu'
  | 'windowMenu'
  | 'help'

export interface MenuItemSpec {
  role?: MenuRole
  type?: 'separator'
  label?: string
  accelerator?: string
  enabled?: boolean
  submenu?: MenuItemSpec[]
  click?: () => void
}

/** A workspace's events opened last, newest first. */
export interface RecentEvents {
  workspaceId: string
  workspaceName: string
  eventIds: readonly string[]
  /** Names by event ID, where the service's list of events gave them. */
  eventNames?: Readonly<Record<string, string>>
}

export interface MenuState {
  platform: string
  /** DevTools and a cache-bypassing reload in View: unpackaged runs only. */
  devTools: boolean
  /** Workspaces in their saved order, each with its recent events. */
  recent: readonly RecentEvents[]
}

export interface MenuActions {
  openEvent(workspaceId: string, eventId: string): void
  preferences(): void
  shortcuts(): void
  showLogs(): void
  copyDiagnostics(): void
  about(): void
}

/** Events per workspace the File menu lists (settings keep as many). */
export const RECENT_EVENTS_SHOWN = 10

const separator: MenuItemSpec = { type: 'separator' }

/** A label as Windows and Linux menus show it: there `&` marks a mnemonic, `&&` is one `&`. */
export function menuLabel(text: string, platform: string): string {
  return platform === 'darwin' ? text : text.replaceAll('&', '&&')
}

const VIEW_WITHOUT_DEVTOOLS: MenuItemSpec = {
  label: 'View',
  submenu: [
    { role: 'reload' },
    separator,
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    separator,
    { role: 'togglefullscreen' },
  ],
}

/** Every role of Edit, named out so copy, paste and undo work in every field on macOS too. */
const EDIT: MenuItemSpec = {
  label: 'Edit',
  submenu: [
    { role: 'undo' },
    { role: 'redo' },
    separator,
    { role: 'cut' },
    { role: 'copy' },
    { role: 'paste' },
    { role: 'pasteAndMatchStyle' },
    { role: 'delete' },
    separator,
    { role: 'selectAll' },
  ],
}

/**
 * The recent events: one workspace's listed flat, several under their names.
 *
 * Also the macOS dock menu's items (shell/menu.ts).
 */
export function recentEventItems(state: MenuState, actions: MenuActions): MenuItemSpec[] {
  const withEvents = state.recent.filter((w) => w.eventIds.length > 0)
  const eventsOf = (w: RecentEvents): MenuItemSpec[] =>
    w.eventIds.slice(0, RECENT_EVENTS_SHOWN).map((eventId) => ({
      label: w.eventNames?.[eventId] ? menuLabel(w.eventNames[eventId], state.platform) : eventId,
      click: () => actions.openEvent(w.workspaceId, eventId),
    }))
  if (withEvents.length === 0) return [{ label: 'No recent events', enabled: false }]
  if (withEvents.length === 1) return eventsOf(withEvents[0]!)
  return withEvents.map((w) => ({
    label: menuLabel(w.workspaceName, state.platform),
    submenu: eventsOf(w),
  }))
}

export function buildMenuTemplate(state: MenuState, actions: MenuActions): MenuItemSpec[] {
  const mac = state.platform === 'darwin'
  const about: MenuItemSpec = { label: 'About Stagehand', click: actions.about }
  const preferences: MenuItemSpec = {
    label: mac ? 'Settings…' : 'Preferences…',
    accelerator: 'CmdOrCtrl+,',
    click: actions.preferences,
  }
  const appMenu: MenuItemSpec = {
    label: 'Stagehand',
    submenu: [
      about,
      separator,
      preferences,
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  }
  const file: MenuItemSpec = {
    label: 'File',
    submenu: [
      { label: 'Recent Events', submenu: recentEventItems(state, actions) },
      separator,
      ...(mac ? [] : [preferences, separator]),
      { role: mac ? 'close' : 'quit' },
    ],
  }
  const help: MenuItemSpec = {
    role: 'help',
    submenu: [
      { label: 'Keyboard Shortcuts', click: actions.shortcuts },
      separator,
      { label: 'Show Logs Folder', click: actions.showLogs },
      { label: 'Copy Diagnostics', click: actions.copyDiagnostics },
      ...(mac ? [] : [separator, about]),
    ],
  }
  return [
    ...(mac ? [appMenu] : []),
    file,
    EDIT,
    state.devTools ? { role: 'viewMenu' } : VIEW_WITHOUT_DEVTOOLS,
    { role: 'windowMenu' },
    help,
  ]
}
