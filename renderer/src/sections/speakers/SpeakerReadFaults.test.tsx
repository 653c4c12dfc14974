/**
 * The Speakers panel reading the speakers it knows by ID while the service
 * misbehaves, on a real core and emulator: one read in ten answered with a
 * 500 is repeated by main within its read budget and every card ends up
 * read; error pages and cut-off JSON on every read leave each card with a
 * sentence naming the problem, its label and ID kept, after at most four
 * requests per speaker; "Check again" reads it once the service is well.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  renderWithCore,
  type FaultKind,
  type RunningEmulator,
} from '@test-support/component/render-with-core'

/** One attempt and at most 3 repeats (electron/main/scheduler/retry.ts, DEFAULT_RETRY.readRetries). */
const MOST_READS = 4

const speakerReads = (emulator: RunningEmulator, eventId: string) =>
  emulator.state
    .requests()
    .filter((r) => r.method === 'GET' && r.path.startsWith(`/v1/events/${eventId}/speakers/`))

const card = (id: string) =>
  document.querySelector<HTMLElement>(`[data-testid="speaker-card"][data-speaker-id="${id}"]`)!

/** The Speakers section with the first speakers of the event in the catalog, under faults. */
async function openUnderFaults(
  seed: number,
  count: (emulator: RunningEmulator, eventId: string) => number,
  fault: (emulator: RunningEmulator, eventId: string) => void,
  labels: string[] = [],
) {
  let ids: string[] = []
  const opened = await renderWithCore({
    section: 'speakers',
    emulator: { seed },
    prepare: async ({ emulator, call, workspaceId, eventId }) => {
      fault(emulator, eventId)
      const speakers = emulator.state.event(eventId)!.speakers
      ids = speakers.slice(0, count(emulator, eventId)).map((s) => s.id)
      for (const [i, id] of ids.entries())
        await call('catalog:add', {
          workspaceId,
          eventId,
          kind: 'speaker',
          text: id,
          ...(labels[i] ? { label: labels[i] } : {}),
        })
    },
  })
  return { ...opened, ids }
}

const BROKEN: { kind: FaultKind; names: RegExp }[] = [
  { kind: 'html', names: /error page instead of data/ },
  { kind: 'malformed-json', names: /incomplete JSON \(the answer was cut off\)/ },
]

describe('speaker reads under faults', () => {
  it('repeats one read in ten failing with a 500 within the budget, and every card is read', async () => {
    const { emulator, eventId, ids } = await openUnderFaults(
      41,
      (e, event) => Math.min(12, e.state.event(event)!.speakers.length),
      (e) =>
        e.state.setFaults(
          [{ kind: 'error', status: 500, rate: 0.1, method: 'GET', pathPrefix: '/v1/events/' }],
          // A fault seed whose first dozen rolls hit some reads: the test sees repeats happen.
          45,
        ),
    )
    // Every card has been read once its speaker order shows; none says a problem.
    await waitFor(() => expect(screen.getAllByTestId('speaker-order')).toHaveLength(ids.length))
    expect(screen.queryAllByTestId('speaker-card-problem')).toHaveLength(0)
    const event = emulator.state.event(eventId)!
    for (const id of ids) {
      const s = event.speakers.find((x) => x.id === id)!
      expect(card(id).textContent).toContain(`${s.firstName} ${s.lastName}`)
    }
    const reads = speakerReads(emulator, eventId)
    const failed = reads.filter((r) => r.status === 500).length
    // The faults did fire (this seed), and each failed read was repeated once, no more.
    expect(failed).toBeGreaterThan(0)
    expect(reads.filter((r) => r.status === 200)).toHaveLength(ids.length)
    expect(reads).toHaveLength(ids.length + failed)
    for (const id of ids)
      expect(reads.filter((r) => r.path.endsWith(id)).length).toBeLessThanOrEqual(MOST_READS)
  })

  for (const { kind, names } of BROKEN) {
    it(`says reads answered with ${kind} on each card, keeps it, and reads it on Check again`, async () => {
      const labels = ['Keynote guest', 'Panel host']
      const { emulator, eventId, ids, user } = await openUnderFaults(
        43,
        () => 2,
        (e, event) =>
          e.state.setFaults([{ kind, method: 'GET', pathPrefix: `/v1/events/${event}/` }]),
        labels,
      )
      for (const [i, id] of ids.entries()) {
        await waitFor(() =>
          expect(within(card(id)).getByTestId('speaker-card-problem').textContent).toMatch(names),
        )
        // Nothing lost: the card keeps the label given and the ID.
        expect(card(id).textContent).toContain(labels[i]!)
        expect(within(card(id)).getByTestId('speaker-card-problem').textContent).toContain(id)
      }
      for (const id of ids)
        expect(speakerReads(emulator, eventId).filter((r) => r.path.endsWith(id))).toHaveLength(
          MOST_READS,
        )

      emulator.state.setFaults([])
      const first = emulator.state.event(eventId)!.speakers.find((s) => s.id === ids[0])!
      await user.click(within(card(ids[0]!)).getByRole('button', { name: 'Check again' }))
      await within(card(ids[0]!)).findByTestId('speaker-order')
      expect(card(ids[0]!).textContent).toContain(`${first.firstName} ${first.lastName}`)
      expect(within(card(ids[0]!)).queryByTestId('speaker-card-problem')).toBeNull()
      // The other card still says its problem until it is asked again: no read behind the user's back.
      expect(within(card(ids[1]!)).getByTestId('speaker-card-problem').textContent).toMatch(names)
    })
  }
})
