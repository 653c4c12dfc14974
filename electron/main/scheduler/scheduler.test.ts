/**
 * The scheduler's timing rules with a fake clock: no HTTP here (the
 * integration tests beside the API operations cover that), only what the
 * scheduler does with outcomes it is given.
 */
import { describe, expect, it, vi } from 'vitest'
import { appError } from '@shared/errors'
import type { RequestStatus } from '@shared/ipc/channels/requests'
import { createFakeClock } from './clock'
import { createQuotaStore } from './quota-store'
import { createScheduler, type SchedulerDeps } from './scheduler'
import { throttleStatus } from './status-events'

function setup(extra: Partial<SchedulerDeps> = {}) {
  const clock = createFakeClock()
  const quota = createQuotaStore(null, clock.wallNow)
  const scheduler = createScheduler({ quota, clock, random: () => 0.5, ...extra })
  return { clock, quota, scheduler }
}

const ok = async () => 'ok'
const status = (n: number) => appError('http', `HTTP ${n}`, { status: n, retryable: n >= 500 })

describe('scheduler', () => {
  it('starts the burst at once, then one request per token', async () => {
    const { clock, scheduler } = setup({ limits: { burst: 5, perSecond: 2 } })
    const started: number[] = []
    const runs = Array.from({ length: 8 }, () =>
      scheduler.run('w', { method: 'GET' }, async () => void started.push(clock.now())),
    )
    await clock.advance(0)
    expect(started).toHaveLength(5)
    await clock.advance(10_000)
    await Promise.all(runs)
    const t0 = started[0]!
    const gaps = started.slice(5).map((t) => t - t0)
    // 2/s with the 2% margin (RATE_SAFETY): a token every ~510 ms.
    expect(gaps).toEqual([511, 1021, 1531])
  })

  it('keeps at most `burst` requests in flight', async () => {
    const { clock, scheduler } = setup({ limits: { burst: 3, perSecond: 100 } })
    let inFlight = 0
    let peak = 0
    const work = async () => {
      inFlight++
      peak = Math.max(peak, inFlight)
      await clock.sleep(1000)
      inFlight--
    }
    const runs = Array.from({ length: 10 }, () => scheduler.run('w', { method: 'GET' }, work))
    await clock.advance(10_000)
    await Promise.all(runs)
    expect(peak).toBe(3)
  })

  it('refuses work beyond the daily quota before sending anything', async () => {
    const { clock, quota, scheduler } = setup({ dailyLimit: 3 })
    const fn = vi.fn(ok)
    for (let i = 0; i < 3; i++) await scheduler.run('w', { method: 'GET' }, fn)
    const refused = await scheduler.run('w', { method: 'GET' }, fn).catch((e: unknown) => e)
    expect(fn).toHaveBeenCalledTimes(3)
    expect(refused).toMatchObject({ data: { kind: 'quota', code: 'DAILY_QUOTA_EXCEEDED' } })
    expect((refused as Error).message).toMatch(
      /^Today's request quota for this workspace is used up \(3 of 3 requests since 00:00 UTC\)\. .*resets at midnight UTC, in 12 h 0 min\.$/,
    )
    expect(scheduler.quota('w')).toMatchObject({ usedToday: 3, remaining: 0 })
    // Another workspace has its own quota; a new UTC day starts from zero.
    await expect(scheduler.run('other', { method: 'GET' }, ok)).resolves.toBe('ok')
    await clock.advance(12 * 3600_000)
    await expect(scheduler.run('w', { method: 'GET' }, ok)).resolves.toBe('ok')
    expect(quota.used('w')).toBe(1)
  })

  it("stops the workspace when the server says today's quota is gone", async () => {
    const { scheduler } = setup()
    const exhausted = appError('quota', 'quota', { status: 429, code: 'DAILY_QUOTA_EXCEEDED' })
    await expect(
      scheduler.run('w', { method: 'GET' }, async () => Promise.reject(exhausted)),
    ).rejects.toBe(exhausted)
    const fn = vi.fn(ok)
    await expect(scheduler.run('w', { method: 'GET' }, fn)).rejects.toMatchObject({
      data: { kind: 'quota' },
    })
    expect(fn).not.toHaveBeenCalled()
  })

  it('on 429 pauses the whole workspace for Retry-After, shows the wait, then goes on', async () => {
    const { clock, scheduler } = setup()
    const seen: RequestStatus[] = []
    scheduler.subscribe((s) => seen.push(s))
    let calls = 0
    const first = scheduler.run('w', { method: 'POST' }, async () => {
      calls++
      if (calls === 1)
        throw appError('http', '429', { status: 429, retryAfterSeconds: 3, retryable: true })
      return 'done'
    })
    await clock.advance(10)
    const t429 = clock.now()
    const second = scheduler.run('w', { method: 'GET' }, async () => clock.now())
    await clock.advance(0)
    const held = scheduler.status('w')
    expect(held.waitingUntil).toBe(t429 - 10 + 3000)
    expect(held.queued).toBe(2)
    await clock.advance(5000)
    await expect(first).resolves.toBe('done')
    expect(await second).toBeGreaterThanOrEqual(t429 - 10 + 3000)
    expect(seen.some((s) => s.waitingUntil !== null)).toBe(true)
    expect(scheduler.status('w')).toMatchObject({
      inFlight: 0,
      queued: 0,
      waitingUntil: null,
      retrying: null,
      usedToday: 3,
    })
    expect(scheduler.pacing('w').perSecond).toBeLessThan(9.5)
  })

  it('repeats a background read after 5xx with growing waits, then gives up', async () => {
    const { clock, scheduler } = setup({
      retry: { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 10_000 },
    })
    const times: number[] = []
    const run = scheduler
      .run('w', { method: 'GET', retryPolicy: 'background' }, async () => {
        times.push(clock.now())
        throw status(502)
      })
      .catch((e: unknown) => e)
    await clock.advance(60_000)
    expect(await run).toMatchObject({ data: { status: 502 } })
    const waits = times.slice(1).map((t, i) => t - times[i]!)
    // Equal jitter with random 0.5: 3/4 of 100, 200, 400.
    expect(waits).toEqual([75, 150, 300])
  })

  it('never repeats a write whose answer was lost, and says it may have been applied', async () => {
    const { clock, scheduler } = setup()
    const lost = [
      appError('network', 'The connection dropped.', { retryable: true }),
      appError('timeout', 'No answer in time.', { retryable: true }),
      status(502),
    ]
    for (const method of ['PUT', 'DELETE', 'POST'] as const) {
      for (const error of lost) {
        const fn = vi.fn(async () => Promise.reject(error))
        const run = scheduler.run('w', { method }, fn).catch((e: unknown) => e)
        await clock.advance(60_000)
        const failure = (await run) as { data: { mayHaveApplied?: boolean }; message: string }
        expect(fn).toHaveBeenCalledTimes(1)
        expect(failure.data.mayHaveApplied).toBe(true)
        // An upload words it itself (it knows what was replaced); other writes get the sentence.
        if (method === 'POST') expect(failure.message).toBe(error.message)
        else expect(failure.message).toMatch(/may have been applied .*check it before sending/)
      }
    }
    // The service answered that it failed: nothing to suspect, and not repeated either.
    const refused = vi.fn(async () => Promise.reject(status(500)))
    const run = scheduler.run('w', { method: 'PUT' }, refused).catch((e: unknown) => e)
    await clock.advance(60_000)
    expect(await run).toMatchObject({ data: { status: 500 } })
    expect((await run) as object).not.toHaveProperty('data.mayHaveApplied')
    expect(refused).toHaveBeenCalledTimes(1)
  })

  it('repeats a write only when the service provably did nothing (503)', async () => {
    const { clock, scheduler } = setup()
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      let n = 0
      const run = scheduler.run('w', { method }, async () => {
        if (++n < 3) throw status(503)
        return n
      })
      await clock.advance(60_000)
      expect(await run).toBe(3)
    }
  })

  it('retries a timeout of a background read once, and never a timeout of an upload', async () => {
    const { clock, scheduler } = setup()
    const timeout = appError('timeout', 'slow', { retryable: true })
    const get = vi.fn(async () => Promise.reject(timeout))
    const post = vi.fn(async () => Promise.reject(timeout))
    const runs = [
      scheduler.run('w', { method: 'GET', retryPolicy: 'background' }, get).catch(() => null),
      scheduler.run('w', { method: 'POST' }, post).catch(() => null),
    ]
    await clock.advance(60_000)
    await Promise.all(runs)
    expect(get).toHaveBeenCalledTimes(2)
    expect(post).toHaveBeenCalledTimes(1)
  })

  it('takes a cancelled request out of the queue without sending it', async () => {
    const { clock, scheduler } = setup({ limits: { burst: 1, perSecond: 1 } })
    await scheduler.run('w', { method: 'GET' }, ok)
    const controller = new AbortController()
    const fn = vi.fn(ok)
    const queued = scheduler.run('w', { method: 'GET' }, fn, controller.signal)
    await clock.advance(100)
    expect(scheduler.status('w').queued).toBe(1)
    controller.abort()
    await expect(queued).rejects.toMatchObject({ data: { kind: 'cancelled' } })
    expect(scheduler.status('w').queued).toBe(0)
    await clock.advance(5000)
    expect(fn).not.toHaveBeenCalled()
    expect(scheduler.quota('w').usedToday).toBe(1)
  })

  it('rejects queued work when disposed', async () => {
    const { clock, scheduler } = setup({ limits: { burst: 1, perSecond: 0.5 } })
    await scheduler.run('w', { method: 'GET' }, ok)
    const queued = scheduler.run('w', { method: 'GET' }, ok)
    await clock.advance(10)
    await scheduler.dispose()
    await expect(queued).rejects.toMatchObject({ data: { kind: 'cancelled' } })
  })
})

describe('status events', () => {
  it('sends at most 5 per second per workspace, and always the last one', () => {
    vi.useFakeTimers()
    try {
      const sent: RequestStatus[] = []
      const meter = throttleStatus((s) => sent.push(s))
      const at = (n: number, workspaceId = 'w'): RequestStatus => ({
        workspaceId,
        inFlight: n,
        queued: 0,
        usedToday: n,
        dailyLimit: 10_000,
        waitingUntil: null,
        retrying: null,
        retries: [],
        at: n,
      })
      for (let i = 1; i <= 100; i++) {
        meter.push(at(i))
        vi.advanceTimersByTime(10)
      }
      meter.push(at(1, 'other'))
      vi.advanceTimersByTime(1000)
      const mine = sent.filter((s) => s.workspaceId === 'w')
      expect(mine.length).toBeLessThanOrEqual(6)
      expect(mine.at(-1)?.inFlight).toBe(100)
      expect(sent.filter((s) => s.workspaceId === 'other')).toHaveLength(1)
      meter.dispose()
    } finally {
      vi.useRealTimers()
    }
  })
})
