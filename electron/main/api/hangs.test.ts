/**
 * The client against the emulator's `hang` and `stall-body` faults, over real HTTP.
 *
 * A read that gets no answer, or an answer that stops partway, is cut after its
 * silence and repeated; a slow answer that keeps coming is read to its end; a
 * write that gets no answer is sent once and said to maybe have been applied.
 * Limits are shortened here so the test spends milliseconds.
 */
import { describe, expect, it } from 'vitest'
import { caught, testContext } from '@test-support/api-context'
import { emulatorPerFile } from '@test-support/emulator-per-file'
import { deleteLocation } from './locations'
import { getSpeaker } from './speakers'

const file = emulatorPerFile({ attendeesPerEvent: 20 })

/** Short, but far longer than the 50 ms between the pieces of a slow body, even on a busy machine. */
const SHORT = { 'on-screen': { headersMs: 300, bodyIdleMs: 600 } }
const speaker = () => ({ eventId: file.ev.id, speakerId: file.ev.speakerIds[0]! })

/** The emulator logs a held request when the client lets it go. */
async function logged(count: number) {
  for (let i = 0; i < 100 && file.emu.state.requests().length < count; i++)
    await new Promise((resolve) => setTimeout(resolve, 20))
  return file.emu.state.requests().map((r) => r.status)
}

describe('a read that is not answered in time', () => {
  it('is cut after its headers limit, repeated, and told as a timeout', async () => {
    file.emu.state.setFaults([{ kind: 'hang' }])
    const ctx = testContext(file.emu, { readTimeouts: SHORT, retry: { readRetries: 2 } })
    const error = await caught(() => getSpeaker(ctx, speaker()))
    expect(error.data).toMatchObject({ kind: 'timeout', retryable: true })
    expect(error.message).toBe(
      'The service took the request but sent no answer within 0.3 s while trying to get the speaker.',
    )
    expect(await logged(3)).toEqual([0, 0, 0])
  })

  it('whose body stops partway is cut after its body silence, and recovers when repeated', async () => {
    file.emu.state.setFaults([{ kind: 'stall-body', chunkBytes: 20, times: 1 }])
    const ctx = testContext(file.emu, { readTimeouts: SHORT })
    await expect(getSpeaker(ctx, speaker())).resolves.toMatchObject({ id: speaker().speakerId })
    expect(file.emu.state.requests()).toHaveLength(2)
  })

  it('whose body keeps coming slowly is read to its end, longer than its silence limit', async () => {
    file.emu.state.setFaults([{ kind: 'slow-body', chunkBytes: 64, chunkDelayMs: 50, times: 1 }])
    const ctx = testContext(file.emu, { readTimeouts: SHORT })
    const started = Date.now()
    await expect(getSpeaker(ctx, speaker())).resolves.toMatchObject({ id: speaker().speakerId })
    expect(Date.now() - started).toBeGreaterThan(300)
    expect(file.emu.state.requests()).toHaveLength(1)
  })
})

describe('a write that is not answered', () => {
  it('is not cut by the read limits, is sent once, and may have been applied', async () => {
    const location = file.emu.state.event(file.ev.id)!.locations.find((l) => !l.isDefault)!
    file.emu.state.setFaults([{ kind: 'hang', method: 'DELETE' }])
    const ctx = testContext(file.emu, { readTimeouts: SHORT, timeoutMs: 800 })
    const started = Date.now()
    const error = await caught(() =>
      deleteLocation(ctx, { eventId: file.ev.id, locationId: location.id }),
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(800)
    expect(error.data).toMatchObject({ kind: 'timeout', mayHaveApplied: true })
    expect(await logged(1)).toEqual([0])
  })
})
