/**
 * The one window: sandboxed, isolated, no Node, DevTools only in unpackaged runs.
 *
 * What its pages may do is limited in guards.ts; size and position are
 * remembered (window-bounds.ts decides whether the old place is usable).
 */
import { BrowserWindow, screen } from 'electron'
import { join } from 'node:path'
import type { SettingsStore } from '../settings/settings-store'
import { APP_ENTRY_URL } from '../security/url-policy'
import { MIN_WINDOW_SIZE } from '@shared/window-size'
import { restoredBounds } from './window-bounds'

export interface MainWindowOptions {
  preloadDir: string
  /** The dev server page (unpackaged runs only); null loads the built renderer. */
  devRendererUrl: string | null
  devTools: boolean
}

export async function createMainWindow(
  settings: SettingsStore,
  options: MainWindowOptions,
): Promise<BrowserWindow> {
  const saved = (await settings.read()).window
  const workAreas = screen.getAllDisplays().map((display) => display.workArea)
  const window = new BrowserWindow({
    ...restoredBounds(saved, workAreas),
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    title: 'Stagehand',
    webPreferences: {
      // Electronegativity asks for a review of every preload (PRELOAD_JS_CHECK, allowed in
      // scripts/electronegativity-allowlist.json): it is one bundled file, sandboxed and
      // isolated, exposing named functions only, never ipcRenderer or its events.
      preload: join(options.preloadDir, 'index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      devTools: options.devTools,
      // Off: Chromium's spellchecker would download its dictionaries from the network.
      spellcheck: false,
      // A middle-click would open a link as a new window; those are denied anyway (guards.ts).
      disableBlinkFeatures: 'Auxclick',
    },
  })
  if (saved?.maximized) window.maximize()
  window.once('ready-to-show', () => window.show())

  const remember = (): void => {
    if (window.isDestroyed()) return
    const maximized = window.isMaximized()
    const b = window.getNormalBounds()
    void settings.update((s) => ({ ...s, window: { ...b, maximized } }))
  }
  window.on('close', remember)

  await window.loadURL(options.devRendererUrl ?? APP_ENTRY_URL)
  return window
}
