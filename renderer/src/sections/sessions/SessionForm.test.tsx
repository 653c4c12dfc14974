/**
 * The session form on a real core and emulator: the shared schema's errors
 * on their fields before any request, the service's field error put on its
 * field (setError) with nothing typed lost, and the warning when the clocks
 * change between start and end.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openSession, openSessions, received } from '@test-support/component/sessions'

describe('the session form', () => {
  it('refuses a 501-character title before any request; the service’s field error lands on its field', async () => {
    const opened = await openSessions()
    const { emulator, user, event } = opened
    const session = event.sessions.at(-1)!
    const form = await openSession(opened, session.id)
    const title = within(form).getByLabelText<HTMLInputElement>('Title')

    await user.clear(title)
    await user.click(title)
    await user.paste('x'.repeat(501))
    await within(form).findByText('Title must be at most 500 characters')
    expect(screen.getByTestId('title-counter').textContent).toBe('501 / 500 characters')
    await user.click(within(form).getByRole('button', { name: 'Review and save…' }))
    expect(screen.queryByRole('dialog', { name: 'Save these changes?' })).toBeNull()
    expect(await received(emulator, session.id)).toEqual([])

    // A location of another event has the right form, so only the service can refuse it.
    const elsewhere = emulator.state.event(emulator.events[1]!.id)!.locations[0]!.id
    await user.clear(title)
    await user.type(title, 'Hands-on lab')
    await user.selectOptions(
      within(form).getByLabelText('Location', { exact: true }),
      'Another location (enter its ID)',
    )
    await user.type(within(form).getByLabelText('Location ID'), elsewhere)
    await user.click(within(form).getByRole('button', { name: 'Review and save…' }))
    const review = await screen.findByRole('dialog', { name: 'Save these changes?' })
    // Added by its ID only: no answer has shown this session, so the save replaces unseen values.
    expect(within(review).getByRole('note', { name: 'Not seen before' }).textContent).toBe(
      'Replaces the session’s title and location, which Stagehand has not seen.',
    )
    await user.click(within(review).getByRole('button', { name: 'Save changes' }))

    await within(form).findByText('Location: is not a location of this event', {})
    expect(screen.getByTestId('save-error').textContent).toContain('nothing you typed is lost')
    expect(title.value).toBe('Hands-on lab')
    expect(within(form).getByLabelText<HTMLInputElement>('Location ID').value).toBe(elsewhere)
    expect(await received(emulator, session.id)).toEqual([
      { title: 'Hands-on lab', locationId: elsewhere },
    ])
  })

  it('shows each time in UTC and warns when the clocks change between start and end', async () => {
    const opened = await openSessions()
    const session = opened.event.sessions[0]!
    const form = await openSession(opened, session.id)
    const { user } = opened
    const zone = within(form).getByLabelText<HTMLInputElement>('Time zone')
    await user.clear(zone)
    await user.type(zone, 'America/New_York')
    // New York puts its clocks forward at 02:00 on 8 March 2026.
    const start = within(form).getByLabelText<HTMLInputElement>('Start')
    const end = within(form).getByLabelText<HTMLInputElement>('End')
    await user.clear(start)
    await user.type(start, '2026-03-07T22:00')
    await user.clear(end)
    await user.type(end, '2026-03-08T04:00')
    await waitFor(() =>
      expect(screen.getByTestId('start-instant').textContent).toContain('2026-03-08 03:00 UTC'),
    )
    expect(screen.getByTestId('end-instant').textContent).toContain('2026-03-08 08:00 UTC')
    expect(screen.getByTestId('time-warning').textContent).toContain(
      'The clocks change in America/New_York between start and end',
    )
    // A day without a change: no warning.
    await user.clear(end)
    await user.type(end, '2026-03-07T23:00')
    await waitFor(() => expect(screen.queryByTestId('time-warning')).toBeNull())
  })
})
