/**
 * `test` for specs that start on the Attendees screen: the workspace on the
 * worker's emulator and its first event are set up through the core before
 * the app loads, so the app loads once, straight at #/attendees.
 */
import { test } from '../fixtures'
import { expectAttendeesScreen, prepareAttendees, requireHarness } from './attendees'

export const attendeesTest = test.extend({
  app: async ({ harness, page, rendererServer, emulator }, use) => {
    await prepareAttendees(requireHarness(harness), emulator)
    await page.goto(`${rendererServer.url}/index.html#/attendees`)
    await expectAttendeesScreen(page)
    await use(page)
  },
})
