/**
 * Runs in the page, where the preload would: builds `window.stagehand`.
 *
 * The same bridge factory as the preload, and like it without the channel
 * schemas, over the harness's HTTP route (invoke-route.ts) for calls and a
 * dispatched DOM event for main→renderer messages. Bundled to one script by
 * bundle.ts and added with page.addInitScript.
 */
import { firstScreenCalls } from '@shared/first-screen'
import { createBridge } from '@shared/ipc/bridge'
import type { ChannelName } from '@shared/ipc/contract'
import type { InvokeEnvelope, InvokeResult } from '@shared/ipc/envelope'
import { layoutOf } from '@shared/ipc/layout'
import { HARNESS_EVENT, HARNESS_INVOKE_URL } from './page-bridge-event'
import { decodeWire, decodeWireText, encodeWireText } from './wire'

/** The channel names, put in by bundle.ts as the preload's build does: no schemas in the page. */
declare const __STAGEHAND_CHANNEL_NAMES__: readonly ChannelName[]

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
  layoutOf(__STAGEHAND_CHANNEL_NAMES__),
  // As the preload does: main reads what the window shows first while its scripts load.
  firstScreenCalls(window.location.hash),
)

Object.defineProperty(window, 'stagehand', { value: bridge, writable: false, configurable: false })
