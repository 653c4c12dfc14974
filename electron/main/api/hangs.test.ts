/**
 * The client against the emulator's `hang` and `stall-body` faults, over real HTTP.
 *
 * A read that gets no answer, or an answer that stops partway, is cut after its
 * silence and repeated; a slow answer that keeps coming is read to its end; a
 * write that gets no answer is sent once and said to maybe have been applied.
 * Limits are shortened here so the test spends milliseconds.
 */
import { describe, expect, it } from 'vitest'
import { caught, testContext, testScheduler } from '@test-support/api-context'
import { until } from '@test-support/eventually'
import { pacedFetch } from '@test-support/paced-fetch'
import { createFakeClock } from '../scheduler/clock'
import { emulatorPerFile } from '@test-support/emulator-per-file'
import { deleteLocation } from './locations'
import { getSpeaker } from './speakers'

const file = emulatorPerFile({ attendeesPerEvent: 20 })

/** Short, so a read that is never answered is cut in milliseconds. */
const SHORT = { 'on-screen': { headersMs: 300, bodyIdleMs: 600 } }
const speaker = () => ({ eventId: file.ev.id, speakerId: file.ev.speakerIds[0]! })

/** The emulator logs a held request when the client lets it go. */
async function logged(count: number) {
  await until(() => file.emu.state.requests().length >= count, `${count} requests to be logged`)
  return file.emu.state.requests().map((r) => r.status)
}

describe('a read that is not answered in time', () => {
  it('is cut after its headers limit, repeated, and told as a timeout', async () => {
    file.emu.state.setFaults([{ kind: 'hang' }])
    // No read budget: the three attempts are made however long the machine takes over them.
    const retry = { readRetries: 2, readBudgetMs: Number.POSITIVE_INFINITY }
    const ctx = testContext(file.emu, { readTimeouts: SHORT, retry })
    const error = await caught(() => getSpeaker(ctx, speaker()))
    expect(error.data).toMatchObject({ kind: 'timeout', retryable: true })
    expect(error.message).toBe(
      'The service took the request but sent no answer within 0.3 s while trying to get the speaker.',
    )
    expect(await logged(3)).toEqual([0, 0, 0])
  })

  it('whose body stops partway is cut after its body silence, and recovers when repeated', async () => {
    file.emu.state.setFaults([{ kind: 'stall-body', chunkBytes: 20, times: 1 }])
    // On the client's clock, the first answer is silent for its limit once its 20 bytes came.
    const clock = createFakeClock()
    const stalled = { pieceBytes: 1024, beforePieceMs: 0, silence: { afterBytes: 20, ms: 600 } }
    const ctx = testContext(file.emu, {
      clock,
      fetch: pacedFetch(clock, (attempt) => (attempt === 1 ? stalled : null)),
      scheduler: testScheduler(),
      readTimeouts: SHORT,
    })
    await expect(getSpeaker(ctx, speaker())).resolves.toMatchObject({ id: speaker().speakerId })
    expect(await logged(2)).toEqual([200, 200])
  })

  it('whose body keeps coming slowly is read to its end, longer than its silence limit', async () => {
    file.emu.state.setFaults([{ kind: 'slow-body', chunkBytes: 64, chunkDelayMs: 5, times: 1 }])
    // On the client's clock each piece comes 250 ms after the last: never 600 ms of silence.
    const clock = createFakeClock()
    const ctx = testContext(file.emu, {
      clock,
      fetch: pacedFetch(clock, () => ({ pieceBytes: 64, beforePieceMs: 250 })),
      scheduler: testScheduler(),
      readTimeouts: SHORT,
    })
    const started = clock.now()
    await expect(getSpeaker(ctx, speaker())).resolves.toMatchObject({ id: speaker().speakerId })
    expect(clock.now() - started).toBeGreaterThan(SHORT['on-screen'].bodyIdleMs)
    expect(file.emu.state.requests()).toHaveLength(1)
  })
})

describe('a write that is not answered', () => {
  it('is not cut by the read limits, is sent once, and may have been applied', async () => {
    const location = file.emu.state.event(file.ev.id)!.locations.find((l) => !l.isDefault)!
    file.emu.state.setFaults([{ kind: 'hang', method: 'DELETE' }])
    const ctx = testContext(file.emu, { readTimeouts: SHORT, timeoutMs: 800 })
    const error = await caught(() =>
      deleteLocation(ctx, { eventId: file.ev.id, locationId: location.id }),
    )
    expect(error.data).toMatchObject({ kind: 'timeout', mayHaveApplied: true })
    // Its own limit ended it: the read limits would have said "no answer within 0.3 s".
    expect(error.message).toMatch(/^The service did not answer in time while trying to /)
    expect(await logged(1)).toEqual([0])
  })
})
