/**
 * The renderer's only way to the main process.
 *
 * `window.stagehand`, exposed by the preload (or by the test harness, which
 * stands where the preload stands). Never call fetch from the renderer: every
 * server call goes through here.
 */
import type { StagehandBridge } from '@shared/ipc/bridge'

declare global {
  interface Window {
    stagehand: StagehandBridge
  }
}

/** The typed bridge. Throws a clear error if the preload did not run. */
export function bridge(): StagehandBridge {
  const value = (window as Partial<Window>).stagehand
  if (!value) {
    throw new Error('The Stagehand bridge is missing: the preload script did not run.')
  }
  return value
}
