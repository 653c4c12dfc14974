/** Steps the Locations and catalog specs share: a workspace on the worker's emulator, one event chosen, a section open. */
import { expect, type Page } from '@playwright/test'
import type { Harness } from '../harness/harness'
import { prepareWorkspace, requireHarness, type EmulatorLike } from './attendees'

/** Adds the workspace through the core, chooses `eventId`, then loads the app at `#/<section>`. */
export async function openEventSection(
  page: Page,
  harness: Harness | null,
  emulator: EmulatorLike,
  eventId: string,
  section: { hash: string; heading: string },
): Promise<{ workspaceId: string; eventId: string }> {
  const scope = await prepareWorkspace(requireHarness(harness), emulator, { eventId })
  await page.evaluate((hash) => {
    window.location.hash = hash
  }, section.hash)
  await page.reload()
  await expect(page.locator('[data-app-state="ready"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.heading)
  return scope
}

/** The emulator's state over its HTTP control surface (emulator/routes/control.ts). */
export async function emulatorLocations(baseUrl: string, eventId: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/__control/state`)
  const state = (await response.json()) as {
    events: { id: string; locations: { id: string }[] }[]
  }
  const event = state.events.find((e) => e.id === eventId)
  if (!event) throw new Error(`the emulator has no event ${eventId}`)
  return event.locations.map((l) => l.id)
}
