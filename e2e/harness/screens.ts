/**
 * Every screen worth a look, for `npm run screenshots`. Each entry brings
 * the app from the ready state to that screen. Add a screen here when you add one.
 */
import type { Page } from 'playwright'
import { addCondition } from '../support/grid-steps'
import { speakerScreens } from './screens-speakers'
import { sessionScreens } from './screens-sessions'
import { bulkScreens } from './screens-bulk'
import { locationScreens } from './screens-locations'
import { imageScreens } from './screens-images'
import { unsureScreens } from './screens-unsure'
import { serviceScreens } from './screens-service'
import { exportStateScreens } from './screens-export-states'
import { linkScreens } from './screens-links'
import { desktopScreens } from './screens-desktop'
import { paletteScreens } from './screens-palette'
import { agendaScreens } from './screens-agenda'
import { historyScreens } from './screens-history'
import { listingScreens } from './screens-listings'
import { overviewScreens } from './screens-overview'
import type { Cleanup } from './own-service'
import type { HarnessCore } from './harness'

export interface Screen {
  name: string
  /** Brings the app to the screen; a cleanup it returns runs once the screen was taken. */
  show(page: Page): Promise<void | Cleanup>
  /** Core dependencies the screen's app is built with (export files that fail). */
  core?: HarnessCore
}

async function section(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click()
  await page.getByRole('heading', { level: 1, name }).waitFor()
  // A section's code arrives when it is first shown: its own content, not the wait for it.
  await page.locator('.content__loading').waitFor({ state: 'detached' })
}

export const screens: Screen[] = [
  ...locationScreens,
  ...listingScreens,
  ...overviewScreens,
  { name: 'teams', show: (page) => section(page, 'Teams') },
  { name: 'attendees', show: (page) => section(page, 'Attendees') },
  {
    // The first rows drawn before the app's scripts run (renderer/src/first-paint/), held there.
    name: 'first-paint',
    async show(page) {
      await section(page, 'Attendees')
      const app = /\/assets\/index-[^/]+\.js$/
      await page.route(app, () => undefined)
      await page.reload({ waitUntil: 'commit' })
      // Never let through: the page closes with the screen.
      await page.locator('.first-paint .grid__body > [role="row"]').first().waitFor()
    },
  },
  {
    name: 'attendees-filters',
    async show(page) {
      await section(page, 'Attendees')
      const created = await addCondition(page, 'Created at', 'between')
      await created.getByLabel('From').fill('2026-01-01T09:00')
      await created.getByLabel('To').fill('2026-03-31T18:00')
      const countries = await addCondition(page, 'Country', 'is any of')
      for (const value of ['Germany', 'Japan']) {
        await countries.getByLabel('Add value').fill(value)
        await countries.getByLabel('Add value').press('Enter')
      }
      // Left empty: shows how an invalid condition is marked once applied.
      await addCondition(page, 'Last name', 'contains')
      await page.getByRole('button', { name: 'Apply filters' }).click()
    },
  },
  {
    name: 'attendee-details',
    async show(page) {
      await section(page, 'Attendees')
      await page.getByRole('table', { name: 'Attendees' }).getByRole('row').nth(1).click()
      await page.getByTestId('attendee-details').waitFor()
    },
  },
  {
    name: 'export-dialog',
    async show(page) {
      await section(page, 'Attendees')
      await page.getByRole('button', { name: 'Export CSV…' }).click()
      await page.getByRole('dialog', { name: 'Export attendees as CSV' }).waitFor()
      await page.getByTestId('export-estimate').waitFor()
    },
  },
  {
    name: 'export-done',
    async show(page) {
      await section(page, 'Attendees')
      await page.getByRole('button', { name: 'Export CSV…' }).click()
      const dialog = page.getByRole('dialog', { name: 'Export attendees as CSV' })
      await dialog.getByTestId('export-estimate').waitFor()
      await dialog.getByRole('button', { name: 'Choose file and export' }).click()
      await page.getByTestId('export-summary').waitFor({ timeout: 60_000 })
    },
  },
  {
    name: 'save-view-dialog',
    async show(page) {
      await section(page, 'Attendees')
      await page.getByRole('button', { name: 'Views' }).click()
      await page.getByRole('menuitem', { name: /Save current view/ }).click()
      await page.getByRole('dialog').waitFor()
    },
  },
  {
    name: 'event-id-from-address',
    async show(page) {
      await section(page, 'Attendees')
      const box = page.getByLabel('Event', { exact: true })
      const id = await box.inputValue()
      await box.fill(`https://app.zuddl.com/org/demo/event/${id}/attendees`)
      await box.press('Enter')
      await page.getByText(/^Took the event ID/).waitFor()
    },
  },
  { name: 'sessions', show: (page) => section(page, 'Sessions') },
  { name: 'speakers', show: (page) => section(page, 'Speakers') },
  { name: 'sponsors', show: (page) => section(page, 'Sponsors') },
  { name: 'locations', show: (page) => section(page, 'Locations') },
  {
    name: 'workspace-dialog',
    async show(page) {
      await page.getByTestId('workspace-switcher').click()
      await page.getByRole('menuitem', { name: 'Edit workspace…' }).click()
      // The form's code may still be on its way (a chunk of its own): its first field says it is in.
      await page.getByRole('dialog', { name: 'Edit workspace' }).getByLabel('Name').waitFor()
    },
  },
  {
    name: 'shortcuts-dialog',
    async show(page) {
      await section(page, 'Attendees')
      await page.keyboard.press('?')
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
    },
  },
  ...speakerScreens,
  ...sessionScreens,
  ...bulkScreens,
  ...imageScreens,
  ...unsureScreens,
  ...serviceScreens,
  ...exportStateScreens,
  ...linkScreens,
  ...desktopScreens,
  ...paletteScreens,
  ...agendaScreens,
  ...historyScreens,
]
