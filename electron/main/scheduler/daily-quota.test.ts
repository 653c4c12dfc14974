/**
 * Each workspace's own daily quota (a key whose quota the service raised):
 * the scheduler counts against it, refuses work past it, and reports it in
 * the status and the quota the export estimate shows.
 */
import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from './clock'
import { createQuotaStore } from './quota-store'
import { createScheduler } from './scheduler'

describe('a workspace with its own daily quota', () => {
  it('is held to it, while another keeps the default', async () => {
    const clock = createFakeClock()
    const own = new Map([['raised', 3]])
    const scheduler = createScheduler({
      quota: createQuotaStore(null, clock.wallNow),
      clock,
      dailyLimit: 1,
      dailyLimitOf: (id) => own.get(id),
    })
    const fn = vi.fn(async () => 'ok')
    for (let i = 0; i < 3; i++) await scheduler.run('raised', { method: 'GET' }, fn)
    await scheduler.run('plain', { method: 'GET' }, fn)
    expect(fn).toHaveBeenCalledTimes(4)
    const refused = await scheduler.run('raised', { method: 'GET' }, fn).catch((e: unknown) => e)
    expect(refused).toMatchObject({ data: { kind: 'quota' } })
    expect((refused as Error).message).toMatch(/\(3 of 3 requests since 00:00 UTC\)/)
    await expect(scheduler.run('plain', { method: 'GET' }, fn)).rejects.toMatchObject({
      data: { kind: 'quota' },
    })
    expect(fn).toHaveBeenCalledTimes(4)
    expect(scheduler.quota('raised')).toMatchObject({ usedToday: 3, dailyLimit: 3, remaining: 0 })
    expect(scheduler.status('raised')).toMatchObject({ usedToday: 3, dailyLimit: 3 })
    expect(scheduler.quota('plain')).toMatchObject({ dailyLimit: 1, remaining: 0 })

    // Raised again: the next request goes, with no restart.
    own.set('raised', 5)
    await expect(scheduler.run('raised', { method: 'GET' }, fn)).resolves.toBe('ok')
    expect(scheduler.quota('raised')).toMatchObject({ usedToday: 4, dailyLimit: 5, remaining: 1 })
  })
})
