/**
 * `test` for specs that start on the Attendees screen: every test begins with
 * a workspace on the worker's emulator and its first event open.
 */
import { test } from '../fixtures'
import { openAttendees } from './attendees'

export const attendeesTest = test.extend<{ attendeesOpen: void }>({
  attendeesOpen: [
    async ({ app, harness, emulator }, use) => {
      await openAttendees(app, harness, emulator)
      await use()
    },
    { auto: true },
  ],
})
