/**
 * The time limits of an attempt, on a fake clock.
 *
 * The fetch answers when the test says: a request never answered and an answer
 * that stops partway are cut after their silence, a slow answer that keeps
 * coming is not, and a write has its overall limit only. Then the whole of a
 * hanging read through the scheduler: cut once, by the limit that ran out, and
 * told then, not sent again.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createFakeClock, type FakeClock } from '../scheduler/clock'
import { createQuotaStore } from '../scheduler/quota-store'
import { createScheduler } from '../scheduler/scheduler'
import { READ_TIMEOUTS } from './attempt-limits'
import {
  DEFAULT_TIMEOUT_MS,
  apiRequest,
  apiRequestBytes,
  type ApiClientConfig,
  type ApiRequestBase,
  type FetchLike,
} from './http-client'

/** Answers nothing; rejects when the request is aborted, as fetch does. */
const hanging: FetchLike = (_input, init) =>
  new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true })
  })

/** A 200 whose body `text` comes in `pieces`, one every `everyMs`, then ends (or stalls). */
function trickling(clock: FakeClock, text: string, pieces: number, everyMs: number, stall = false) {
  const size = Math.ceil(text.length / pieces)
  let sent = 0
  const fetch: FetchLike = async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent >= text.length) {
            if (stall) return new Promise<void>(() => undefined)
            return controller.close()
          }
          if (sent > 0) await clock.sleep(everyMs)
          controller.enqueue(new TextEncoder().encode(text.slice(sent, sent + size)))
          sent += size
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    )
  return fetch
}

const config = (clock: FakeClock, fetch: FetchLike): ApiClientConfig => ({
  baseUrl: 'http://127.0.0.1:9',
  apiKey: 'key',
  fetch,
  clock,
})

const read: ApiRequestBase & { schema: z.ZodType } = {
  method: 'GET',
  path: '/v1/teams',
  operation: 'list teams',
  schema: z.array(z.number()),
}

const numbers = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => i))

/** Settles `promise` as a value to look at, without an unhandled rejection while the clock moves. */
function outcome<T>(promise: Promise<T>) {
  const result: { settled: boolean; value?: T; error?: { message: string; data: unknown } } = {
    settled: false,
  }
  promise.then(
    (value) => Object.assign(result, { settled: true, value }),
    (error: { message: string; data: unknown }) => Object.assign(result, { settled: true, error }),
  )
  return result
}

describe('the limits of one attempt', () => {
  it('cuts a read that gets no headers after its headers limit, not before', async () => {
    const clock = createFakeClock()
    const result = outcome(apiRequest(config(clock, hanging), read))
    await clock.advance(READ_TIMEOUTS['on-screen'].headersMs - 1)
    expect(result.settled).toBe(false)
    await clock.advance(1)
    expect(result.error?.data).toMatchObject({ kind: 'timeout', retryable: true })
    expect(result.error?.message).toBe(
      'The service took the request but sent no answer within 30 s while trying to list teams.',
    )
  })

  it('cuts a read whose body stops partway after its body silence', async () => {
    const clock = createFakeClock()
    const result = outcome(
      apiRequest(config(clock, trickling(clock, numbers(50), 3, 100, true)), read),
    )
    await clock.advance(200 + READ_TIMEOUTS['on-screen'].bodyIdleMs - 1)
    expect(result.settled).toBe(false)
    await clock.advance(1)
    expect(result.error?.data).toMatchObject({ kind: 'timeout', retryable: true })
    expect(result.error?.message).toBe(
      'The service stopped sending its answer partway (nothing came for 30 s) while trying to list teams.',
    )
  })

  it('lets a slow answer that keeps coming finish, however long its silences add up to', async () => {
    const clock = createFakeClock()
    // 20 pieces 3 s apart: 57 s of silences of 3 s, each under the limit.
    const fetch = trickling(clock, numbers(200), 20, 3_000)
    const result = outcome(
      apiRequestBytes(config(clock, fetch), { ...read, patience: 'background' }),
    )
    await clock.advance(60_000)
    expect(result.error).toBeUndefined()
    expect(new TextDecoder().decode(result.value?.bytes)).toBe(numbers(200))
  })

  it('lets a read on screen that keeps coming finish too, past the overall limit of a write', async () => {
    const clock = createFakeClock()
    const result = outcome(
      apiRequest(config(clock, trickling(clock, numbers(200), 20, 3_000)), read),
    )
    await clock.advance(DEFAULT_TIMEOUT_MS + 30_000)
    expect(result.error).toBeUndefined()
    expect(result.value).toEqual(JSON.parse(numbers(200)))
  })

  it('gives a write its overall limit only: a late answer is waited for', async () => {
    const clock = createFakeClock()
    const write = { ...read, method: 'PUT' as const, operation: 'update the session' }
    const result = outcome(apiRequest(config(clock, hanging), write))
    await clock.advance(DEFAULT_TIMEOUT_MS - 1)
    expect(result.settled).toBe(false)
    await clock.advance(1)
    expect(result.error?.message).toBe(
      'The service did not answer in time while trying to update the session.',
    )
  })

  it('says a cancelled read was cancelled, not that it timed out', async () => {
    const clock = createFakeClock()
    const controller = new AbortController()
    const result = outcome(
      apiRequest(config(clock, hanging), { ...read, signal: controller.signal }),
    )
    controller.abort()
    await clock.advance(0)
    expect(result.error?.data).toMatchObject({ kind: 'cancelled' })
    expect(clock.pending).toBe(0)
  })
})

describe('a read that hangs, through the scheduler', () => {
  it.each([
    ['no headers', () => hanging, 'headersMs' as const, /sent no answer within 30 s/],
    [
      'a body that stops partway',
      (clock: FakeClock) => trickling(clock, numbers(50), 3, 100, true),
      'bodyIdleMs' as const,
      /stopped sending its answer partway \(nothing came for 30 s\)/,
    ],
  ])('is cut once by its limit and told then (%s)', async (_, fetchFor, limit, sentence) => {
    const clock = createFakeClock()
    const scheduler = createScheduler({
      quota: createQuotaStore(null, clock.wallNow),
      clock,
      random: () => 1,
    })
    const fetch = fetchFor(clock)
    let attempts = 0
    const started = clock.now()
    let toldAt = 0
    const result = outcome(
      scheduler
        .run('w', { method: 'GET' }, (attempt) => {
          attempts++
          return apiRequest(config(clock, fetch), { ...read, signal: attempt.signal })
        })
        .finally(() => {
          toldAt = clock.now()
        }),
    )
    await clock.advance(120_000)
    expect(result.error?.data).toMatchObject({ kind: 'timeout' })
    expect(result.error?.message).toMatch(sentence)
    expect(attempts).toBe(1)
    // Its limit, not a budget: told when the silence reached it (the body after 200 ms of pieces).
    expect(toldAt - started).toBeGreaterThanOrEqual(READ_TIMEOUTS['on-screen'][limit])
    expect(toldAt - started).toBeLessThanOrEqual(READ_TIMEOUTS['on-screen'][limit] + 200)
  })
})
