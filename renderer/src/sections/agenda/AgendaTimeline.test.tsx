/**
 * The Agenda's timeline on a real core and emulator: sessions whose values
 * Stagehand knows are blocks in the event's zone that say their title, time,
 * room and speakers and open in the session editor; the others are listed
 * apart. The arrow keys move within a room and between rooms.
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
    const day = await screen.findByRole('region', { name: 'Tuesday 12 May 2026' })
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
    const apart = await screen.findByRole('region', {
      name: 'Not on the timeline: no start time known',
    })
    expect(within(apart).getAllByRole('button')).toHaveLength(event.sessions.length - 1)
    await user.click(screen.getByRole('button', { name: /^Opening;/ }))
    await waitFor(() => expect(window.location.hash).toBe(`#/sessions/${event.sessions[0]!.id}`))
    await screen.findByRole('form', { name: 'Edit session' })
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
    const first = await screen.findByRole('button', { name: /^First;/ })
    first.focus()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Second;/ }))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(first)
  })

  it('moves to the session nearest in time in the next or previous room', async () => {
    const at = (hour: number, minute = 0) =>
      `2026-05-12T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`
    const { user, event } = await openAgenda({
      writes: (e) => {
        // Rooms are drawn by name: the first by name is the left one.
        const [left, right] = [...e.locations.slice(0, 2)].sort((a, b) =>
          a.name.localeCompare(b.name),
        )
        const s = (title: string, from: string, to: string, locationId: string) => ({
          title,
          startDateTime: from,
          endDateTime: to,
          locationId,
        })
        return {
          0: s('Left early', at(9), at(10), left!.id),
          1: s('Left late', at(11), at(12), left!.id),
          2: s('Right early', at(8), at(8, 30), right!.id),
          3: s('Right late', at(10, 30), at(11), right!.id),
        }
      },
    })
    expect(event.locations.length).toBeGreaterThan(1)
    const block = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title};`) })
    ;(await screen.findByRole('button', { name: /^Left early;/ })).focus()
    // From 09:00: 08:00 is an hour away, 10:30 an hour and a half.
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(block('Right early'))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(block('Right early'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(block('Right late'))
    // From 10:30: 11:00 is nearer than 09:00.
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(block('Left late'))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(block('Left late'))
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
      const block = await screen.findByRole('button', { name: new RegExp(`^${title};`) })
      expect(block.getAttribute('aria-label')).toContain(`conflict: ${sentence}`)
      // Said in words on the block, not by its colour alone.
      expect(within(block).getByText('Conflict')).toBeTruthy()
    }
    expect(within(screen.getByTestId('agenda-conflicts')).getByText(sentence)).toBeTruthy()
  })
})
