/**
 * The `slow` dialect's wait before each answer.
 *
 * A busy service takes seconds before it starts to answer. The wait of the
 * n-th API request is drawn from the seed and n, so a test run is the same on
 * every run; a request whose client gives up during the wait is not handled
 * at all (a write is not applied), so cancelling leaves nothing behind.
 */
import { createRng, hashSeed } from '../seed/prng'

export const SLOW_MIN_MS = 5_000
export const SLOW_MAX_MS = 8_000

/** The wait of the `n`-th API request (0-based) of an emulator seeded with `seed`. */
export function slowDelayMs(seed: number, n: number): number {
  return createRng(hashSeed(seed, 'slow', n)).range(SLOW_MIN_MS, SLOW_MAX_MS)
}

/** Waits `ms`; resolves false at once when `signal` aborts first (the client went away). */
export function waitUnlessCancelled(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false)
    const done = (waited: boolean) => {
      clearTimeout(timer)
      signal.removeEventListener('abort', cancelled)
      resolve(waited)
    }
    const cancelled = () => done(false)
    const timer = setTimeout(() => done(true), ms)
    signal.addEventListener('abort', cancelled, { once: true })
  })
}
