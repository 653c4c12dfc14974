/**
 * "Read again" in the attendee's panel, on a real core: where the service
 * reads one attendee back it shows them as the service holds them now; where
 * it does not, it says so in words and keeps the grid's row.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'

async function openFirst(dialect: 'zuddl-docs' | 'documented') {
  const opened = await renderWithCore({
    section: 'attendees',
    emulator: { dialect, attendeesPerEvent: 5 },
  })
  const row = (await screen.findAllByRole('row')).find((r) => r.dataset.attendeeId)!
  const attendeeId = row.dataset.attendeeId!
  await opened.user.click(row)
  const panel = await screen.findByTestId('attendee-details')
  return { ...opened, attendeeId, panel }
}

describe('Read again in the attendee’s panel', () => {
  it('shows the attendee as the service holds them now', async () => {
    const { emulator, eventId, attendeeId, panel, user } = await openFirst('zuddl-docs')
    emulator.state.overrideAttendee(eventId, attendeeId, {
      profile: { firstName: 'Renamed', lastName: 'Since' },
    })
    expect(within(panel).queryByText('Renamed Since')).toBeNull()
    await user.click(within(panel).getByRole('button', { name: 'Read again' }))
    await within(panel).findByText('Renamed Since')
    expect(within(panel).getByTestId('attendee-read-again').textContent).toBe(
      'Shown as the service holds this attendee now.',
    )
  })

  it('says where the service does not read one attendee back', async () => {
    const { emulator, eventId, attendeeId, panel, user } = await openFirst('documented')
    const title = within(panel).getAllByRole('heading')[0]!.textContent
    emulator.state.overrideAttendee(eventId, attendeeId, { profile: { firstName: 'Unseen' } })
    await user.click(within(panel).getByRole('button', { name: 'Read again' }))
    const note = await within(panel).findByTestId('attendee-read-again')
    await waitFor(() => expect(note.textContent).toMatch(/does not read one attendee back/))
    expect(note.textContent).not.toMatch(/404|HTTP/)
    expect(within(panel).getAllByRole('heading')[0]!.textContent).toBe(title)
  })
})
