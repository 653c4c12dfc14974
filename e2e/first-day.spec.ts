/**
 * A first-day organizer's journey, end to end, on a service of each kind.
 *
 * Where the service lists events, sessions and locations (the emulator's
 * `zuddl-docs` dialect, as the service's public docs describe it), a new
 * user adds a workspace, picks the event by name and reaches its attendees,
 * sessions with titles and times, locations and sponsors without typing or
 * pasting one ID, and opens an attendee from a pasted address. Where it
 * lists none (`documented`, the contract as written), the same user pastes
 * the event's dashboard address and is told where the lists stand and how to
 * add what they need.
 */
import { startEmulator } from '@emulator'
import { expect, test } from './fixtures'
import { settledGrid } from './support/attendees'
import { addWorkspace, openSection } from './support/workspace'

test('on a service that lists them: the event by name, then sessions, locations and sponsors', async ({
  app,
}) => {
  const emulator = await startEmulator({ port: 0, dialect: 'zuddl-docs', attendeesPerEvent: 30 })
  try {
    await addWorkspace(app, { name: 'Venue', baseUrl: emulator.baseUrl, apiKey: emulator.demoKey })
    const target = emulator.events[1]!
    const event = emulator.state.event(target.id)!

    const box = app.getByLabel('Event', { exact: true })
    await box.click()
    await box.fill(target.name.split(' ').slice(0, 2).join(' '))
    await app.getByRole('option', { name: new RegExp(target.name) }).click()
    await expect(app.getByTestId('event-name')).toContainText(target.name)
    await expect(box).toHaveValue(target.id)

    await openSection(app, 'Attendees')
    const grid = await settledGrid(app)
    await expect(grid.getByRole('row').nth(1)).toBeVisible()

    // An attendee's address from the dashboard opens them, wherever they are in the list.
    const attendeeId = emulator.state.attendees(target.id)!.ids.at(-1)!
    const open = app.getByLabel('Open attendee')
    await open.fill(`https://app.zuddl.com/org/acme/event/${target.id}/attendees/${attendeeId}`)
    await open.press('Enter')
    const panel = app.getByTestId('attendee-details')
    await expect(panel.getByTestId('attendee-taken')).toContainText(attendeeId)
    await expect(panel.getByTestId('attendee-read-again')).toHaveText(
      'Shown as the service holds this attendee now.',
    )
    await panel.getByRole('button', { name: 'Close' }).click()

    await openSection(app, 'Sessions')
    await expect(app.getByTestId('sessions-from-service')).toContainText(
      `The service lists ${event.sessions.length} sessions`,
    )
    await expect(app.getByTestId('session-row')).toHaveCount(event.sessions.length)
    const first = app.getByTestId('session-row').first()
    await expect(first).not.toContainText('unknown')
    await expect(app.getByTestId('session-unseen')).toHaveCount(0)
    const titles = await app.getByTestId('session-row').allTextContents()
    for (const session of event.sessions) {
      expect(titles.some((t) => t.includes(session.title))).toBe(true)
    }

    await openSection(app, 'Locations')
    await expect(app.getByTestId('locations-from-service')).toContainText(
      `The service lists ${event.locations.length} locations`,
    )
    for (const location of event.locations) {
      await expect(app.getByTestId('location-row').filter({ hasText: location.name })).toHaveCount(
        1,
      )
    }

    // Sponsors are named by the sessions listed: their cards are there without an ID typed.
    await openSection(app, 'Sponsors')
    const named = new Set(event.sessions.flatMap((s) => s.sponsorIds))
    await expect(app.getByTestId('sponsor-card')).toHaveCount(named.size)
    // Each read back by its ID: named as the service names it.
    for (const sponsor of event.sponsors.filter((s) => named.has(s.id))) {
      await expect(app.getByRole('article', { name: sponsor.name })).toBeVisible()
    }
  } finally {
    await emulator.close()
  }
})

test('on a service that lists none: the dashboard address, and where the lists stand', async ({
  app,
}) => {
  const emulator = await startEmulator({ port: 0, attendeesPerEvent: 30 })
  try {
    await addWorkspace(app, { name: 'Venue', baseUrl: emulator.baseUrl, apiKey: emulator.demoKey })
    const target = emulator.events[0]!
    const box = app.getByLabel('Event', { exact: true })
    await box.click()
    await box.fill('Summit')
    await box.press('Enter')
    await expect(app.getByTestId('event-id-error')).toContainText('An event ID looks like')

    await box.fill(`https://app.zuddl.com/org/acme/event/${target.id}/attendees`)
    await box.press('Enter')
    await expect(box).toHaveValue(target.id)
    await expect(app.getByTestId('event-id-error')).toHaveCount(0)

    await openSection(app, 'Attendees')
    await settledGrid(app)

    await openSection(app, 'Sessions')
    await expect(app.getByTestId('sessions-from-service')).toContainText(
      "does not list an event's sessions",
    )
    await expect(app.getByTestId('sessions-empty')).toContainText('Add their IDs')
    await expect(app.getByTestId('sessions-empty')).toContainText('address')

    await openSection(app, 'Locations')
    await expect(app.getByTestId('locations-from-service')).toContainText(
      "does not list an event's locations",
    )
  } finally {
    await emulator.close()
  }
})
