/**
 * A slow service is not a broken one, over real HTTP.
 *
 * The emulator holds each answer (its latency control, or its hang fault) while
 * the client's fake clock is moved on, so the client lives through seconds of
 * waiting at once. A page answered after 5 or 8 s is read by its first request,
 * on the grid's path and the export's; a service that never answers is cut by
 * the headers limit at 30 s, once.
 */
import { describe, expect, it } from 'vitest'
import { caught, testContext } from '@test-support/api-context'
import { emulatorPerFile } from '@test-support/emulator-per-file'
import { createFakeClock, type FakeClock } from '../scheduler/clock'
import { READ_TIMEOUTS } from './attempt-limits'
import { fetchAttendeesPageBytes, listAttendeesPage, readAttendeesPage } from './attendees'
import type { FetchLike } from './http-client'

const file = emulatorPerFile({ attendeesPerEvent: 120 })

/** Real time the emulator holds each answer: the client's clock is moved on meanwhile. */
const HELD_MS = 300

/** A client on a fake clock whose every attempt's signal is kept, to see which were cut. */
function slowClient() {
  const clock = createFakeClock()
  const attempts: AbortSignal[] = []
  const noting: FetchLike = (input, init) => {
    attempts.push(init.signal as AbortSignal)
    return fetch(input, init)
  }
  return { clock, attempts, ctx: testContext(file.emu, { clock, fetch: noting }) }
}

/** Lets the scheduler grant the first attempt, then moves the client's clock `ms` on. */
async function waitOnTheClient(clock: FakeClock, attempts: AbortSignal[], ms: number) {
  await clock.advance(0)
  expect(attempts).toHaveLength(1)
  await clock.advance(ms)
}

describe('a service that answers slowly', () => {
  it.each([5_000, 8_000])(
    'shows a page of 100 attendees answered after %i ms, from its first request',
    async (answerMs) => {
      file.emu.state.setLatency(HELD_MS)
      const { clock, attempts, ctx } = slowClient()
      const page = listAttendeesPage(ctx, { eventId: file.ev.id, pageSize: 100 })
      await waitOnTheClient(clock, attempts, answerMs)
      expect(attempts[0]!.aborted).toBe(false)
      const read = await page
      expect(read.items).toHaveLength(100)
      expect(attempts).toHaveLength(1)
    },
  )

  it("reads an export's page answered after 8 s, from its first request", async () => {
    file.emu.state.setLatency(HELD_MS)
    const { clock, attempts, ctx } = slowClient()
    const received = fetchAttendeesPageBytes(ctx, { eventId: file.ev.id, pageSize: 100 })
    await waitOnTheClient(clock, attempts, 8_000)
    expect(attempts[0]!.aborted).toBe(false)
    expect(readAttendeesPage(await received).items).toHaveLength(100)
    expect(attempts).toHaveLength(1)
  })
})

describe('a service that never answers', () => {
  it('is cut by the headers limit at 30 s, and not sent again', async () => {
    file.emu.state.setFaults([{ kind: 'hang' }])
    const { clock, attempts, ctx } = slowClient()
    const failed = caught(() => listAttendeesPage(ctx, { eventId: file.ev.id, pageSize: 100 }))
    const { headersMs } = READ_TIMEOUTS['on-screen']
    expect(headersMs).toBe(30_000)
    await waitOnTheClient(clock, attempts, headersMs - 1)
    expect(attempts[0]!.aborted).toBe(false)
    await clock.advance(1)
    expect(attempts[0]!.aborted).toBe(true)
    const error = await failed
    expect(error.data).toMatchObject({ kind: 'timeout' })
    // The headers limit ran out, not the body's or a write's overall one.
    expect(error.message).toMatch(/^The service took the request but sent no answer within 30 s /)
    await clock.advance(60_000)
    expect(attempts).toHaveLength(1)
  })
})
