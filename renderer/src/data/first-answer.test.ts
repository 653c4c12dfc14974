/**
 * The first screen's answer is asked for once between the first paint and
 * the app: the app takes what the first paint asked, and its signal cancels
 * that call; once the app has taken it, the first paint gets nothing.
 */
import { describe, expect, it, vi } from 'vitest'
import { firstAnswer } from './first-answer'

const answer = null
const heldRead = () => {
  const signals: (AbortSignal | undefined)[] = []
  const read = vi.fn((_hash: string, signal?: AbortSignal) => {
    signals.push(signal)
    return Promise.resolve(answer)
  })
  return { read, signals }
}

describe("the first screen's answer", () => {
  it('is asked once: the app takes what the first paint asked', async () => {
    const { read } = heldRead()
    const shared = firstAnswer(read)
    const asked = shared.ask('#/attendees')
    expect(shared.ask('#/attendees')).toBe(asked)
    await expect(shared.take('#/attendees')).resolves.toBe(answer)
    expect(read).toHaveBeenCalledTimes(1)
    // Taken: the first paint is too late now, and the next read is the app's own.
    expect(shared.ask('#/attendees')).toBeNull()
    await shared.take('#/attendees')
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('is read by the app itself where the first paint asked nothing, or for another screen', async () => {
    const alone = heldRead()
    await firstAnswer(alone.read).take('#/attendees')
    expect(alone.read).toHaveBeenCalledTimes(1)
    const other = heldRead()
    const shared = firstAnswer(other.read)
    void shared.ask('#/attendees')
    await shared.take('#/sessions')
    expect(other.read.mock.calls.map(([hash]) => hash)).toEqual(['#/attendees', '#/sessions'])
  })

  it("is cancelled by the app's signal, as the app's own call would be", async () => {
    const { read, signals } = heldRead()
    const shared = firstAnswer(read)
    void shared.ask('#/attendees')
    const stop = new AbortController()
    const taken = shared.take('#/attendees', stop.signal)
    expect(signals[0]!.aborted).toBe(false)
    stop.abort()
    expect(signals[0]!.aborted).toBe(true)
    await taken
  })

  it("leaves a failure to the app, never unhandled in the first paint's hands", async () => {
    const failure = new Error('no answer')
    const shared = firstAnswer(() => Promise.reject(failure))
    void shared.ask('#/attendees')
    // One turn of the event loop: where a rejection nobody handles would be reported.
    await new Promise((turn) => setImmediate(turn))
    await expect(shared.take('#/attendees')).rejects.toBe(failure)
  })
})
