/**
 * The jsdom page of the component tests: what the app's screens use that
 * jsdom lacks, and an unmounted page after every test.
 *
 * Only the gaps the screens meet are filled: radix-ui measures with
 * ResizeObserver, scrolls with scrollIntoView and reads pointer capture;
 * sonner asks matchMedia for the colour scheme; the
 * image drop makes object URLs and checks images in a Web Worker, here run
 * in-process (worker-stand-in.ts).
 *
 * Every findBy and waitFor waits up to ASYNC_WAIT_MS: a wait ends as soon as
 * its condition holds, so a generous bound costs a passing test nothing, and a
 * busy machine (each test drives a real core and emulator) does not fail one.
 * Tests pass no shorter timeout of their own.
 */
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { StandInWorker } from './worker-stand-in'

/** How long a findBy or waitFor waits for its condition: under vitest's testTimeout (60 s). */
export const ASYNC_WAIT_MS = 15_000

configure({ asyncUtilTimeout: ASYNC_WAIT_MS })

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const fill = (target: object, name: string, value: unknown): void => {
  if ((target as Record<string, unknown>)[name] === undefined)
    Object.defineProperty(target, name, { value, configurable: true, writable: true })
}

fill(globalThis, 'ResizeObserver', NoResizeObserver)
fill(globalThis, 'Worker', StandInWorker)
// sonner follows the colour scheme; the page prefers none.
fill(window, 'matchMedia', (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
}))
fill(Element.prototype, 'scrollIntoView', function scrollIntoView() {})
fill(Element.prototype, 'hasPointerCapture', () => false)
fill(Element.prototype, 'setPointerCapture', () => undefined)
fill(Element.prototype, 'releasePointerCapture', () => undefined)

// A blob: URL per Blob, as the browser makes them; nothing is fetched from them in jsdom.
// Set whatever is there: the environment's own reads only blobs made by jsdom's Blob.
let objectUrls = 0
const replace = (name: string, value: unknown) =>
  Object.defineProperty(URL, name, { value, configurable: true, writable: true })
replace('createObjectURL', () => `blob:stagehand-test/${++objectUrls}`)
replace('revokeObjectURL', () => undefined)

afterEach(() => {
  cleanup()
})
