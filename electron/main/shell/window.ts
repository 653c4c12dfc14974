/**
 * The one window: sandboxed, isolated, no Node; navigation and new windows
 * denied; https links go to the browser. Size and position are remembered.
 */
import { BrowserWindow, screen, shell } from 'electron'
import { join } from 'node:path'
import type { SettingsStore } from '../settings/settings-store'
import { APP_ORIGIN } from './protocol'

const DEFAULT_SIZE = { width: 1280, height: 820 }

function onScreen(bounds: {
  x?: number | undefined
  y?: number | undefined
  width: number
  height: number
}): boolean {
  if (bounds.x === undefined || bounds.y === undefined) return false
  const { x, y } = bounds
  return screen
    .getAllDisplays()
    .some(({ workArea: a }) => x >= a.x && y >= a.y && x < a.x + a.width && y < a.y + a.height)
}

export async function createMainWindow(
  settings: SettingsStore,
  preloadDir: string,
): Promise<BrowserWindow> {
  const saved = (await settings.read()).window
  const bounds =
    saved && onScreen(saved)
      ? saved
      : { ...DEFAULT_SIZE, ...(saved ? { width: saved.width, height: saved.height } : {}) }
  const window = new BrowserWindow({
    ...bounds,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Stagehand',
    webPreferences: {
      preload: join(preloadDir, 'index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: true,
    },
  })
  if (saved?.maximized) window.maximize()
  window.once('ready-to-show', () => window.show())

  const devUrl = process.env.ELECTRON_RENDERER_URL
  const allowedOrigin = devUrl ? new URL(devUrl).origin : APP_ORIGIN
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url)
    return { action: 'deny' }
  })
  window.webContents.on('will-navigate', (event, url) => {
    if (new URL(url).origin !== allowedOrigin) event.preventDefault()
  })

  const remember = (): void => {
    if (window.isDestroyed()) return
    const maximized = window.isMaximized()
    const b = window.getNormalBounds()
    void settings.update((s) => ({ ...s, window: { ...b, maximized } }))
  }
  window.on('close', remember)

  await window.loadURL(devUrl ?? `${APP_ORIGIN}/index.html`)
  return window
}
