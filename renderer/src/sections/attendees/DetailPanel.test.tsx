/**
 * The attendee panel on a real core: the service's codes for status, its
 * source and roles are read in words, and its instants as people read
 * them, as the list shows them.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'

describe('the attendee panel', () => {
  it('says the status, its source and the roles in words, and when, not codes', async () => {
    const { emulator, eventId, user } = await renderWithCore({
      section: 'attendees',
      emulator: { dialect: 'zuddl-docs', attendeesPerEvent: 5 },
    })
    const id = emulator.state.attendees(eventId)!.ids[0]!
    emulator.state.overrideAttendee(eventId, id, {
      status: 'CHECKED_IN',
      statusSource: 'MANUAL_UPDATE',
      roles: ['ATTENDEE', 'SPEAKER'],
      statusUpdatedAt: '2026-05-12T09:30:00.000Z',
    })
    const field = await screen.findByLabelText('Open attendee')
    await user.click(field)
    await user.paste(id)
    const panel = await screen.findByTestId('attendee-details')
    const value = (label: string) =>
      within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    await waitFor(() => expect(value('Status source')).toBe('Manual update'))
    expect(value('Status')).toBe('Checked in')
    expect(value('Roles')).toBe('Attendee, Speaker')
    expect(value('Status updated at')).toBe('2026-05-12 09:30:00 UTC')
    expect(within(panel).getByRole('banner').textContent).toContain('Checked in')
    expect(panel.textContent).not.toMatch(/CHECKED_IN|MANUAL_UPDATE|ATTENDEE/)
  })
})
