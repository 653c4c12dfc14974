/**
 * Waits longer than the scheduler ever sits out: a Retry-After past the cap
 * stops the workspace as a spent quota instead of pausing it for days, and no
 * timer is ever asked for more than setTimeout can hold (2^31 ms), past which
 * it would fire at once and the lane would spin.
 */
import { describe, expect, it, vi } from 'vitest'
import { appError } from '@shared/errors'
import { createFakeClock, systemClock } from './clock'
import { createQuotaStore } from './quota-store'
import { RETRY_AFTER_CAP_MS } from './retry'
import { createScheduler } from './scheduler'

/** Past what setTimeout can hold: 2^31 ms is about 24.8 days. */
const PAST_TIMERS_S = 2 ** 31 / 1000 + 3_600

function setup() {
  const clock = createFakeClock()
  const quota = createQuotaStore(null, clock.wallNow)
  const scheduler = createScheduler({ quota, clock, random: () => 0.5 })
  return { clock, scheduler }
}

const tooMany = (seconds: number) =>
  appError('http', '429', { status: 429, retryAfterSeconds: seconds, retryable: true })

describe('a Retry-After past the cap', () => {
  it.each([
    ['past what a timer can hold', PAST_TIMERS_S],
    ['a day', 86_400],
  ])('(%s) stops the workspace as a spent quota, at once', async (_, seconds) => {
    const { clock, scheduler } = setup()
    let calls = 0
    const run = scheduler
      .run('w', { method: 'GET' }, async () => {
        calls++
        throw tooMany(seconds)
      })
      .catch((error: unknown) => error)
    await clock.advance(0)
    const error = await run
    expect(calls).toBe(1)
    expect(error).toMatchObject({ data: { kind: 'quota', status: 429 } })
    expect((error as Error).message).toMatch(
      /^The service asked Stagehand to wait .+ before its next request, longer than the 60 minutes it waits on its own\. Requests for this workspace are stopped as for a spent daily quota: they start again at midnight UTC, in 12 h 0 min, and a paused export resumes from where it stopped\.$/,
    )
    // Nothing waits on a timer, and the next request is refused before it is sent.
    expect(clock.pending).toBe(0)
    expect(scheduler.pacing('w').pausedUntil).toBeNull()
    const next = vi.fn(async () => 'ok')
    await expect(scheduler.run('w', { method: 'GET' }, next)).rejects.toMatchObject({
      data: { kind: 'quota' },
    })
    expect(next).not.toHaveBeenCalled()
    // It is resumable: the next UTC day starts afresh.
    await clock.advance(12 * 3_600_000)
    await expect(scheduler.run('w', { method: 'GET' }, next)).resolves.toBe('ok')
  })

  it('says a wait past any bound as a week or more', async () => {
    const { clock, scheduler } = setup()
    const run = scheduler
      .run('w', { method: 'GET' }, async () => {
        throw tooMany(1e308)
      })
      .catch((error: unknown) => error)
    await clock.advance(0)
    expect((await run) as Error).toMatchObject({
      message: expect.stringMatching(
        /^The service asked Stagehand to wait a week or more before its next request, /,
      ),
    })
  })

  it('up to the cap is waited out by pausing the workspace', async () => {
    const { clock, scheduler } = setup()
    let calls = 0
    const run = scheduler.run('w', { method: 'GET' }, async () => {
      if (++calls === 1) throw tooMany(RETRY_AFTER_CAP_MS / 1000)
      return 'done'
    })
    await clock.advance(0)
    expect(scheduler.pacing('w').pausedUntil).toBe(clock.now() + RETRY_AFTER_CAP_MS)
    await clock.advance(RETRY_AFTER_CAP_MS)
    await expect(run).resolves.toBe('done')
    expect(calls).toBe(2)
  })
})

describe('the system clock', () => {
  it('sleeps past what one timer can hold instead of waking at once', async () => {
    const controller = new AbortController()
    let woke = false
    const long = systemClock.sleep(2 ** 31 + 1_000, controller.signal).then(
      () => (woke = true),
      () => undefined,
    )
    // A timer past 2^31 - 1 ms would have fired after 1 ms, well before this one.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(woke).toBe(false)
    controller.abort()
    await long
  })
})
