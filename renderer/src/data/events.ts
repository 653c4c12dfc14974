/**
 * Main's events for a screen's own state, through the bridge.
 *
 * Events that change the cache are folded in at the app's root (the
 * `use…Sync` hooks); a screen whose listener keeps only what it shows (a
 * dialog opened, its uploads' bytes, the request meter) takes them here.
 */
import type { EventName, EventPayload } from '@shared/ipc/contract'
import { bridge } from '@renderer/bridge'

type Listener<E extends EventName> = (payload: EventPayload<E>) => void

/** Calls `listener` with each `name` event until the returned function is called. */
export function onMainEvent<E extends EventName>(name: E, listener: Listener<E>): () => void {
  return bridge().events.on(name, listener)
}

/**
 * As `onMainEvent`, and nothing when the window has no bridge.
 *
 * For what the desktop asks (the app menu, a notification's click, another
 * window's change): a part of the window shown alone, without main, has no
 * desktop to hear from.
 */
export function onDesktopEvent<E extends EventName>(name: E, listener: Listener<E>): () => void {
  const stagehand = (window as Partial<Window>).stagehand
  return stagehand ? stagehand.events.on(name, listener) : () => undefined
}
