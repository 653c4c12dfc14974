/**
 * Screens of the command palette for `npm run screenshots` and the axe spec: opened with
 * nothing typed (actions and places, recent picks first), with results and their marked
 * letters, with nothing matching, and on the welcome screen (no workspace yet).
 */
import type { Page } from 'playwright'
import type { StagehandBridge } from '@shared/ipc/bridge'
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
    name: 'palette-welcome',
    async show(page) {
      await page.getByRole('heading', { level: 1 }).waitFor()
      // The harness starts with a workspace: removed, the window opens on the welcome screen.
      await page.evaluate(async () => {
        const stagehand = (window as unknown as { stagehand: StagehandBridge }).stagehand
        const { workspaces } = await stagehand.workspaces.list()
        for (const w of workspaces) await stagehand.workspaces.remove({ workspaceId: w.id })
      })
      await page.reload()
      await page.getByTestId('welcome').waitFor()
      await page.keyboard.press('Control+k')
      await page.getByRole('dialog', { name: 'Go to or run' }).getByRole('option').first().waitFor()
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
