/**
 * Binds the router to Electron: one invoke channel, and only for our own
 * window's main frame showing the app (see ../security/url-policy.ts).
 */
import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron'
import { EVENT_CHANNEL, INVOKE_CHANNEL } from '@shared/ipc/constants'
import type { EventName, EventPayload } from '@shared/ipc/contract'
import type { Router } from '../ipc/router'
import { isTrustedSender } from '../security/url-policy'

function fromOurWindow(
  event: IpcMainInvokeEvent,
  window: () => BrowserWindow | null,
  devRendererUrl: string | null,
): boolean {
  const ours = window()
  if (!ours || ours.isDestroyed()) return false
  const frame = event.senderFrame
  return isTrustedSender({
    frameUrl: frame?.url,
    isMainFrame: frame !== null && frame === ours.webContents.mainFrame,
    sameWebContents: event.sender === ours.webContents,
    devRendererUrl,
  })
}

export function bindIpc(
  router: Router,
  window: () => BrowserWindow | null,
  devRendererUrl: string | null,
): void {
  ipcMain.handle(INVOKE_CHANNEL, async (event, envelope: unknown) => {
    if (!fromOurWindow(event, window, devRendererUrl)) {
      return { ok: false, error: { kind: 'internal', message: 'Refused.', retryable: false } }
    }
    return router.handle(envelope)
  })
}

export function emitter(window: () => BrowserWindow | null) {
  return <E extends EventName>(name: E, payload: EventPayload<E>): void => {
    const target = window()
    if (target && !target.isDestroyed()) target.webContents.send(EVENT_CHANNEL, name, payload)
  }
}
