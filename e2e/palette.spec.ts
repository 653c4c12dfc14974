/**
 * The command palette in the built app on the demo workspace: Ctrl+K from a text field,
 * a speaker found by name and opened, and an export run from it to a file. The ranking,
 * recent picks, the message for no match and saved views are tested as units and
 * components (renderer/src/palette/).
 */
import { readdir } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { harnessDownloadsDir } from './harness/harness'

test.use({ demo: true })

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', { name: 'Go to or run' })
  await expect(dialog).toBeVisible()
  const input = dialog.getByRole('combobox')
  await expect(input).toBeFocused()
  return { dialog, input }
}

test('Ctrl+K in a text field opens the palette, and a speaker typed for opens', async ({
  app,
  emulator,
}) => {
  const speaker = emulator.state.event(emulator.events[0]!.id)!.speakers[2]!
  const name = `${speaker.firstName} ${speaker.lastName}`
  // cmdk and Radix add styles at run time: none may be refused by the window's CSP.
  const refused: string[] = []
  app.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text())
  })
  await app.getByLabel('Event', { exact: true }).focus()
  const { dialog, input } = await openPalette(app)
  await input.fill(speaker.lastName)
  const first = dialog.getByRole('option').first()
  await expect(first).toContainText(name)
  await expect(first).toContainText('Speaker')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(first.locator('mark')).toHaveText([speaker.lastName])
  await app.keyboard.press('Enter')

  await expect(dialog).toBeHidden()
  // The speaker's details are modal: the section behind is out of the accessibility tree.
  await expect(app.locator('#content')).toHaveAttribute('data-section', 'speakers')
  const details = app.getByTestId('speaker-details')
  await expect(details.getByRole('heading', { name })).toBeVisible()
  expect(refused).toEqual([])
})

test('an export of the attendees runs from the palette to a file', async ({ app, userDataDir }) => {
  const { dialog, input } = await openPalette(app)
  await input.fill('export')
  await expect(dialog.getByRole('option').first()).toContainText('Export attendees as CSV…')
  await app.keyboard.press('Enter')

  // The export dialog is modal: the section behind it is out of the accessibility tree.
  await expect(app.locator('#content')).toHaveAttribute('data-section', 'attendees')
  const exporting = app.getByRole('dialog', { name: 'Export attendees as CSV' })
  // The focus is in the dialog the pick opened, not given back to where the palette was opened.
  await expect
    .poll(() => exporting.evaluate((el) => el.contains(document.activeElement)))
    .toBe(true)
  await expect(exporting.getByTestId('export-estimate')).toContainText('requests')
  await exporting.getByRole('button', { name: 'Choose file and export' }).click()
  await expect(exporting).toBeHidden()
  const card = app.getByTestId('export-card')
  await expect(card).toHaveAttribute('data-state', 'done', { timeout: 60_000 })
  const files = (await readdir(harnessDownloadsDir(userDataDir))).filter((f) => !f.startsWith('.'))
  expect(files).toHaveLength(1)
  expect(files[0]).toMatch(/\.csv$/)
})
