import { describe, expect, it } from 'vitest'
import { progressThrottle, type ThrottleTimers } from './progress-throttle'

/** A clock whose time moves only when told, running what falls due. */
function manualClock() {
  let now = 0
  let due: { at: number; fn: () => void; id: number }[] = []
  let ids = 0
  const timers: ThrottleTimers = {
    set: (fn, ms) => {
      due.push({ at: now + ms, fn, id: ++ids })
      return ids
    },
    clear: (id) => void (due = due.filter((t) => t.id !== id)),
  }
  const advance = (ms: number) => {
    const until = now + ms
    for (;;) {
      const next = due.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0]
      if (!next) break
      due = due.filter((t) => t !== next)
      now = next.at
      next.fn()
    }
    now = until
  }
  return { clock: { now: () => now, timers }, advance, pending: () => due.length }
}

describe('progressThrottle', () => {
  it('sends the first report at once and the latest held one when the interval is up', () => {
    const { clock, advance } = manualClock()
    const throttle = progressThrottle({ intervalMs: 200, ...clock })
    const sent: number[] = []
    for (let i = 1; i <= 10; i++) {
      throttle.report('job', () => sent.push(i))
      advance(30)
    }
    // 1 at 0 ms, then the latest at 200 ms (7), then the latest of the rest at 400 ms (10).
    advance(1000)
    expect(sent).toEqual([1, 7, 10])
  })

  it('keeps the last report of a burst that then stalls', () => {
    const { clock, advance } = manualClock()
    const throttle = progressThrottle({ intervalMs: 200, ...clock })
    const sent: number[] = []
    throttle.report('job', () => sent.push(1))
    throttle.report('job', () => sent.push(2))
    expect(sent).toEqual([1])
    advance(200)
    expect(sent).toEqual([1, 2])
  })

  it('sends a last report at once, drops what was held, and starts the key afresh', () => {
    const { clock, advance, pending } = manualClock()
    const throttle = progressThrottle({ intervalMs: 200, ...clock })
    const sent: string[] = []
    throttle.report('job', () => sent.push('first'))
    throttle.report('job', () => sent.push('held'))
    throttle.report('job', () => sent.push('done'), true)
    expect(sent).toEqual(['first', 'done'])
    expect(pending()).toBe(0)
    throttle.report('job', () => sent.push('again'))
    expect(sent).toEqual(['first', 'done', 'again'])
    advance(1000)
    expect(sent).toHaveLength(3)
  })

  it('throttles each key on its own', () => {
    const { clock } = manualClock()
    const throttle = progressThrottle({ intervalMs: 200, ...clock })
    const sent: string[] = []
    throttle.report('a', () => sent.push('a'))
    throttle.report('b', () => sent.push('b'))
    expect(sent).toEqual(['a', 'b'])
  })

  it('sends nothing held once disposed', () => {
    const { clock, advance, pending } = manualClock()
    const throttle = progressThrottle({ intervalMs: 200, ...clock })
    const sent: number[] = []
    throttle.report('job', () => sent.push(1))
    throttle.report('job', () => sent.push(2))
    throttle.dispose()
    advance(1000)
    expect(sent).toEqual([1])
    expect(pending()).toBe(0)
  })

  it('sends at once a report that comes after a quiet interval', () => {
    const { clock, advance } = manualClock()
    const throttle = progressThrottle({ intervalMs: 200, ...clock })
    const sent: number[] = []
    throttle.report('job', () => sent.push(1))
    advance(500)
    throttle.report('job', () => sent.push(2))
    expect(sent).toEqual([1, 2])
  })
})
