/**
 * The preload: exposes `window.stagehand` (named domain functions built by
 * the shared bridge factory) and nothing else. The renderer never gets
 * ipcRenderer, a channel name or an IpcRendererEvent. It asks for the first
 * screen's data as it runs (shared/first-screen.ts).
 */
import { contextBridge, ipcRenderer } from 'electron'
import { firstScreenCalls } from '@shared/first-screen'
import { createBridge } from '@shared/ipc/bridge'
import { layoutOf } from '@shared/ipc/layout'
import { EVENT_CHANNEL, INVOKE_CHANNEL } from '@shared/ipc/constants'
import type { InvokeResult } from '@shared/ipc/envelope'

/** The page's address: the preload runs in the page as it starts to load (no DOM types here). */
declare const location: { readonly hash: string }

const bridge = createBridge(
  {
    invoke: (envelope) => ipcRenderer.invoke(INVOKE_CHANNEL, envelope) as Promise<InvokeResult>,
    listen(listener) {
      const wrapped = (_event: unknown, name: string, payload: unknown): void =>
        listener(name, payload)
      ipcRenderer.on(EVENT_CHANNEL, wrapped)
      return () => {
        ipcRenderer.removeListener(EVENT_CHANNEL, wrapped)
      }
    },
  },
  layoutOf(__STAGEHAND_CHANNEL_NAMES__),
  // Main reads what the window shows first while the window loads its scripts.
  firstScreenCalls(location.hash),
)

contextBridge.exposeInMainWorld('stagehand', bridge)
