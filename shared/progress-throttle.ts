/**
 * At most one report per interval for each key, and never the latest lost.
 *
 * The one throttle for progress that crosses to the window (an export's rows,
 * an import's sessions, a batch undo, the request meter; an upload's bytes
 * keep a check of their own, api/counted-body.ts says why):
 * the first report of a key goes at once; one that comes too soon is held and
 * sent when the interval is up, as the latest one then (a later report
 * replaces it), so a job that stalls after a burst still shows where it
 * stopped. `last` sends at once and forgets the key.
 */

/** How a held report waits: real timers unless a test moves its own. */
export interface ThrottleTimers {
  set(fn: () => void, ms: number): unknown
  clear(handle: unknown): void
}

/** Read at each call, so a test's fake timers take effect. */
const realTimers: ThrottleTimers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** Five reports a second: often enough to look live, rare enough to cost the window nothing. */
export const PROGRESS_INTERVAL_MS = 200

export interface ProgressThrottle {
  /** Sends `send` now, or holds it as its key's latest until the interval is up; `last` sends at once. */
  report(key: string, send: () => void, last?: boolean): void
  /** Drops every held report (the work was cancelled): nothing is sent after. */
  dispose(): void
}

interface Lane {
  sentAt: number
  timer: unknown
  held: (() => void) | null
}

export function progressThrottle(
  options: {
    intervalMs?: number
    /** The service's own clock (Date.now by default). */
    now?: () => number
    timers?: ThrottleTimers
  } = {},
): ProgressThrottle {
  const interval = options.intervalMs ?? PROGRESS_INTERVAL_MS
  const timers = options.timers ?? realTimers
  const clock = { now: options.now ?? (() => Date.now()), set: timers.set, clear: timers.clear }
  const lanes = new Map<string, Lane>()

  const sendNow = (lane: Lane, send: () => void): void => {
    lane.sentAt = clock.now()
    send()
  }

  return {
    report(key, send, last = false) {
      const lane = lanes.get(key)
      if (last) {
        if (lane?.timer !== undefined) clock.clear(lane.timer)
        lanes.delete(key)
        send()
        return
      }
      if (!lane) {
        const fresh: Lane = { sentAt: 0, timer: undefined, held: null }
        lanes.set(key, fresh)
        sendNow(fresh, send)
        return
      }
      lane.held = send
      if (lane.timer !== undefined) return
      const wait = lane.sentAt + interval - clock.now()
      if (wait <= 0) {
        lane.held = null
        sendNow(lane, send)
        return
      }
      lane.timer = clock.set(() => {
        lane.timer = undefined
        const held = lane.held
        lane.held = null
        if (held) sendNow(lane, held)
      }, wait)
    },
    dispose() {
      for (const lane of lanes.values()) if (lane.timer !== undefined) clock.clear(lane.timer)
      lanes.clear()
    },
  }
}
