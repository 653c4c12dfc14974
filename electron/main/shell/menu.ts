/**
 * The application menu with the platform's standard roles (Edit gives copy/paste on macOS).
 *
 * The `viewMenu` role includes DevTools and a reload that bypasses the cache;
 * the installed app gets a View menu without them.
 */
import { Menu, shell, type MenuItemConstructorOptions } from 'electron'

const VIEW_MENU_WITHOUT_DEVTOOLS: MenuItemConstructorOptions = {
  label: 'View',
  submenu: [
    { role: 'reload' },
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ],
}

export function installMenu(logFile: string, options: { devTools: boolean }): void {
  const isMac = process.platform === 'darwin'
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    options.devTools ? { role: 'viewMenu' } : VIEW_MENU_WITHOUT_DEVTOOLS,
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [{ label: 'Show Log File', click: () => shell.showItemInFolder(logFile) }],
    },
  ]
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}
