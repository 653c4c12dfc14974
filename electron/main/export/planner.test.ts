import { describe, expect, it } from 'vitest'
import { DEFAULT_PLANNER, PagePlanner, type PlannerOptions } from './planner'

/**
 * Simulates an export in rounds.
 *
 * Every request handed out in a round comes back before the next one (what
 * concurrency with a free token bucket gives). Every request counts, even one
 * cancelled after the end was found, since it may already have been sent.
 */
function simulate(pages: number, options: Partial<PlannerOptions> = {}, nextOnEveryPage = false) {
  const planner = new PagePlanner({ ...DEFAULT_PLANNER, ...options })
  let requests = 0
  let rounds = 0
  let maxInFlight = 0
  const done = new Set<number>()
  let nextWrite = options.firstPage ?? 1
  let pending = planner.next()
  while (pending.length > 0) {
    rounds++
    requests += pending.length
    maxInFlight = Math.max(maxInFlight, planner.inFlight)
    const cancelled = new Set<number>()
    for (const page of pending) {
      if (cancelled.has(page)) {
        planner.dropped(page)
        continue
      }
      const count = page <= pages ? 10 : 0
      // A page with rows and a next link that always points on: only the empty page ends it.
      const hasNext = nextOnEveryPage ? count > 0 : page < pages
      if (planner.settle(page, { count, hasNext })) done.add(page)
      for (const beyond of planner.beyondEnd()) cancelled.add(beyond)
    }
    while (done.has(nextWrite)) nextWrite++
    planner.written(nextWrite)
    if (rounds > 10_000) throw new Error('no progress')
    pending = planner.next()
  }
  return { end: planner.end, requests, rounds, maxInFlight, written: nextWrite - 1 }
}

