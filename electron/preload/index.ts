/**
 * The preload: exposes `window.stagehand` (named domain functions built by
 * the shared bridge factory) and nothing else. The renderer never gets
 * ipcRenderer, a channel name or an IpcRendererEvent.
 */
import { contextBridge, ipcRenderer } from 'electron'
import { createBridge } from '@shared/ipc/bridge'
import { layoutOf } from '@shared/ipc/layout'
import { EVENT_CHANNEL, INVOKE_CHANNEL } from '@shared/ipc/constants'
import type { InvokeResult } from '@shared/ipc/envelope'

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
)

contextBridge.exposeInMainWorld('stagehand', bridge)
