import { describe, expect, it } from 'vitest'
import { windowExcess } from '@test-support/window-check'
import { DOCUMENTED_LIMITS, Pacing, RATE_SAFETY } from './pacing'

const T0 = 1_000_000

describe('Pacing (token bucket)', () => {
  /** Starts and completes a request at once, if one may start. */
  const quick = (p: Pacing, t: number): boolean => {
    if (!p.canStart(t, 0)) return false
    p.charge(t)
    return true
  }

  it('allows the documented burst at once, then paces just under the documented rate', () => {
    const p = new Pacing(DOCUMENTED_LIMITS, T0)
    let inFlight = 0
    while (p.canStart(T0, inFlight)) inFlight++
    expect(inFlight).toBe(100)
    // A full bucket of requests in flight: only a completion makes room.
    expect(p.msUntilStart(T0 + 5000, inFlight)).toBeNull()
    for (; inFlight > 0; inFlight--) p.charge(T0)
    expect(p.msUntilStart(T0, 0)).toBe(Math.ceil(1000 / (10 * RATE_SAFETY)))
  })

  it('never lets more than burst + rate × t through in any window', () => {
    const p = new Pacing(DOCUMENTED_LIMITS, T0)
    const grants: number[] = []
    // Greedy client: asks every 10 ms for 30 s.
    for (let t = T0; t < T0 + 30_000; t += 10) while (quick(p, t)) grants.push(t)
    expect(windowExcess(grants, 100, 10)).toBeLessThanOrEqual(0)
    expect(grants.length).toBeGreaterThan(100 + 9 * 29)
  })

  it('charges slow requests when they complete, so a server counting them late never sees too many', () => {
    const p = new Pacing(DOCUMENTED_LIMITS, T0)
    // 100 requests sent at once that the server counts only at +2 s (when they complete).
    for (let i = 0; i < 100; i++) expect(p.canStart(T0, i)).toBe(true)
    for (let i = 0; i < 100; i++) p.charge(T0 + 2000)
    const counted = Array.from({ length: 100 }, () => T0 + 2000)
    // Next requests are fast: sent and counted at once.
    for (let t = T0 + 2000; t < T0 + 6000; t += 5) if (quick(p, t)) counted.push(t)
    expect(windowExcess(counted, 100, 10)).toBeLessThanOrEqual(0)
    expect(counted.length).toBeGreaterThan(130)
  })

  it('cuts rate and burst once per round of 429s, and regains them with successful traffic', () => {
    const p = new Pacing(DOCUMENTED_LIMITS, T0)
    expect(p.onRateLimited(T0 + 10, T0)).toBe(true)
    const cut = p.snapshot(T0 + 10)
    expect(cut.perSecond).toBeLessThan(10 * RATE_SAFETY)
    expect(cut.burst).toBeLessThanOrEqual(Math.ceil(cut.perSecond))
    expect(cut.tokens).toBe(0)
    // Other requests of the same round (sent before the cut) do not cut again.
    expect(p.onRateLimited(T0 + 20, T0 + 5)).toBe(false)
    expect(p.snapshot(T0 + 20).perSecond).toBe(cut.perSecond)
    // A request sent after the cut that still gets 429: cut again.
    expect(p.onRateLimited(T0 + 500, T0 + 400)).toBe(true)
    const lower = p.snapshot(T0 + 500).perSecond
    expect(lower).toBeLessThan(cut.perSecond)
    for (let i = 0; i < 2000; i++) p.onSuccess(T0 + 1000 + i)
    const back = p.snapshot(T0 + 5000)
    expect(back.perSecond).toBeCloseTo(10 * RATE_SAFETY)
    expect(back.burst).toBe(100)
  })

  it('windowExcess finds a window over the limits', () => {
    expect(windowExcess([0, 0, 0], 3, 1)).toBe(0)
    expect(windowExcess([0, 0, 0, 0], 3, 1)).toBe(1)
    expect(windowExcess([0, 0, 0, 1000], 3, 1)).toBe(0)
    expect(windowExcess([0, 0, 0, 500, 600], 3, 1)).toBeCloseTo(1.4)
  })

  it('never goes below one request every 5 s', () => {
    const p = new Pacing(DOCUMENTED_LIMITS, T0)
    for (let i = 1; i <= 50; i++) p.onRateLimited(T0 + i * 1000, T0 + i * 1000)
    expect(p.snapshot(T0 + 60_000).perSecond).toBeCloseTo(0.2)
    expect(p.snapshot(T0 + 60_000).burst).toBe(1)
  })
})
