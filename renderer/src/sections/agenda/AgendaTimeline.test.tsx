/**
 * The Agenda's timeline on a real core and emulator: sessions whose values
 * Stagehand knows are blocks in the event's zone that say their title, time,
 * room and speakers and open in the session editor; the others are listed
 * apart.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openAgenda } from '@test-support/component/agenda'

describe('the agenda timeline', () => {
  it('shows known sessions by day and room in the event zone, with their speakers', async () => {
    const { event } = await openAgenda({
      timeZone: 'Europe/Berlin',
      writes: () => ({
        0: {
          title: 'Opening',
          startDateTime: '2026-05-12T07:00:00Z',
          endDateTime: '2026-05-12T08:00:00Z',
        },
      }),
    })
    const first = event.sessions[0]!
    const room = event.locations.find((l) => l.id === first.locationId)?.name ?? 'No location'
    const speakers = first.speakerIds.map((id) => {
      const s = event.speakers.find((p) => p.id === id)!
      return `${s.firstName} ${s.lastName}`
    })
    const day = await screen.findByRole(
      'region',
      { name: 'Tuesday 12 May 2026' },
      { timeout: 10_000 },
    )
    const block = within(day).getByRole('button', { name: /^Opening; 09:00 to 10:00;/ })
    expect(block.getAttribute('aria-label')).toBe(
      `Opening; 09:00 to 10:00; ${room}; ${
        speakers.length ? `speakers: ${speakers.join(', ')}` : 'no speakers known'
      }.`,
    )
    expect(speakers.length).toBeGreaterThan(0)
    const column = within(day).getByRole('list', { name: `${room}, Tuesday 12 May 2026` })
    expect(column.contains(block)).toBe(true)
  })

  it('lists sessions with no start apart, and opens a session in the editor', async () => {
    const { user, event } = await openAgenda({
      writes: () => ({
        0: {
          title: 'Opening',
          startDateTime: '2026-05-12T07:00:00Z',
          endDateTime: '2026-05-12T08:00:00Z',
        },
      }),
    })
    const apart = await screen.findByRole(
      'region',
      { name: 'Not on the timeline: no start time known' },
      { timeout: 10_000 },
    )
    expect(within(apart).getAllByRole('button')).toHaveLength(event.sessions.length - 1)
    await user.click(screen.getByRole('button', { name: /^Opening;/ }))
    await waitFor(() => expect(window.location.hash).toBe(`#/sessions/${event.sessions[0]!.id}`))
    await screen.findByRole('form', { name: 'Edit session' }, { timeout: 10_000 })
  })

  it('moves between the sessions of a room with the arrow keys', async () => {
    const { user } = await openAgenda({
      writes: (event) => ({
        0: {
          title: 'First',
          startDateTime: '2026-05-12T07:00:00Z',
          endDateTime: '2026-05-12T08:00:00Z',
          locationId: event.locations[0]!.id,
        },
        1: {
          title: 'Second',
          startDateTime: '2026-05-12T09:00:00Z',
          endDateTime: '2026-05-12T10:00:00Z',
          locationId: event.locations[0]!.id,
        },
      }),
    })
    const first = await screen.findByRole('button', { name: /^First;/ }, { timeout: 10_000 })
    first.focus()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Second;/ }))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(first)
  })

  it('marks two sessions that overlap in one location as a conflict on both blocks', async () => {
    const { event } = await openAgenda({
      writes: (e) => ({
        0: {
          title: 'Keynote',
          startDateTime: '2026-05-12T09:00:00Z',
          endDateTime: '2026-05-12T10:00:00Z',
          locationId: e.locations[0]!.id,
        },
        1: {
          title: 'Workshop',
          startDateTime: '2026-05-12T09:30:00Z',
          endDateTime: '2026-05-12T11:00:00Z',
          locationId: e.locations[0]!.id,
        },
      }),
    })
    const sentence = `“Keynote” and “Workshop” overlap in location “${event.locations[0]!.name}”.`
    for (const title of ['Keynote', 'Workshop']) {
      const block = await screen.findByRole(
        'button',
        { name: new RegExp(`^${title};`) },
        { timeout: 10_000 },
      )
      expect(block.getAttribute('aria-label')).toContain(`conflict: ${sentence}`)
    }
    expect(within(screen.getByTestId('agenda-conflicts')).getByText(sentence)).toBeTruthy()
  })
})
