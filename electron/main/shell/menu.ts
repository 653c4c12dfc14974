/** The application menu with the platform's standard roles (Edit gives copy/paste on macOS). */
import { Menu, shell } from 'electron'
import type { MenuItemConstructorOptions } from 'electron'

export function installMenu(logFile: string): void {
  const isMac = process.platform === 'darwin'
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [{ label: 'Show Log File', click: () => shell.showItemInFolder(logFile) }],
    },
  ]
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}
