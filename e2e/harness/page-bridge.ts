/**
 * Runs in the page, where the preload would: builds `window.stagehand` with
 * the same bridge factory, over the harness's HTTP route (invoke-route.ts)
 * for calls and a dispatched DOM event for main→renderer
 * messages. Bundled to one script by bundle.ts and added with
 * page.addInitScript.
 */
import { createBridge } from '@shared/ipc/bridge'
import { bridgeLayout } from '@shared/ipc/contract-layout'
import type { InvokeEnvelope, InvokeResult } from '@shared/ipc/envelope'
import { HARNESS_EVENT, HARNESS_INVOKE_URL } from './page-bridge-event'
import { decodeWire, decodeWireText, encodeWireText } from './wire'

declare global {
  interface Window {
    [HARNESS_INVOKE_URL]?: string
  }
}

const invokeUrl = window[HARNESS_INVOKE_URL]
// The page's own code has no business calling the core directly.
delete window[HARNESS_INVOKE_URL]
// Taken now: the page's own code may replace window.fetch later.
const post = window.fetch.bind(window)

async function send(call: string): Promise<string> {
  if (!invokeUrl) throw new Error('harness call route missing')
  const response = await post(invokeUrl, { method: 'POST', body: call })
  if (!response.ok) throw new Error(`harness call failed (${response.status})`)
  return response.text()
}

const bridge = createBridge(
  {
    async invoke(envelope: InvokeEnvelope) {
      return decodeWireText(await send(encodeWireText(envelope))) as InvokeResult
    },
    listen(listener) {
      const handler = (event: Event): void => {
        const { name, payload } = (event as CustomEvent<{ name: string; payload: unknown }>).detail
        listener(name, decodeWire(payload))
      }
      window.addEventListener(HARNESS_EVENT, handler)
      return () => window.removeEventListener(HARNESS_EVENT, handler)
    },
  },
  bridgeLayout,
)

Object.defineProperty(window, 'stagehand', { value: bridge, writable: false, configurable: false })
