/**
 * `test` for specs that start on the Attendees screen: the workspace on the
 * worker's emulator and its first event are set up through the core before
 * the app loads, so the app loads once, straight at #/attendees.
 * `attendeesScope` says which workspace and event that is.
 */
import { test } from '../fixtures'
import { expectAttendeesScreen, prepareWorkspace, requireHarness } from './attendees'

export const attendeesTest = test.extend<{
  attendeesScope: { workspaceId: string; eventId: string }
}>({
  attendeesScope: async ({ harness, emulator }, use) => {
    await use(await prepareWorkspace(requireHarness(harness), emulator))
  },
  app: async ({ attendeesScope, page, rendererServer }, use) => {
    // Set up before the first load (the app reads its workspace as it starts).
    void attendeesScope
    await page.goto(`${rendererServer.url}/index.html#/attendees`)
    await expectAttendeesScreen(page)
    await use(page)
  },
})
