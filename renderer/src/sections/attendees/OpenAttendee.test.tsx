/**
 * "Open attendee" on a real core: a pasted ID, or an address or text holding
 * one, opens that attendee. Where the service reads one attendee back, the
 * panel shows its answer, wherever the attendee is in the list; where it does
 * not, a row of a page read opens, and an attendee on no such page is told in
 * words, with what to do instead. A followed link's attendee is opened the same way.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'

async function attendees(dialect: 'zuddl-docs' | 'documented') {
  const opened = await renderWithCore({
    section: 'attendees',
    emulator: { dialect, attendeesPerEvent: 30 },
  })
  const rows = (await screen.findAllByRole('row')).filter((r) => r.dataset.attendeeId)
  const onPage = rows.map((r) => r.dataset.attendeeId!)
  const all = opened.emulator.state.attendees(opened.eventId)!.ids
  const offPage = all.find((id) => !onPage.includes(id))!
  const field = screen.getByLabelText('Open attendee')
  const paste = async (text: string) => {
    await opened.user.clear(field)
    await opened.user.click(field)
    await opened.user.paste(text)
  }
  return { ...opened, onPage, offPage, field, paste }
}

const heading = (panel: HTMLElement) => within(panel).getAllByRole('heading')[0]!.textContent

describe('Open attendee', () => {
  it('opens an attendee on no page shown from a pasted dashboard address, read from the service', async () => {
    const { emulator, eventId, offPage, paste } = await attendees('zuddl-docs')
    emulator.state.overrideAttendee(eventId, offPage, {
      profile: { firstName: 'Read', lastName: 'Back' },
    })
    // The address's shape is not documented: the event's own ID in it is passed over.
    await paste(`https://app.zuddl.com/o/acme/${eventId}/people/${offPage.toUpperCase()}?tab=1`)
    const panel = await screen.findByTestId('attendee-details')
    await waitFor(() => expect(heading(panel)).toBe('Read Back'))
    expect(within(panel).getByTestId('attendee-taken').textContent).toBe(
      `Took the attendee ID ${offPage} from the address you pasted.`,
    )
    expect(within(panel).getByTestId('attendee-read-again').textContent).toBe(
      'Shown as the service holds this attendee now.',
    )
  })

  it('says an ID the service does not know, and that a text holding none is no ID', async () => {
    const { user, field, paste } = await attendees('zuddl-docs')
    const unknown = crypto.randomUUID()
    await paste(`Please check ${unknown} before the doors open`)
    const problem = await screen.findByTestId('open-attendee-problem')
    await waitFor(() =>
      expect(problem.textContent).toBe(
        `Took the attendee ID ${unknown} from the text you pasted. This attendee could not be opened: The attendee was not found. It may have been removed from the event, or the attendee ID is wrong.`,
      ),
    )
    expect(screen.queryByTestId('attendee-details')).toBeNull()

    await user.clear(field)
    await user.type(field, 'Jane from Acme{Enter}')
    await waitFor(() =>
      expect(screen.getByTestId('open-attendee-problem').textContent).toMatch(
        /^That text holds no attendee ID\. An attendee ID looks like /,
      ),
    )
    expect(field.getAttribute('aria-invalid')).toBe('true')
  })

  it('opens a row of the page where the service does not read one attendee back', async () => {
    const { onPage, paste } = await attendees('documented')
    await paste(onPage[1]!)
    const panel = await screen.findByTestId('attendee-details')
    expect(within(panel).getByText(onPage[1]!)).toBeTruthy()
    const note = await within(panel).findByTestId('attendee-read-again')
    expect(note.textContent).toMatch(/does not read one attendee back/)
    // Pasted alone, the ID needs no word on where it came from.
    expect(within(panel).queryByTestId('attendee-taken')).toBeNull()
  })

  it('says what to do for an attendee on no page read, where the service cannot read one', async () => {
    const { offPage, paste } = await attendees('documented')
    await paste(offPage)
    const problem = await screen.findByTestId('open-attendee-problem')
    expect(problem.textContent).toBe(
      `This workspace's service cannot read an attendee by ID, and no page read here holds this attendee: filter the list by name or company, or page through it, to find them.`,
    )
    expect(problem.textContent).not.toMatch(/404|HTTP/)
    expect(screen.queryByTestId('attendee-details')).toBeNull()
  })

  it('opens the attendee a followed link names, on no page shown, by reading it', async () => {
    const { emulator, eventId, offPage } = await attendees('zuddl-docs')
    emulator.state.overrideAttendee(eventId, offPage, {
      profile: { firstName: 'Linked', lastName: 'Person' },
    })
    window.location.hash = `#/attendees/${offPage}`
    const panel = await screen.findByTestId('attendee-details')
    await waitFor(() => expect(heading(panel)).toBe('Linked Person'))
    expect(screen.queryByTestId('link-not-shown')).toBeNull()
  })

  it('says what to do for a followed link’s attendee where the service cannot read one', async () => {
    const { offPage, field } = await attendees('documented')
    window.location.hash = `#/attendees/${offPage}`
    const problem = await screen.findByTestId('open-attendee-problem')
    expect(problem.textContent).toMatch(/^This workspace's service cannot read an attendee by ID/)
    expect((field as HTMLInputElement).value).toBe(offPage)
    expect(screen.queryByTestId('attendee-details')).toBeNull()
  })
})