describe('PagePlanner', () => {
  it('finds the exact end of every list up to 400 pages (and some longer), wasting at most 6 requests', () => {
    const sizes = [
      ...Array.from({ length: 401 }, (_, i) => i),
      511,
      512,
      513,
      999,
      1000,
      1001,
      1500,
    ]
    for (const pages of sizes) {
      const run = simulate(pages)
      expect(run.end, `pages=${pages}`).toBe(pages)
      expect(run.written, `pages=${pages}`).toBe(pages)
      expect(run.requests - Math.max(1, pages), `waste at pages=${pages}`).toBeLessThanOrEqual(6)
    }
  })

  it('reaches 100 pages in a handful of round trips, not 100', () => {
    const run = simulate(100)
    expect(run.rounds).toBeLessThanOrEqual(8)
  })

  it('finds the end through the empty page when next is on every page, wasting at most 6 requests', () => {
    for (const pages of [...Array.from({ length: 120 }, (_, i) => i), 511, 1000]) {
      const run = simulate(pages, {}, true)
      expect(run.end, `pages=${pages}`).toBe(pages)
      expect(run.written, `pages=${pages}`).toBe(pages)
      expect(run.requests - pages, `waste at pages=${pages}`).toBeLessThanOrEqual(6)
    }
  })

  it('reads on after a page shorter than asked whose next points past it', () => {
    const planner = new PagePlanner({ ...DEFAULT_PLANNER })
    expect(planner.next()).toEqual([1])
    // 100 asked, 10 sent: the service's own page size, not the end.
    expect(planner.settle(1, { count: 10, hasNext: true })).toBe(true)
    expect(planner.end).toBeNull()
    expect(planner.next()).toContain(2)
  })

  it('asks for one page only when the list is a single short page', () => {
    const planner = new PagePlanner({ ...DEFAULT_PLANNER })
    expect(planner.next()).toEqual([1])
    expect(planner.settle(1, { count: 40, hasNext: false })).toBe(true)
    expect(planner.end).toBe(1)
    expect(planner.next()).toEqual([])
  })

  it('never holds more than the window in flight, nor runs further ahead of the writer than allowed', () => {
    const run = simulate(1000, { maxInFlight: 20, maxAhead: 30 })
    expect(run.end).toBe(1000)
    expect(run.maxInFlight).toBeLessThanOrEqual(20)
  })

  it('resumes from a later page without asking for the pages before it', () => {
    const planner = new PagePlanner({ ...DEFAULT_PLANNER, firstPage: 40 })
    const first = planner.next()
    expect(Math.min(...first)).toBe(40)
    const run = simulate(57, { firstPage: 40 })
    expect(run.end).toBe(57)
    expect(run.requests - (57 - 39)).toBeLessThanOrEqual(6)
  })

  it('ends at the first short page when the list shrinks while it is read', () => {
    const planner = new PagePlanner({ ...DEFAULT_PLANNER })
    planner.next()
    planner.settle(1, { count: 100, hasNext: true })
    planner.settle(2, { count: 100, hasNext: true })
    planner.next()
    expect(planner.settle(3, { count: 10, hasNext: false })).toBe(true)
    expect(planner.end).toBe(3)
    expect(planner.beyondEnd().every((p) => p > 3)).toBe(true)
  })

  it('sends the probes of a round before its safe pages when asked to', () => {
    const planner = new PagePlanner({ ...DEFAULT_PLANNER })
    expect(planner.next(true)).toEqual([1])
    planner.settle(1, { count: 100, hasNext: true })
    expect(planner.next(true)).toEqual([4, 8, 2])
    // Which pages are probes (the export reads their answers first).
    expect([1, 2, 4, 8].map((p) => planner.isProbe(p))).toEqual([false, false, true, true])
    // Page 2 is the highest page known to exist: its answer decides too.
    expect([1, 2, 4, 8].map((p) => planner.decides(p))).toEqual([false, true, true, true])
    planner.settle(4, { count: 100, hasNext: true })
    expect(planner.isProbe(4)).toBe(false)
    expect(planner.decides(4)).toBe(false)
    // Safe pages below the highest known one decide nothing.
    const below = planner.next(true).filter((p) => !planner.isProbe(p))
    expect(below).toEqual([3, 5])
    expect(below.map((p) => planner.decides(p))).toEqual([false, true])
    const other = new PagePlanner({ ...DEFAULT_PLANNER })
    other.next()
    other.settle(1, { count: 100, hasNext: true })
    expect(other.next()).toEqual([2, 4, 8])
  })

  it('sends the next round when its lowest probe answers, below the probes still out', () => {
    const planner = new PagePlanner({ ...DEFAULT_PLANNER })
    const full = (...pages: number[]) =>
      pages.forEach((p) => planner.settle(p, { count: 100, hasNext: true }))
    planner.next(true)
    full(1)
    expect(planner.next(true)).toEqual([4, 8, 2])
    full(2, 4, 8)
    expect(planner.next(true).filter((p) => planner.isProbe(p))).toEqual([18, 36])
    full(18, 36)
    expect(planner.next(true).filter((p) => planner.isProbe(p))).toEqual([74, 148])
    // 74 answers, 148 is still out: the next round splits 75–147 now, ahead of
    // the safe pages 74's answer opened, with 148's possible waste counted.
    full(74)
    const sent = planner.next(true)
    expect(sent.slice(0, 2)).toEqual([99, 123])
    expect(sent.slice(0, 2).every((p) => planner.isProbe(p))).toBe(true)
    expect(sent.slice(2)).toContain(75)
    // 148 comes back empty; 99 and 123 are already the round that bounds the gap.
    planner.settle(148, { count: 0, hasNext: false })
    expect(planner.next(true)).toEqual([])
    // Only what a probe teaches opens another round, below the probe still out.
    full(99)
    expect(planner.next(true).filter((p) => planner.isProbe(p))).toEqual([111])
  })

  it('asks again for a page whose request failed', () => {
    const planner = new PagePlanner({ ...DEFAULT_PLANNER })
    expect(planner.next()).toEqual([1])
    planner.dropped(1)
    expect(planner.next()).toEqual([1])
  })
})
