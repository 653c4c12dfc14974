/**
 * The retry budget of a read someone waits for, on a fake clock: how many
 * times it is sent, how soon its failure is told, and what the status says
 * while it waits to be sent again.
 */
import { describe, expect, it } from 'vitest'
import { appError } from '@shared/errors'
import type { RequestStatus } from '@shared/ipc/channels/requests'
import { READ_TIMEOUTS } from '../api/attempt-limits'
import { createFakeClock } from './clock'
import { createQuotaStore } from './quota-store'
import { DEFAULT_RETRY, decide } from './retry'
import { createScheduler } from './scheduler'

function setup() {
  const clock = createFakeClock()
  const quota = createQuotaStore(null, clock.wallNow)
  const scheduler = createScheduler({ quota, clock, random: () => 0.5 })
  const statuses: RequestStatus[] = []
  scheduler.subscribe((s) => statuses.push(s))
  return { clock, scheduler, statuses }
}

const htmlPage = () =>
  appError('http', 'The service answered with an error page.', {
    status: 502,
    retryable: true,
  })

/** Runs a read whose every attempt takes `answerMs` and then fails with `failure()`. */
async function failingRead(answerMs: number, failure: () => Error) {
  const { clock, scheduler, statuses } = setup()
  const started = clock.now()
  let sent = 0
  let toldAt = 0
  const run = scheduler
    .run('w', { method: 'GET' }, async () => {
      sent++
      await clock.sleep(answerMs)
      throw failure()
    })
    .catch((e: unknown) => {
      toldAt = clock.now()
      return e
    })
  await clock.advance(120_000)
  return { error: await run, sent, seconds: (toldAt - started) / 1000, statuses, scheduler }
}

describe('the retry budget of a read on screen', () => {
  it('sends an error page 4 times in all and tells it within seconds, not a minute', async () => {
    const { error, sent, seconds, statuses, scheduler } = await failingRead(200, htmlPage)
    expect(error).toMatchObject({ data: { kind: 'http', status: 502 } })
    expect(sent).toBe(1 + DEFAULT_RETRY.readRetries)
    // 4 answers of 200 ms and waits of 188 + 375 + 750 ms.
    expect(seconds).toBeCloseTo(2.113, 3)
    const notices = statuses.flatMap((s) => (s.retrying ? [s.retrying] : []))
    expect(notices.map((n) => `${n.reason} ${n.attempt} of ${n.of}`)).toEqual(
      expect.arrayContaining(['error-status 1 of 3', 'error-status 2 of 3', 'error-status 3 of 3']),
    )
    // Once it is told, nothing waits to be sent again.
    expect(statuses.at(-1)?.retrying).toBeNull()
    expect(scheduler.status('w').retrying).toBeNull()
  })

  it('starts no repeat past the budget when each answer is slow to fail', async () => {
    const dropped = () => appError('network', 'The connection dropped.', { retryable: true })
    const { sent, seconds, statuses } = await failingRead(4_000, dropped)
    // 4 s, wait, 4 s, wait, 4 s: a fourth would start past 10 s, so the third's failure is told.
    expect(sent).toBe(3)
    // On the fake clock: three answers of 4 s and waits of 188 + 375 ms, and no wait after the third.
    expect(seconds).toBeCloseTo(12.563, 3)
    expect(statuses.some((s) => s.retrying?.reason === 'dropped')).toBe(true)
  })

  it('cuts a read that never answers once, at its headers limit: past the budget, it is not sent again', async () => {
    const { headersMs } = READ_TIMEOUTS['on-screen']
    expect(headersMs).toBeGreaterThan(DEFAULT_RETRY.readBudgetMs)
    const timeout = () => appError('timeout', 'No answer in time.', { retryable: true })
    const { sent, seconds } = await failingRead(headersMs, timeout)
    expect(sent).toBe(1)
    expect(seconds).toBe(headersMs / 1000)
  })

  it('does not repeat a read that took the whole timeout', async () => {
    const timeout = () => appError('timeout', 'No answer in time.', { retryable: true })
    const { sent, seconds } = await failingRead(30_000, timeout)
    expect(sent).toBe(1)
    expect(seconds).toBe(30)
  })

  it('names why a read is repeated, and does not repeat what repeating cannot fix', () => {
    const input = {
      policy: 'read' as const,
      counters: { transient: 1, timeouts: 0, rateLimited: 0 },
      config: DEFAULT_RETRY,
      elapsedMs: 1_000,
      random: () => 0.5,
    }
    const cut = appError('invalid-response', 'cut off', { status: 200, retryable: true })
    expect(decide(cut, input)).toEqual({
      kind: 'backoff',
      reason: 'unreadable',
      attempt: 2,
      of: 3,
      waitMs: 375,
    })
    const shape = appError('invalid-response', '`data[0].id` was a number', { status: 200 })
    expect(decide(shape, input)).toEqual({ kind: 'fail' })
    expect(decide(appError('http', 'not found', { status: 404 }), input)).toEqual({ kind: 'fail' })
  })

  it('names the channel of each request waiting to be sent again, so a screen finds its own', async () => {
    const { clock, scheduler, statuses } = setup()
    const failing = (channel: 'attendees:list' | 'teams:list', answerMs: number) =>
      scheduler
        .run('w', { method: 'GET', channel }, async () => {
          await clock.sleep(answerMs)
          throw htmlPage()
        })
        .catch(() => undefined)
    const runs = [
      failing('attendees:list', 100),
      failing('teams:list', 150),
      failing('teams:list', 0),
    ]
    await clock.advance(200)
    const both = scheduler.status('w')
    expect(both.retries.map((n) => n.channel).sort()).toEqual([
      'attendees:list',
      'teams:list',
      'teams:list',
    ])
    // The latest of all is still there for the status bar.
    expect(both.retrying).toMatchObject({ channel: 'teams:list' })
    expect(statuses.some((s) => s.retrying?.channel === 'attendees:list')).toBe(true)
    await clock.advance(60_000)
    await Promise.all(runs)
    expect(scheduler.status('w').retries).toEqual([])
  })
})
