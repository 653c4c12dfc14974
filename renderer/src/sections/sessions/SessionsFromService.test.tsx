/**
 * The Sessions section reads the event's sessions where the service lists
 * them, and says so where it does not, on a real core and emulator.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'
import { COMPUTER_ZONE } from './zones'

const note = () => screen.getByTestId('sessions-from-service')

describe('the Sessions section and the service’s list', () => {
  it('lists every session by title and time on a service that offers the list', async () => {
    const { emulator } = await renderWithCore({
      section: 'sessions',
      emulator: { dialect: 'zuddl-docs', seed: 31 },
    })
    const eventId = emulator.events[0]!.id
    const sessions = emulator.state.event(eventId)!.sessions
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(sessions.length))
    expect(note().textContent).toContain(`The service lists ${sessions.length} sessions`)
    const first = [...sessions].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime))[0]!
    const row = screen.getAllByTestId('session-row').find((r) => r.dataset.sessionId === first.id)!
    expect(row.textContent).toContain(first.title)
    expect(within(row).queryByText('unknown')).toBeNull()
    expect(screen.queryByTestId('session-unseen')).toBeNull()
  })

  it('shows times in the event’s own zone where the service reads the event', async () => {
    const { emulator } = await renderWithCore({
      section: 'sessions',
      emulator: { dialect: 'zuddl-docs', seed: 33 },
    })
    const zone = emulator.state.event(emulator.events[0]!.id)!.timezone
    await waitFor(() => expect(screen.getByText(/Times are shown in/).textContent).toContain(zone))
  })

  it('says the service does not list them, keeps the catalog the way in, and asks again on request', async () => {
    const { emulator, user } = await renderWithCore({
      section: 'sessions',
      emulator: { seed: 32 },
    })
    await waitFor(() => expect(note().textContent).toContain('does not list'))
    expect(note().textContent).not.toMatch(/404|HTTP/)
    // Without the event's read, times stay in the computer's zone until one is chosen.
    expect((await screen.findByText(/Times are shown in/)).textContent).toContain(COMPUTER_ZONE)
    // The empty catalog is its own read: it may answer after the service's list.
    expect((await screen.findByTestId('sessions-empty')).textContent).toContain('Add their IDs')
    const asked = () => emulator.state.requests().filter((r) => r.path.endsWith('/sessions'))
    expect(asked()).toHaveLength(1)
    await user.click(within(note()).getByRole('button', { name: 'Ask the service again' }))
    await waitFor(() => expect(asked()).toHaveLength(2))
    await waitFor(() => expect(note().textContent).toContain('does not list'))
  })
})
