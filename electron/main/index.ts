/**
 * The Electron shell: the only main-process file (with shell/) that imports
 * electron. It wires the Electron versions of the dependencies (net.fetch,
 * the OS keychain, shell) into the core and opens the window.
 */
import { app, BrowserWindow, net, session, shell } from 'electron'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { createCore } from './app/core'
import { createKeyringSecretStore } from './secrets/keyring-secret-store'
import { downloadsDir, showItemInFolder, windowDialogs } from './shell/dialogs'
import { bindIpc, emitter } from './shell/ipc'
import { installMenu } from './shell/menu'
import { registerAppScheme, serveRenderer } from './shell/protocol'
import { createMainWindow } from './shell/window'

const here = dirname(fileURLToPath(import.meta.url))

// Tests and portable setups can point the app at another profile folder.
if (process.env.STAGEHAND_USER_DATA_DIR)
  app.setPath('userData', process.env.STAGEHAND_USER_DATA_DIR)

registerAppScheme()

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  let window: BrowserWindow | null = null
  const currentWindow = (): BrowserWindow | null => window

  app.on('second-instance', () => {
    if (!window) return
    if (window.isMinimized()) window.restore()
    window.focus()
  })

  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault())
  })

  void app.whenReady().then(async () => {
    // The renderer needs no device permissions at all.
    session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) =>
      callback(false),
    )
    serveRenderer(join(here, '../renderer'))
    const dialogs = windowDialogs(currentWindow)
    const core = await createCore({
      userDataDir: app.getPath('userData'),
      fetch: (input, init) => net.fetch(input, init),
      secrets: createKeyringSecretStore(),
      emit: emitter(currentWindow),
      openExternal: (url) => shell.openExternal(url),
      appInfo: { version: app.getVersion(), platform: process.platform },
      demo: process.env.STAGEHAND_NO_DEMO !== '1',
      chooseFile: dialogs.chooseIdFile,
      showSaveDialog: dialogs.chooseSavePath,
      showItemInFolder,
      downloadsDir: downloadsDir(),
      // Built beside this file as its own entry (electron.vite.config.ts).
      spawnCodecWorker: () => new Worker(join(here, 'codec-worker.js')),
    })
    installMenu(core.logFile)
    bindIpc(core.router, currentWindow)
    // Every window the app opens (the first, and one reopened on macOS) is the one
    // IPC answers, events and dialogs go to, until it closes.
    const openWindow = async (): Promise<void> => {
      const opened = await createMainWindow(core.settings, join(here, '../preload'))
      window = opened
      opened.on('closed', () => {
        if (window === opened) window = null
      })
    }
    await openWindow()
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) void openWindow()
    })
    app.on('before-quit', () => void core.dispose())
  })

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
}
