/**
 * Runs in the page, where the preload would: builds `window.stagehand` with
 * the same bridge factory, over Playwright's exposeBinding for calls and a
 * dispatched DOM event for main→renderer messages. Bundled to one script by
 * bundle.ts and added with page.addInitScript.
 */
import { createBridge } from '../../shared/ipc/bridge'
import type { InvokeEnvelope, InvokeResult } from '../../shared/ipc/envelope'
import { decodeWire, encodeWire } from './wire'

declare global {
  interface Window {
    __stagehandInvoke?: (envelope: unknown) => Promise<unknown>
  }
}

import { HARNESS_EVENT } from './page-bridge-event'

const invokeBinding = window.__stagehandInvoke
try {
  // The page's own code has no business calling the binding directly.
  delete window.__stagehandInvoke
} catch {
  // Bindings may be non-configurable; the bridge is still the only documented surface.
}

const bridge = createBridge({
  async invoke(envelope: InvokeEnvelope) {
    if (!invokeBinding) throw new Error('harness binding missing')
    // The harness sends answers as JSON text (see harness.ts).
    const answer = await invokeBinding(encodeWire(envelope))
    return decodeWire(typeof answer === 'string' ? JSON.parse(answer) : answer) as InvokeResult
  },
  listen(listener) {
    const handler = (event: Event): void => {
      const { name, payload } = (event as CustomEvent<{ name: string; payload: unknown }>).detail
      listener(name, decodeWire(payload))
    }
    window.addEventListener(HARNESS_EVENT, handler)
    return () => window.removeEventListener(HARNESS_EVENT, handler)
  },
})

Object.defineProperty(window, 'stagehand', { value: bridge, writable: false, configurable: false })
