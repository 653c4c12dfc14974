/**
 * A failing attendee page over real HTTP, one emulator fault at a time: what
 * the user is told and how many requests it took.
 *
 * An error page, cut-off JSON or a dropped connection is repeated at most
 * three times and then named; a service that takes the request and never
 * answers, or stops its answer partway, is waited for once (its silence
 * outlasts the read budget) and named. The limits are shortened in the same
 * proportion as the app's (30 s of silence against a 10 s budget), so the
 * test spends milliseconds; bench/errors-in-seconds.bench.ts times the real ones.
 */
import { describe, expect, it } from 'vitest'
import type { FaultKind } from '@emulator'
import { DEFAULT_RETRY } from '../scheduler/retry'
import { listAttendeesPage } from './attendees'
import { caught, testContext } from '@test-support/api-context'
import { until } from '@test-support/eventually'
import { emulatorPerFile } from '@test-support/emulator-per-file'

const file = emulatorPerFile({ attendeesPerEvent: 250 })

/** The app's limits, shrunk: silence cut after 0.3 s (headers) or 0.6 s (body), budget 0.1 s. */
const SHORT = {
  readTimeouts: { 'on-screen': { headersMs: 300, bodyIdleMs: 600 } },
  retry: { readBudgetMs: 100 },
}

/** The emulator logs a held request when the client lets it go. */
async function attendeeRequests(atLeast: number): Promise<number> {
  const count = () => file.emu.state.requests().filter((r) => r.path.endsWith('/attendees')).length
  await until(() => count() >= atLeast, `${atLeast} attendee requests to be logged`)
  return count()
}

const nextPage = (options = {}) =>
  caught(() =>
    listAttendeesPage(testContext(file.emu, options), {
      eventId: file.ev.id,
      page: 2,
      pageSize: 50,
    }),
  )

const REPEATED: { kind: FaultKind; names: RegExp }[] = [
  { kind: 'html', names: /error page instead of data/ },
  { kind: 'malformed-json', names: /incomplete JSON \(the answer was cut off\)/ },
  { kind: 'drop', names: /connection was dropped|closed the connection/ },
]

describe('a failing attendee page', () => {
  for (const { kind, names } of REPEATED) {
    it(`${kind}: is repeated at most ${DEFAULT_RETRY.readRetries} times, then named`, async () => {
      file.emu.state.setFaults([{ kind, pathPrefix: `/v1/events/${file.ev.id}/attendees` }])
      const error = await nextPage()
      expect(error.message).toMatch(names)
      expect(error.message).not.toMatch(/Invalid input/)
      const requests = await attendeeRequests(2)
      expect(requests).toBeGreaterThan(1)
      expect(requests).toBeLessThanOrEqual(1 + DEFAULT_RETRY.readRetries)
    })
  }

  it('hang: is waited for once, past the read budget, and named', async () => {
    file.emu.state.setFaults([{ kind: 'hang', pathPrefix: `/v1/events/${file.ev.id}/attendees` }])
    const error = await nextPage(SHORT)
    expect(error.message).toMatch(/took the request but sent no answer within 0\.3 s/)
    expect(await attendeeRequests(1)).toBe(1)
  })

  it('stall-body: is waited for once, past the read budget, and named', async () => {
    file.emu.state.setFaults([
      { kind: 'stall-body', pathPrefix: `/v1/events/${file.ev.id}/attendees` },
    ])
    const error = await nextPage(SHORT)
    expect(error.message).toMatch(/stopped sending its answer partway \(nothing came for 0\.6 s\)/)
    expect(await attendeeRequests(1)).toBe(1)
  })
})
