/**
 * `Menu`: keeps the template it was built from and, like Electron, fills a
 * menu role (`viewMenu`, `editMenu`, …) with that role's default items, so a
 * test sees DevTools in a `viewMenu` it never spelled out.
 */

export interface MenuItemTemplate {
  role?: string
  label?: string
  type?: string
  submenu?: MenuItemTemplate[]
  click?: (...args: unknown[]) => void
  [key: string]: unknown
}

const isMac = process.platform === 'darwin'

/** The items Electron puts in each menu role's submenu (lib/browser/api/menu-item-roles). */
const ROLE_SUBMENUS: Record<string, string[]> = {
  appmenu: ['about', '-', 'services', '-', 'hide', 'hideOthers', 'unhide', '-', 'quit'],
  filemenu: [isMac ? 'close' : 'quit'],
  editmenu: isMac
    ? ['undo', 'redo', '-', 'cut', 'copy', 'paste', 'pasteAndMatchStyle', 'delete', 'selectAll']
    : ['undo', 'redo', '-', 'cut', 'copy', 'paste', 'delete', '-', 'selectAll'],
  viewmenu: [
    'reload',
    'forceReload',
    'toggleDevTools',
    '-',
    'resetZoom',
    'zoomIn',
    'zoomOut',
    '-',
    'togglefullscreen',
  ],
  windowmenu: isMac ? ['minimize', 'zoom', '-', 'front'] : ['minimize', 'zoom', 'close'],
}

function expand(item: MenuItemTemplate): MenuItemTemplate {
  const defaults = item.role ? ROLE_SUBMENUS[item.role.toLowerCase()] : undefined
  const submenu = item.submenu
    ? item.submenu.map(expand)
    : defaults?.map((role) => (role === '-' ? { type: 'separator' } : { role }))
  return submenu ? { ...item, submenu } : { ...item }
}

export class StandInMenu {
  readonly items: MenuItemTemplate[]

  constructor(readonly template: MenuItemTemplate[]) {
    this.items = template.map(expand)
  }

  /** Every role anywhere in the menu, lower-cased (Electron's roles are case-insensitive). */
  roles(): string[] {
    const walk = (items: MenuItemTemplate[]): string[] =>
      items.flatMap((item) => [
        ...(item.role ? [item.role.toLowerCase()] : []),
        ...walk(item.submenu ?? []),
      ])
    return walk(this.items)
  }

  /** The item with this label, searched through the submenus. */
  find(label: string): MenuItemTemplate | undefined {
    const walk = (items: MenuItemTemplate[]): MenuItemTemplate | undefined => {
      for (const item of items) {
        if (item.label === label) return item
        const inside = walk(item.submenu ?? [])
        if (inside) return inside
      }
      return undefined
    }
    return walk(this.items)
  }
}

export class StandInMenuModule {
  applicationMenu: StandInMenu | null = null

  buildFromTemplate(template: MenuItemTemplate[]): StandInMenu {
    return new StandInMenu(template)
  }

  setApplicationMenu(menu: StandInMenu | null): void {
    this.applicationMenu = menu
  }

  getApplicationMenu(): StandInMenu | null {
    return this.applicationMenu
  }
}
