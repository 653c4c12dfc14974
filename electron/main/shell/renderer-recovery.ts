/**
 * When the window's page crashes or stops answering, the user is offered a reload.
 *
 * Only the page goes: workspaces, the catalog, saved views and a running export
 * live in the main process (docs/architecture.md, "Processes"), so a reloaded
 * page finds them as they were and an export in progress carries on meanwhile.
 */
import {
  app,
  dialog,
  type BrowserWindow,
  type MessageBoxOptions,
  type RenderProcessGoneDetails,
} from 'electron'
import type { Logger } from '../logging/logger'

const RELOAD = 0

const KEPT =
  'Your workspaces, saved views and any export in progress are kept: the export goes on while the window reloads.'

function crashedMessage(details: RenderProcessGoneDetails): MessageBoxOptions {
  const why = details.reason === 'oom' ? 'ran out of memory' : 'stopped unexpectedly'
  return {
    type: 'error',
    title: 'Stagehand',
    message: `The Stagehand window ${why}.`,
    detail: `${KEPT} Reload the window to go on, or quit Stagehand.`,
    buttons: ['Reload the window', 'Quit Stagehand'],
    defaultId: RELOAD,
    // Escape reloads: a crashed page shows nothing worth keeping.
    cancelId: RELOAD,
    noLink: true,
  }
}

const HUNG_MESSAGE: MessageBoxOptions = {
  type: 'warning',
  title: 'Stagehand',
  message: 'The Stagehand window is not responding.',
  detail: `${KEPT} Reload the window now, or wait for it to answer again.`,
  buttons: ['Reload the window', 'Wait'],
  defaultId: RELOAD,
  cancelId: 1,
  noLink: true,
}

/**
 * Watches one window.
 *
 * 'render-process-gone' (crash, out of memory, killed) and 'unresponsive' each
 * offer a reload, one dialog at a time. A page that was gone by the time a
 * "Wait" was chosen is offered the reload again, since waiting cannot bring it
 * back.
 */
export function offerReloadOnRendererFailure(window: BrowserWindow, log: Logger): void {
  let asking = false
  let gone: RenderProcessGoneDetails | null = null

  const ask = async (options: MessageBoxOptions, onOther: () => void): Promise<void> => {
    asking = true
    try {
      const { response } = await dialog.showMessageBox(window, options)
      if (window.isDestroyed()) return
      if (response === RELOAD) {
        gone = null
        window.webContents.reload()
      } else onOther()
    } finally {
      asking = false
    }
    if (gone && !window.isDestroyed()) offerAfterCrash(gone)
  }

  const offerAfterCrash = (details: RenderProcessGoneDetails): void => {
    if (asking) return
    void ask(crashedMessage(details), () => {
      gone = null
      app.quit()
    }).catch((error: unknown) => log.error('the reload offer after a crash failed', { error }))
  }

  window.webContents.on('render-process-gone', (_event, details) => {
    // A clean exit is the window closing, not a failure.
    if (details.reason === 'clean-exit') return
    log.warn("the window's page went away", { reason: details.reason, exitCode: details.exitCode })
    gone = details
    offerAfterCrash(details)
  })

  window.on('unresponsive', () => {
    if (asking) return
    log.warn("the window's page is not responding")
    void ask(HUNG_MESSAGE, () => undefined).catch((error: unknown) =>
      log.error('the reload offer for a hung window failed', { error }),
    )
  })
}
