/**
 * Every section that lists an event's things says how to choose the event
 * until one is chosen, and shows that event's content once it is.
 */
import { expect, test } from './fixtures'
import { addWorkspace, chooseEvent, openSection } from './support/workspace'

const SECTIONS = [
  { name: 'Attendees', testId: 'attendees-no-event', purpose: 'to list its attendees' },
  { name: 'Sessions', testId: 'sessions-no-event', purpose: 'to see its sessions' },
  { name: 'Speakers', testId: 'speakers-no-event', purpose: 'to see its speakers' },
  { name: 'Sponsors', testId: 'sponsors-no-event', purpose: 'to see its sponsors' },
  { name: 'Locations', testId: 'locations-no-event', purpose: 'to see its locations' },
  {
    name: 'Everything known',
    testId: 'known-no-event',
    purpose: 'to see every ID known for it',
  },
]

test('each event section asks for an event until one is chosen, then shows it', async ({
  app,
  emulator,
}) => {
  await addWorkspace(app, {
    name: 'No event yet',
    baseUrl: emulator.baseUrl,
    apiKey: emulator.demoKey,
  })
  for (const section of SECTIONS) {
    await openSection(app, section.name)
    const empty = app.getByTestId(section.testId)
    await expect(empty).toHaveAccessibleName(section.name)
    await expect(empty.getByRole('heading', { name: 'Choose an event' })).toBeVisible()
    await expect(empty).toContainText(`Event ID box above ${section.purpose}.`)
  }

  await chooseEvent(app, emulator.events[0]!.id)
  for (const section of SECTIONS) {
    await openSection(app, section.name)
    await expect(app.getByTestId(section.testId)).toHaveCount(0)
    await expect(app.getByRole('region', { name: section.name })).toBeVisible()
  }
})
