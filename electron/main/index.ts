/**
 * The Electron shell: the only main-process file (with shell/) that imports electron.
 *
 * It wires the Electron versions of the dependencies (net.fetch and
 * net.request, the OS keychain, shell) into the core and opens the window.
 */
import { app, BrowserWindow, clipboard, net, session, shell } from 'electron'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { createCore } from './app/core'
import { createLinkInbox } from './links/link-inbox'
import { createKeyringSecretStore } from './secrets/keyring-secret-store'
import { launchOptions } from './security/launch-options'
import { downloadsDir, showItemInFolder, windowDialogs } from './shell/dialogs'
import { guardSession, guardWebContents } from './shell/guards'
import { bindIpc, emitter } from './shell/ipc'
import { receiveLinks, registerLinkScheme } from './shell/links'
import { jobNotices } from './shell/job-notices'
import { installJumpList } from './shell/jump-list'
import { installMenu } from './shell/menu'
import { netUploadSender } from './shell/net-upload'
import { closeBeforeQuit } from './shell/quit'
import { registerAppScheme, serveRenderer } from './shell/protocol'
import { offerReloadOnRendererFailure } from './shell/renderer-recovery'
import { createMainWindow } from './shell/window'

const here = dirname(fileURLToPath(import.meta.url))

// The dev server, another profile folder (tests) and DevTools: unpackaged runs only.
const launch = launchOptions(process.env, app.isPackaged)
if (launch.userDataDir) app.setPath('userData', launch.userDataDir)

registerAppScheme()

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  let window: BrowserWindow | null = null
  const currentWindow = (): BrowserWindow | null => window
  let reopenWindow: (() => void) | null = null

  // Starting the app again, or a link, brings the open window forward instead of a second app.
  const bringForward = (): void => {
    if (!window || window.isDestroyed()) return reopenWindow?.()
    if (window.isMinimized()) window.restore()
    window.focus()
  }
  const links = createLinkInbox()
  receiveLinks(links, bringForward)
  registerLinkScheme(app.isPackaged)

  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, launch.devRendererUrl),
  )

  void app.whenReady().then(async () => {
    guardSession(session.defaultSession, launch.devRendererUrl)
    serveRenderer(join(here, '../renderer'))
    const dialogs = windowDialogs(currentWindow)
    const emit = emitter(currentWindow)
    const core = await createCore({
      userDataDir: app.getPath('userData'),
      fetch: (input, init) => net.fetch(input, init),
      // net.fetch reads a stream body whole before sending: uploads whose bytes sent
      // are shown go through net.request, which counts them on the wire.
      sendUpload: netUploadSender((options) => net.request(options)),
      secrets: createKeyringSecretStore(),
      emit,
      // OPEN_EXTERNAL_JS_CHECK, allowed in scripts/electronegativity-allowlist.json: the one
      // caller is the shell:openExternal handler, which refuses every URL that is not https:.
      openExternal: (url) => shell.openExternal(url),
      appInfo: {
        version: app.getVersion(),
        platform: process.platform,
        electron: process.versions.electron,
        chrome: process.versions.chrome,
      },
      demo: process.env.STAGEHAND_NO_DEMO !== '1',
      chooseFile: dialogs.chooseIdFile,
      chooseSheet: dialogs.chooseSheetFile,
      showSaveDialog: dialogs.chooseSavePath,
      showItemInFolder,
      downloadsDir: downloadsDir(),
      // Built beside this file as its own entry (electron.vite.config.ts).
      spawnCodecWorker: () => new Worker(join(here, 'codec-worker.js')),
      spawnSheetWorker: (options) => new Worker(join(here, 'sheet-worker.js'), options),
      spawnJournalWorker: () => new Worker(join(here, 'journal-worker.js')),
      links,
      writeClipboard: (text) => clipboard.writeText(text),
      ...jobNotices(currentWindow, emit),
    })
    installMenu({ core, emit, currentWindow, devTools: launch.devTools })
    installJumpList(core, app.isPackaged)
    bindIpc(core.router, currentWindow, launch.devRendererUrl)
    // Every window the app opens (the first, and one reopened on macOS) is the one
    // IPC answers, events and dialogs go to, until it closes.
    const openWindow = async (): Promise<void> => {
      const opened = await createMainWindow(core.settings, {
        preloadDir: join(here, '../preload'),
        devRendererUrl: launch.devRendererUrl,
        devTools: launch.devTools,
      })
      window = opened
      offerReloadOnRendererFailure(opened, core.log)
      opened.on('closed', () => {
        if (window === opened) window = null
      })
    }
    await openWindow()
    reopenWindow = () => void openWindow()
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) void openWindow()
    })
    closeBeforeQuit(app, () => core.dispose(), core.log)
  })

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
}
