/**
 * The screens of Locations, "Everything known" and the team picker, for
 * `npm run screenshots` (spread into screens.ts). They run on the demo
 * workspace, whose first event's default location is "Main Stage". The
 * refusal comes first: it only marks that location as the default, so every
 * later screen of both colour schemes shows the same list. screens.ts runs
 * these before the others for the same reason (the picker sets a default team).
 */
import type { Page } from 'playwright'
import type { Screen } from './screens'
import { toastSaying } from '../support/toasts'

async function open(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click()
  await page.getByRole('heading', { level: 1, name }).waitFor()
}

async function locations(page: Page): Promise<void> {
  await open(page, 'Locations')
  await page.getByTestId('location-row').first().waitFor()
}

export const locationScreens: Screen[] = [
  {
    name: 'locations-default-refusal',
    async show(page) {
      await locations(page)
      await page.getByRole('button', { name: 'Delete Main Stage' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete location' }).click()
      await page.getByTestId('location-refusal').waitFor()
      await page.locator('[data-testid="location-row"][data-default="true"]').waitFor()
    },
  },
  { name: 'locations-list', show: locations },
  {
    name: 'locations-delete-confirmation',
    async show(page) {
      await locations(page)
      await page.getByRole('button', { name: 'Delete Hall B' }).click()
      await page.getByRole('alertdialog', { name: 'Delete “Hall B”?' }).waitFor()
    },
  },
  {
    name: 'everything-known',
    async show(page) {
      await open(page, 'Everything known')
      await page.getByTestId('known-row').first().waitFor()
    },
  },
  {
    name: 'teams-picker-search',
    async show(page) {
      await open(page, 'Teams')
      const search = page.getByRole('combobox', { name: 'Search teams' })
      // Enter makes the first match the default (shown in the top bar), then the highlight moves on.
      await search.fill('ar')
      await search.press('Enter')
      await page.getByTestId('default-team').waitFor()
      // Its toast comes once the choice is saved: wait until it has begun to slide in, so that a
      // check of the screen waits for its transition to end rather than catching it half-faded.
      await toastSaying(page, 'Default team:').waitFor()
      await search.press('ArrowDown')
      await page.locator('[data-testid="team-row"][data-active="true"]').nth(0).waitFor()
    },
  },
]
