/**
 * Time as a dependency.
 *
 * The scheduler never reads Date.now or setTimeout itself, so unit tests can
 * step a fake clock instead of sleeping, while the app and the integration
 * tests use real time.
 *
 * Two sources: durations (pacing, pauses, read timeouts) are measured on a
 * steady clock that only moves forward, so a wall clock set back an hour does
 * not freeze a workspace for that hour; the wall clock is read only where a
 * calendar date is meant (the daily quota's UTC day, timestamps shown).
 */
import { appError } from '@shared/errors'

export interface Clock {
  /** Milliseconds on a steady clock that never goes back; only differences mean anything. */
  now(): number
  /** Milliseconds since the epoch (the calendar): may jump when the system's time is set. */
  wallNow(): number
  /** Resolves after `ms`; rejects with a 'cancelled' AppError when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

export function cancelledError(): Error {
  return appError('cancelled', 'The operation was cancelled.')
}

/** The longest delay one setTimeout holds; a longer one fires at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

export const systemClock: Clock = {
  now: () => performance.now(),
  wallNow: () => Date.now(),
  sleep(ms, signal) {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(cancelledError())
      let timer: ReturnType<typeof setTimeout> | undefined
      const onAbort = (): void => {
        clearTimeout(timer)
        reject(cancelledError())
      }
      // A wait longer than one timer holds is slept in parts.
      const wait = (left: number): void => {
        timer = setTimeout(
          () => {
            if (left > LONGEST_TIMER_MS) return wait(left - LONGEST_TIMER_MS)
            signal?.removeEventListener('abort', onAbort)
            resolve()
          },
          Math.min(LONGEST_TIMER_MS, Math.max(0, left)),
        )
      }
      wait(ms)
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  },
}

/** A clock that only moves when told to; for unit tests of pure timing logic. */
export interface FakeClock extends Clock {
  /** Moves time forward, waking sleepers in order; awaits their continuations. */
  advance(ms: number): Promise<void>
  /** Sleepers not yet woken. */
  readonly pending: number
  /** Sets the wall clock `ms` forward (back, when negative), as a person setting the time does. */
  setWallBy(ms: number): void
}

/** Its steady time starts at `start` and moves with the wall clock until that is set. */
export function createFakeClock(start = Date.UTC(2025, 0, 1, 12)): FakeClock {
  let now = start
  let wallOffset = 0
  let sleepers: { at: number; wake: () => void }[] = []
  const flush = async (): Promise<void> => {
    for (let i = 0; i < 20; i++) await Promise.resolve()
  }
  return {
    now: () => now,
    wallNow: () => now + wallOffset,
    setWallBy(ms) {
      wallOffset += ms
    },
    get pending() {
      return sleepers.length
    },
    sleep(ms, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(cancelledError())
        const sleeper = { at: now + Math.max(0, ms), wake: resolve }
        sleepers.push(sleeper)
        signal?.addEventListener(
          'abort',
          () => {
            sleepers = sleepers.filter((s) => s !== sleeper)
            reject(cancelledError())
          },
          { once: true },
        )
      })
    },
    async advance(ms) {
      const target = now + ms
      await flush()
      for (;;) {
        const due = sleepers.filter((s) => s.at <= target).sort((a, b) => a.at - b.at)[0]
        if (!due) break
        sleepers = sleepers.filter((s) => s !== due)
        now = Math.max(now, due.at)
        due.wake()
        await flush()
      }
      now = target
      await flush()
    },
  }
}
