/**
 * The client under the emulator's fault injection, over real HTTP: server
 * errors, dropped connections, HTML error pages, truncated and wrong-shaped
 * bodies, slow answers, cancellation, and which requests may be repeated.
 */
import { createServer } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import { until } from '@test-support/eventually'
import { pacedFetch } from '@test-support/paced-fetch'
import { writePng } from '@test-support/images-png'
import {
  caught,
  startTestEmulator,
  testContext,
  testScheduler,
  type RunningEmulator,
} from '@test-support/api-context'
import { createFakeClock } from '../scheduler/clock'
import { listAttendeesPage } from './attendees'
import type { FetchLike } from './http-client'
import { uploadSpeakerPicture } from './speaker-picture'
import { getSpeaker } from './speakers'

let emu: RunningEmulator
let ev: EventSummary

beforeAll(async () => {
  emu = await startTestEmulator({ attendeesPerEvent: 1000 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.state.reset()
  ev = emu.events[0]!
})

const statuses = () => emu.state.requests().map((r) => r.status)

/** A loopback port that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('reads under faults', () => {
  it('with 10% 5xx and 5% dropped connections, a 100-page read gets every item exactly once', async () => {
    const ctx = testContext(emu)
    const expected = new Set<string>()
    for (let page = 1; page <= 10; page++) {
      for (const a of (await listAttendeesPage(ctx, { eventId: ev.id, page, pageSize: 100 })).items)
        expected.add(a.id)
    }
    expect(expected.size).toBe(1000)
    emu.state.clearRequests()
    // Drop first: the injector rolls rules in order, so this makes both rates hold overall.
    emu.state.setFaults([
      { kind: 'drop', rate: 0.05, pathPrefix: '/v1/' },
      { kind: 'error', rate: 0.1 / 0.95, status: 503, pathPrefix: '/v1/' },
    ])
    const seen: string[] = []
    let pages = 0
    for (let page = 1; ; page++) {
      const result = await listAttendeesPage(ctx, { eventId: ev.id, page, pageSize: 10 })
      pages++
      seen.push(...result.items.map((a) => a.id))
      if (!result.hasNext) break
    }
    expect(pages).toBe(100)
    expect(seen).toHaveLength(1000)
    expect(new Set(seen)).toEqual(expected)
    // The faults really happened.
    expect(statuses().filter((s) => s === 0).length).toBeGreaterThan(0)
    expect(statuses().filter((s) => s === 503).length).toBeGreaterThan(3)
  })

  it('repeats a read after an HTML error page or a truncated body, and explains them when they persist', async () => {
    const ctx = testContext(emu, { retry: { maxRetries: 2 } })
    const ref = { eventId: ev.id, speakerId: ev.speakerIds[0]! }
    emu.state.setFaults([
      { kind: 'html', times: 1 },
      { kind: 'malformed-json', times: 1 },
    ])
    await expect(getSpeaker(ctx, ref)).resolves.toMatchObject({ id: ref.speakerId })
    await expect(getSpeaker(ctx, ref)).resolves.toMatchObject({ id: ref.speakerId })
    expect(statuses()).toEqual([502, 200, 200, 200])

    emu.state.setFaults([{ kind: 'html' }])
    const html = await caught(() => getSpeaker(ctx, ref))
    expect(html.data).toMatchObject({ kind: 'http', status: 502, retryable: true })
    expect(html.message).toBe(
      'The service (or a proxy in front of it) answered with an error page instead of data while trying to get the speaker. Try again in a moment.',
    )

    emu.state.setFaults([{ kind: 'malformed-json' }])
    const truncated = await caught(() => getSpeaker(ctx, ref))
    expect(truncated.data).toMatchObject({ kind: 'invalid-response', status: 200 })
    expect(truncated.message).toMatch(
      /^The service answered "get the speaker" with incomplete JSON \(the answer was cut off\) instead of the expected JSON\./,
    )
  })

  it('turns an answer of the wrong shape into a clear error, without repeating it', async () => {
    emu.state.setFaults([{ kind: 'bare-string', message: 'hello' }])
    const error = await caught(() => listAttendeesPage(testContext(emu), { eventId: ev.id }))
    expect(error.data).toMatchObject({ kind: 'invalid-response' })
    expect(error.message).toMatch(
      /^The service's answer to "list the attendees" was not in the expected form: /,
    )
    expect(emu.state.requests()).toHaveLength(1)
  })
})

describe('timeouts and cancellation', () => {
  const speaker = () => ({ eventId: ev.id, speakerId: ev.speakerIds[0]! })

  it('times out a read whose answer is held back', async () => {
    const ctx = testContext(emu, {
      readTimeouts: { 'on-screen': { headersMs: 100, bodyIdleMs: 100 } },
      retry: { readRetries: 0 },
    })
    // The answer is held until released, which this test never does: only the limit can end the read.
    emu.state.setFaults([{ kind: 'hold', times: 1 }])
    const late = await caught(() => getSpeaker(ctx, speaker()))
    expect(late.data).toMatchObject({ kind: 'timeout', retryable: true })
    expect(late.message).toBe(
      'The service took the request but sent no answer within 0.1 s while trying to get the speaker.',
    )
    // The client let the held request go: it was never answered.
    await until(() => emu.state.requests().length === 1, 'the held request to be logged')
    expect(statuses()).toEqual([0])
    expect(emu.state.faults.held).toBe(0)
  })

  it('reads to its end a body that keeps coming, for longer than its silence limit', async () => {
    // The client's limits run on a clock that moves 400 ms as each piece of the body
    // arrives: the body takes many times its 1 s silence limit, never silent for it.
    const clock = createFakeClock()
    const ctx = testContext(emu, {
      clock,
      fetch: pacedFetch(clock, () => ({ pieceBytes: 16, beforePieceMs: 400 })),
      scheduler: testScheduler({ retry: { readRetries: 0 } }),
      readTimeouts: { 'on-screen': { headersMs: 1_000, bodyIdleMs: 1_000 } },
    })
    emu.state.setFaults([{ kind: 'slow-body', chunkBytes: 16, chunkDelayMs: 5 }])
    const started = clock.now()
    await expect(getSpeaker(ctx, speaker())).resolves.toMatchObject({ id: speaker().speakerId })
    expect(clock.now() - started).toBeGreaterThan(5_000)
    expect(statuses()).toEqual([200])
  })

  it('cancels a request in flight at once', async () => {
    // Held until released, which this test never does: only the cancel can end the read.
    emu.state.setFaults([{ kind: 'hold', times: 1 }])
    const controller = new AbortController()
    const pending = getSpeaker(testContext(emu), speaker(), controller.signal)
    await until(() => emu.state.faults.held === 1, 'the request to reach the service')
    controller.abort()
    await expect(pending).rejects.toMatchObject({
      data: { kind: 'cancelled' },
      message: 'The operation was cancelled.',
    })
    await until(() => emu.state.requests().length === 1, 'the cancelled request to be logged')
    expect(statuses()).toEqual([0])
  })

  it('cancels a queued request before it is sent', async () => {
    // On a clock that does not move, the second read waits for its turn for as long as the test runs.
    const ctx = testContext(emu, { clock: createFakeClock(), limits: { burst: 1, perSecond: 0.2 } })
    // A speaker no other test here reads, so a request of another test logged late is not counted.
    const ref = { eventId: ev.id, speakerId: ev.speakerIds[1]! }
    const readsOfRef = () => emu.state.requests().filter((r) => r.path.endsWith(ref.speakerId))
    await getSpeaker(ctx, ref)
    const controller = new AbortController()
    const queued = getSpeaker(ctx, ref, controller.signal)
    await until(() => ctx.scheduler.status(ctx.workspaceId).queued === 1, 'the read to be queued')
    expect(ctx.scheduler.status(ctx.workspaceId)).toMatchObject({ queued: 1, inFlight: 0 })
    controller.abort()
    await expect(queued).rejects.toMatchObject({ data: { kind: 'cancelled' } })
    expect(readsOfRef()).toHaveLength(1)
  })
})

describe('uploads are repeated only when that is safe', () => {
  const upload = (ctx: ReturnType<typeof testContext>) =>
    uploadSpeakerPicture(ctx, {
      eventId: ev.id,
      speakerId: ev.speakerIds[0]!,
      source: { kind: 'file', bytes: writePng(100, 100), fileName: 'me.png' },
    })

  it('not after a dropped connection (it may have been applied), and says so', async () => {
    emu.state.setFaults([{ kind: 'drop', method: 'POST', times: 1 }])
    const error = await caught(() => upload(testContext(emu)))
    expect(error.data).toMatchObject({ kind: 'network' })
    expect(error.message).toMatch(
      /The speaker's picture may or may not have been replaced: check it before trying again\.$/,
    )
    expect(statuses()).toEqual([0])
  })

  it('not after a 500, but after a 503', async () => {
    emu.state.setFaults([{ kind: 'error', status: 500, method: 'POST', times: 1 }])
    await expect(upload(testContext(emu))).rejects.toMatchObject({ data: { status: 500 } })
    emu.state.setFaults([{ kind: 'error', status: 503, method: 'POST', times: 1 }])
    await expect(upload(testContext(emu))).resolves.toMatchObject({ speakerId: ev.speakerIds[0] })
    expect(statuses()).toEqual([500, 503, 200])
  })

  it('after "connection refused", which proves nothing was sent', async () => {
    const port = await closedPort()
    let attempts = 0
    const counting: FetchLike = (input, init) => {
      attempts++
      return fetch(input, init)
    }
    const ctx = testContext(emu, {
      baseUrl: `http://127.0.0.1:${port}`,
      fetch: counting,
      retry: { maxRetries: 2 },
    })
    const error = await caught(() => upload(ctx))
    expect(attempts).toBe(3)
    expect(error.data).toMatchObject({ kind: 'network', retryable: true })
    expect(error.message).toBe(
      "Could not upload the speaker's picture: the service refused the connection (it may not be running, or the port is wrong). Check the network connection and the workspace address.",
    )
  })

  it('a read of an unreachable service explains the network failure', async () => {
    const port = await closedPort()
    const scheduler = testScheduler({ retry: { maxRetries: 0 } })
    const error = await caught(() =>
      getSpeaker(testContext(emu, { baseUrl: `http://127.0.0.1:${port}`, scheduler }), {
        eventId: ev.id,
        speakerId: ev.speakerIds[0]!,
      }),
    )
    expect(error.message).toMatch(/^Could not get the speaker: the service refused the connection/)
  })
})
