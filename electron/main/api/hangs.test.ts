/**
 * The client against the emulator's `hang` and `stall-body` faults, over real HTTP.
 *
 * A read that gets no answer, or an answer that stops partway, is cut after its
 * silence and repeated; a slow answer that keeps coming is read to its end; a
 * write that gets no answer is sent once and said to maybe have been applied.
 * Limits are shortened here so the test spends milliseconds.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import {
  caught,
  startTestEmulator,
  testContext,
  type RunningEmulator,
} from '@test-support/api-context'
import { deleteLocation } from './locations'
import { getSpeaker } from './speakers'

let emu: RunningEmulator
let ev: EventSummary

beforeAll(async () => {
  emu = await startTestEmulator({ attendeesPerEvent: 20 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.state.reset()
  ev = emu.events[0]!
})

/** Short, but far longer than the 50 ms between the pieces of a slow body, even on a busy machine. */
const SHORT = { 'on-screen': { headersMs: 300, bodyIdleMs: 600 } }
const speaker = () => ({ eventId: ev.id, speakerId: ev.speakerIds[0]! })

/** The emulator logs a held request when the client lets it go. */
async function logged(count: number) {
  for (let i = 0; i < 100 && emu.state.requests().length < count; i++)
    await new Promise((resolve) => setTimeout(resolve, 20))
  return emu.state.requests().map((r) => r.status)
}

describe('a read that is not answered in time', () => {
  it('is cut after its headers limit, repeated, and told as a timeout', async () => {
    emu.state.setFaults([{ kind: 'hang' }])
    const ctx = testContext(emu, { readTimeouts: SHORT, retry: { readRetries: 2 } })
    const error = await caught(() => getSpeaker(ctx, speaker()))
    expect(error.data).toMatchObject({ kind: 'timeout', retryable: true })
    expect(error.message).toBe(
      'The service took the request but sent no answer within 0.3 s while trying to get the speaker.',
    )
    expect(await logged(3)).toEqual([0, 0, 0])
  })

  it('whose body stops partway is cut after its body silence, and recovers when repeated', async () => {
    emu.state.setFaults([{ kind: 'stall-body', chunkBytes: 20, times: 1 }])
    const ctx = testContext(emu, { readTimeouts: SHORT })
    await expect(getSpeaker(ctx, speaker())).resolves.toMatchObject({ id: speaker().speakerId })
    expect(emu.state.requests()).toHaveLength(2)
  })

  it('whose body keeps coming slowly is read to its end, longer than its silence limit', async () => {
    emu.state.setFaults([{ kind: 'slow-body', chunkBytes: 64, chunkDelayMs: 50, times: 1 }])
    const ctx = testContext(emu, { readTimeouts: SHORT })
    const started = Date.now()
    await expect(getSpeaker(ctx, speaker())).resolves.toMatchObject({ id: speaker().speakerId })
    expect(Date.now() - started).toBeGreaterThan(300)
    expect(emu.state.requests()).toHaveLength(1)
  })
})

describe('a write that is not answered', () => {
  it('is not cut by the read limits, is sent once, and may have been applied', async () => {
    const location = emu.state.event(ev.id)!.locations.find((l) => !l.isDefault)!
    emu.state.setFaults([{ kind: 'hang', method: 'DELETE' }])
    const ctx = testContext(emu, { readTimeouts: SHORT, timeoutMs: 800 })
    const started = Date.now()
    const error = await caught(() =>
      deleteLocation(ctx, { eventId: ev.id, locationId: location.id }),
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(800)
    expect(error.data).toMatchObject({ kind: 'timeout', mayHaveApplied: true })
    expect(await logged(1)).toEqual([0])
  })
})
