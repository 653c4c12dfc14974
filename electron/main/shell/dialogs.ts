/** Electron's native dialogs and file manager, in the shapes the core asks for. */
import { app, BrowserWindow, dialog, shell } from 'electron'
import type { SaveDialogOptions } from '../export/export-service'

function parent(): BrowserWindow | undefined {
  return BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0]
}

export async function chooseIdFile(): Promise<string | null> {
  const options = {
    title: 'Import IDs',
    properties: ['openFile' as const],
    filters: [{ name: 'ID lists', extensions: ['txt', 'csv'] }],
  }
  const window = parent()
  const result = window
    ? await dialog.showOpenDialog(window, options)
    : await dialog.showOpenDialog(options)
  return result.canceled ? null : (result.filePaths[0] ?? null)
}

export async function chooseSavePath(options: SaveDialogOptions): Promise<string | null> {
  const window = parent()
  const result = window
    ? await dialog.showSaveDialog(window, options)
    : await dialog.showSaveDialog(options)
  return result.canceled || !result.filePath ? null : result.filePath
}

export function showItemInFolder(path: string): void {
  shell.showItemInFolder(path)
}

export function downloadsDir(): string {
  return app.getPath('downloads')
}
