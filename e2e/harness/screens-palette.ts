/**
 * Screens of the command palette for `npm run screenshots` and the axe spec: opened with
 * nothing typed (actions and places, recent picks first), with results and their marked
 * letters, and with nothing matching.
 */
import type { Page } from 'playwright'
import type { Screen } from './screens'

async function palette(page: Page, typed: string): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', { name: 'Go to or run' })
  await dialog.waitFor()
  if (typed === '') return
  await dialog.getByRole('combobox').fill(typed)
  await dialog
    .locator('[role="status"]')
    .filter({ hasText: /result/i })
    .waitFor()
}

export const paletteScreens: Screen[] = [
  { name: 'palette-open', show: (page) => palette(page, '') },
  {
    name: 'palette-results',
    async show(page) {
      await palette(page, 'sp')
      await page.getByRole('option').locator('mark').first().waitFor()
    },
  },
  {
    name: 'palette-no-results',
    async show(page) {
      await palette(page, 'qqqzzz')
      await page.getByTestId('palette-empty').waitFor()
    },
  },
]
