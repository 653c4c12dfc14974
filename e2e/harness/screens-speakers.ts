/**
 * Screens of the Speakers section for `npm run screenshots`: the cards of
 * the demo event, a card whose ID the service does not know, the detail,
 * and the Add dialog before and after adding. Each screen first takes the
 * IDs it adds out of the catalog, so light and dark show the same thing.
 */
import type { Page } from 'playwright'
import type { StagehandBridge } from '@shared/ipc/bridge'
import type { Screen } from './screens'

const UNKNOWN_ID = '0badc0de-0000-4000-8000-000000000404'

async function speakers(page: Page): Promise<void> {
  await forget(page, [UNKNOWN_ID])
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Speakers' })
    .click()
  await page.getByRole('heading', { level: 1, name: 'Speakers' }).waitFor()
  // Read from the service once there are cards and every one shows its speaker order
  // (a count taken before the cards are drawn would let the screen be taken half read).
  await page.waitForFunction(() => {
    const cards = [...document.querySelectorAll('[data-testid="speaker-card"]')]
    return cards.length > 0 && cards.every((c) => c.querySelector('[data-testid="speaker-order"]'))
  })
}

/** Takes IDs out of the demo event's catalog through the app's own bridge. */
async function forget(page: Page, ids: string[]): Promise<void> {
  await page.evaluate(async (toRemove) => {
    const stagehand = (window as unknown as { stagehand: StagehandBridge }).stagehand
    const { workspaces, activeWorkspaceId } = await stagehand.workspaces.list()
    const workspace = workspaces.find((w) => w.id === activeWorkspaceId)
    if (!workspace?.eventId) return
    await stagehand.catalog.remove({
      workspaceId: workspace.id,
      eventId: workspace.eventId,
      kind: 'speaker',
      ids: toRemove,
    })
  }, ids)
}

async function addDialog(page: Page, text: string) {
  await page.getByRole('button', { name: 'Add speakers…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add speakers' })
  await dialog.getByLabel('IDs').fill(text)
  await dialog.getByTestId('catalog-preview').waitFor()
  return dialog
}

async function firstSpeakerId(page: Page): Promise<string> {
  return (await page.getByTestId('speaker-card').first().getAttribute('data-speaker-id')) ?? ''
}

export const speakerScreens: Screen[] = [
  { name: 'speaker-cards', show: speakers },
  {
    name: 'speaker-search',
    async show(page) {
      await speakers(page)
      const company = await page.locator('.speaker-card__role').first().textContent()
      await page
        .getByRole('searchbox', { name: 'Search speakers' })
        .fill(company?.split(' · ').pop() ?? '')
    },
  },
  {
    name: 'speaker-details',
    async show(page) {
      await speakers(page)
      await page.getByTestId('speaker-card').first().press('Enter')
      await page.getByTestId('speaker-details').waitFor()
    },
  },
  {
    name: 'speaker-add',
    async show(page) {
      await speakers(page)
      // The last line as a dashboard address: the preview says which ID it gave.
      await addDialog(
        page,
        `${await firstSpeakerId(page)}\nnot-an-id\nhttps://app.zuddl.com/org/demo/speakers/${UNKNOWN_ID}`,
      )
    },
  },
  {
    name: 'speaker-add-report',
    async show(page) {
      await speakers(page)
      const dialog = await addDialog(
        page,
        `${await firstSpeakerId(page)}\nnot-an-id\n${UNKNOWN_ID}`,
      )
      await dialog.getByRole('button', { name: 'Add', exact: true }).click()
      await dialog.getByTestId('catalog-report').waitFor()
    },
  },
  {
    name: 'speaker-not-found',
    async show(page) {
      await speakers(page)
      const dialog = await addDialog(page, UNKNOWN_ID)
      await dialog.getByRole('button', { name: 'Add', exact: true }).click()
      await dialog.getByRole('button', { name: 'Done' }).click()
      await page.locator(`[data-speaker-id="${UNKNOWN_ID}"][data-status="not-found"]`).waitFor()
      await page.getByRole('searchbox', { name: 'Search speakers' }).fill('0badc0de')
    },
  },
]
