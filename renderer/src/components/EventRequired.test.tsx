/**
 * Every section that lists an event's things, on a real core and emulator:
 * it says how to choose the event until one is chosen in the Event ID box,
 * and shows that event's content once it is.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '@test-support/component/render-with-core'

const SECTIONS = [
  { name: 'Attendees', testId: 'attendees-no-event', purpose: 'to list its attendees' },
  { name: 'Sessions', testId: 'sessions-no-event', purpose: 'to see its sessions' },
  { name: 'Agenda', testId: 'agenda-no-event', purpose: 'to see its agenda' },
  { name: 'Speakers', testId: 'speakers-no-event', purpose: 'to see its speakers' },
  { name: 'Sponsors', testId: 'sponsors-no-event', purpose: 'to see its sponsors' },
  { name: 'Locations', testId: 'locations-no-event', purpose: 'to see its locations' },
  { name: 'Everything known', testId: 'known-no-event', purpose: 'to see every ID known for it' },
]

describe('a section that needs an event', () => {
  it('asks for an event until one is chosen, then shows it', async () => {
    const { emulator, user } = await renderWithCore({
      prepare: async ({ call, emulator: e }) => {
        const saved = await call('workspaces:save', {
          name: 'No event yet',
          baseUrl: e.baseUrl,
          apiKey: e.demoKey,
        })
        await call('workspaces:activate', { workspaceId: saved.id })
      },
    })
    const open = async (name: string) => {
      const nav = await screen.findByRole('navigation', { name: 'Sections' })
      await user.click(within(nav).getByRole('link', { name }))
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(name))
    }
    // The app opens on the attendees, what an organizer most often comes for.
    await screen.findByTestId('attendees-no-event')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Attendees')

    for (const section of SECTIONS) {
      await open(section.name)
      // Sections other than Attendees load their code when first shown.
      const empty = await screen.findByTestId(section.testId)
      expect(screen.getByRole('region', { name: section.name })).toBe(empty)
      expect(within(empty).getByRole('heading', { name: 'Choose an event' })).toBeTruthy()
      expect(empty.textContent).toContain(`Event box above ${section.purpose}: paste its ID`)
    }

    await user.type(screen.getByLabelText('Event'), `${emulator.events[0]!.id}{Enter}`)
    await waitFor(() => expect(screen.queryByTestId('known-no-event')).toBeNull())
    expect(screen.queryByTestId('event-id-error')).toBeNull()
    for (const section of SECTIONS) {
      await open(section.name)
      expect(await screen.findByRole('region', { name: section.name })).toBeTruthy()
      expect(screen.queryByTestId(section.testId)).toBeNull()
    }
  })
})
