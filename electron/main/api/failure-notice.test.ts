/**
 * A failing read is told from its first failed attempt, while it is repeated.
 *
 * Over real HTTP against the emulator, an error page and a cut-off answer
 * each: when the scheduler first says the read waits to be sent again, the
 * service has been asked once, and the notice holds the failure's own
 * sentence. The repeats go on behind it. No time is measured: what is checked
 * is which attempt the notice follows.
 */
import { describe, expect, it } from 'vitest'
import type { FaultKind } from '@emulator'
import type { RetryNotice } from '@shared/ipc/channels/requests'
import { DEFAULT_RETRY } from '../scheduler/retry'
import { listAttendeesPage } from './attendees'
import { caught, testContext, testScheduler } from '@test-support/api-context'
import { emulatorPerFile } from '@test-support/emulator-per-file'

const file = emulatorPerFile({ attendeesPerEvent: 50 })

const FAULTS: { kind: FaultKind; says: RegExp }[] = [
  { kind: 'html', says: /^The service .*answered with an error page .*list the attendees\./ },
  {
    kind: 'malformed-json',
    says: /^The service answered .*incomplete JSON \(the answer was cut off\)/,
  },
]

const attendeeRequests = () =>
  file.emu.state.requests().filter((r) => r.path.endsWith('/attendees')).length

describe('a failing read on screen', () => {
  for (const { kind, says } of FAULTS) {
    it(`${kind}: is told after its first failed attempt, then repeated`, async () => {
      file.emu.state.clearRequests()
      file.emu.state.setFaults([{ kind, pathPrefix: `/v1/events/${file.ev.id}/attendees` }])
      const scheduler = testScheduler()
      const told: { notice: RetryNotice; requests: number }[] = []
      scheduler.subscribe((status) => {
        const notice = status.retries[0]
        if (notice && told.length === 0) told.push({ notice, requests: attendeeRequests() })
      })
      const ctx = { ...testContext(file.emu, { scheduler }), channel: 'attendees:list' as const }
      const error = await caught(() =>
        listAttendeesPage(ctx, { eventId: file.ev.id, page: 1, pageSize: 10 }),
      )
      expect(told).toHaveLength(1)
      expect(told[0]!.requests).toBe(1)
      expect(told[0]!.notice).toMatchObject({ attempt: 1, channel: 'attendees:list' })
      expect(told[0]!.notice.what).toMatch(says)
      // One sentence: the advice to try again is for the final words, not while trying.
      expect(told[0]!.notice.what).not.toMatch(/Try again/)
      // The repeats went on behind the notice, and the last failure is told as before.
      expect(attendeeRequests()).toBe(1 + DEFAULT_RETRY.readRetries)
      expect(error.message).toMatch(says)
    })
  }
})
