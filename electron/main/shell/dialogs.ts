/** Electron's native dialogs and file manager, in the shapes the core asks for. */
import { app, dialog, shell, type BrowserWindow } from 'electron'
import type { SaveDialogOptions } from '../export/export-service'

/** Dialogs attached (sheet-like, modal) to the app's window whenever there is one. */
export function windowDialogs(currentWindow: () => BrowserWindow | null) {
  async function chooseOne(options: Electron.OpenDialogOptions): Promise<string | null> {
    const window = currentWindow()
    const result = window
      ? await dialog.showOpenDialog(window, options)
      : await dialog.showOpenDialog(options)
    return result.canceled ? null : (result.filePaths[0] ?? null)
  }
  return {
    chooseSheetFile(): Promise<string | null> {
      return chooseOne({
        title: 'Import an agenda',
        properties: ['openFile'],
        filters: [{ name: 'Spreadsheets (CSV or Excel)', extensions: ['csv', 'xlsx', 'txt'] }],
      })
    },
    async chooseIdFile(): Promise<string | null> {
      const options = {
        title: 'Import IDs',
        properties: ['openFile' as const],
        filters: [{ name: 'ID lists', extensions: ['txt', 'csv'] }],
      }
      const window = currentWindow()
      const result = window
        ? await dialog.showOpenDialog(window, options)
        : await dialog.showOpenDialog(options)
      return result.canceled ? null : (result.filePaths[0] ?? null)
    },
    async chooseSavePath(options: SaveDialogOptions): Promise<string | null> {
      const window = currentWindow()
      const result = window
        ? await dialog.showSaveDialog(window, options)
        : await dialog.showSaveDialog(options)
      return result.canceled || !result.filePath ? null : result.filePath
    },
  }
}

export function showItemInFolder(path: string): void {
  shell.showItemInFolder(path)
}

export function downloadsDir(): string {
  return app.getPath('downloads')
}
