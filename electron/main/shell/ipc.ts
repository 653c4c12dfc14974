/**
 * Binds the router to Electron: one invoke channel, and only for our own
 * window's main frame loaded from our own origin.
 */
import { ipcMain } from 'electron'
import type { BrowserWindow, IpcMainInvokeEvent } from 'electron'
import { EVENT_CHANNEL, INVOKE_CHANNEL } from '../../../shared/ipc/constants'
import type { EventName, EventPayload } from '../../../shared/ipc/contract'
import type { Router } from '../ipc/router'
import { APP_ORIGIN } from './protocol'

function fromOurWindow(event: IpcMainInvokeEvent, window: () => BrowserWindow | null): boolean {
  const ours = window()
  const frame = event.senderFrame
  if (!ours || !frame || event.sender !== ours.webContents) return false
  if (frame !== ours.webContents.mainFrame) return false
  const origin = new URL(frame.url).origin
  return origin === APP_ORIGIN || (process.env.ELECTRON_RENDERER_URL ?? '').startsWith(origin)
}

export function bindIpc(router: Router, window: () => BrowserWindow | null): void {
  ipcMain.handle(INVOKE_CHANNEL, async (event, envelope: unknown) => {
    if (!fromOurWindow(event, window)) {
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
