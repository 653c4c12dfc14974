/**
 * Every screen worth a look, for `npm run screenshots`. Each entry brings
 * the app from the ready state to that screen. Add a screen here when you add one.
 */
import type { Page } from 'playwright'

export interface Screen {
  name: string
  show(page: Page): Promise<void>
}

async function section(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click()
  await page.getByRole('heading', { level: 1, name }).waitFor()
}

export const screens: Screen[] = [
  { name: 'teams', show: (page) => section(page, 'Teams') },
  { name: 'attendees', show: (page) => section(page, 'Attendees') },
  { name: 'sessions', show: (page) => section(page, 'Sessions') },
  { name: 'speakers', show: (page) => section(page, 'Speakers') },
  { name: 'sponsors', show: (page) => section(page, 'Sponsors') },
  { name: 'locations', show: (page) => section(page, 'Locations') },
  {
    name: 'workspace-dialog',
    async show(page) {
      await page.getByTestId('workspace-switcher').click()
      await page.getByRole('menuitem', { name: 'Edit workspace…' }).click()
      await page.getByRole('dialog', { name: 'Edit workspace' }).waitFor()
    },
  },
]
