/**
 * The wall clock set back while requests wait: pacing, pauses and read time
 * limits are durations, measured on the steady clock, so the workspace goes
 * on; only the daily quota's UTC day follows the wall clock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appError } from '@shared/errors'
import { createFakeClock, systemClock } from './clock'
import { createQuotaStore } from './quota-store'
import { createScheduler } from './scheduler'

const HOUR = 3_600_000

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the system clock', () => {
  it('measures time on a steady source, whatever the wall clock says', () => {
    const before = systemClock.now()
    vi.spyOn(Date, 'now').mockReturnValue(0)
    expect(systemClock.now()).toBeGreaterThanOrEqual(before)
    expect(systemClock.wallNow()).toBe(0)
  })

  it('keeps pacing a workspace whose wall clock was set back an hour', async () => {
    const scheduler = createScheduler({
      quota: createQuotaStore(null, () => Date.now()),
      limits: { burst: 1, perSecond: 50 },
    })
    const realNow = Date.now.bind(Date)
    await scheduler.run('w', { method: 'GET' }, async () => {
      // Set back while the first request is out: the second waits ~20 ms for its token.
      vi.spyOn(Date, 'now').mockImplementation(() => realNow() - HOUR)
      return 'first'
    })
    await expect(scheduler.run('w', { method: 'GET' }, async () => 'second')).resolves.toBe(
      'second',
    )
    await scheduler.dispose()
  })
})

describe('a fake clock whose wall clock is set back', () => {
  it('ends a rate-limit pause on time', async () => {
    const clock = createFakeClock()
    const scheduler = createScheduler({
      quota: createQuotaStore(null, clock.wallNow),
      clock,
      random: () => 0.5,
    })
    let calls = 0
    const run = scheduler.run('w', { method: 'GET' }, async () => {
      if (++calls === 1)
        throw appError('http', '429', { status: 429, retryAfterSeconds: 2, retryable: true })
      return 'done'
    })
    await clock.advance(0)
    clock.setWallBy(-HOUR)
    await clock.advance(2_000)
    await expect(run).resolves.toBe('done')
    expect(calls).toBe(2)
  })

  it('tells the quota by the wall clock: set past midnight, a new day starts', async () => {
    const clock = createFakeClock()
    const scheduler = createScheduler({
      quota: createQuotaStore(null, clock.wallNow),
      clock,
      dailyLimit: 1,
    })
    await scheduler.run('w', { method: 'GET' }, async () => 'ok')
    await expect(scheduler.run('w', { method: 'GET' }, async () => 'ok')).rejects.toMatchObject({
      data: { kind: 'quota' },
    })
    clock.setWallBy(12 * HOUR)
    await expect(scheduler.run('w', { method: 'GET' }, async () => 'ok')).resolves.toBe('ok')
    expect(scheduler.quota('w').usedToday).toBe(1)
  })
})
