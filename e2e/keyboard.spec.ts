/**
 * The main flows with the keyboard alone (no clicks): add a workspace,
 * filter the attendee grid and export, replace a speaker's photo, edit a
 * session, delete a location. Along the way: the focus is visible, dialogs
 * keep it inside and give it back on closing, the drop zone opens a file
 * chooser on Enter and Space, grid cells are reached with the arrow keys,
 * and "?" lists the shortcuts.
 */
import { makeJpeg } from '@test-support/images'
import { expect, test } from './fixtures'
import type { FileChooser, Page } from '@playwright/test'
import {
  expectFocusWithin,
  expectTrapped,
  expectVisibleFocus,
  isFocused,
  tabTo,
} from './support/keyboard-steps'

async function goToSection(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name })
  await tabTo(page, link)
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
}

test('add a workspace from the welcome screen', async ({ app, emulator }) => {
  await tabTo(app, app.getByTestId('welcome').getByRole('button', { name: 'Add workspace' }))
  await expectVisibleFocus(app)
  await app.keyboard.press('Enter')
  const dialog = app.getByRole('dialog', { name: 'Add workspace' })
  await expectFocusWithin(dialog)
  await expectTrapped(app, dialog)

  await tabTo(app, dialog.getByLabel('Name'))
  await app.keyboard.type('Keyboard Events')
  await tabTo(app, dialog.getByLabel('API base URL'))
  await app.keyboard.type(emulator.baseUrl)
  await tabTo(app, dialog.getByLabel('API key'))
  await app.keyboard.type(emulator.demoKey)
  await tabTo(app, dialog.getByRole('button', { name: 'Save' }))
  await expectVisibleFocus(app)
  await app.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(app.getByTestId('workspace-switcher')).toHaveAccessibleName(
    /^Workspace: Keyboard Events /,
  )
})

test.describe('on the demo workspace', () => {
  test.use({ demo: true })

  test('filter the attendee grid, move through its cells, and export', async ({ app }) => {
    await goToSection(app, 'Attendees')
    const filters = app.getByRole('region', { name: 'Filters' })
    await tabTo(app, filters.getByRole('button', { name: 'Add condition' }))
    await app.keyboard.press('Enter')
    // A new condition filters on the last name; its value takes the text, Enter applies.
    await tabTo(app, filters.getByRole('textbox').first())
    await app.keyboard.type('a')
    await app.keyboard.press('Enter')
    const grid = app.getByRole('table', { name: 'Attendees' })
    await expect(grid).toHaveAttribute('data-query', /lastName/)
    await expect(grid).not.toHaveAttribute('aria-busy', 'true')

    // The grid body is one tab stop: Tab reaches its first row, the arrows do the rest.
    const rows = grid.locator('.grid__body [role="row"]')
    await tabTo(app, rows.first())
    await expectVisibleFocus(app)
    await app.keyboard.press('ArrowRight')
    expect(await isFocused(rows.first().getByRole('cell').first())).toBe(true)
    await expectVisibleFocus(app)
    await app.keyboard.press('ArrowRight')
    await app.keyboard.press('ArrowDown')
    const cell = rows.nth(1).getByRole('cell').nth(1)
    expect(await isFocused(cell)).toBe(true)
    // Leaving the grid and coming back returns to the same cell, not the first row.
    await app.keyboard.press('Shift+Tab')
    expect(await isFocused(cell)).toBe(false)
    await app.keyboard.press('Tab')
    expect(await isFocused(cell)).toBe(true)
    await app.keyboard.press('Enter')
    await expect(app.getByTestId('attendee-details')).toBeVisible()
    await app.keyboard.press('Escape')
    await expect(app.getByTestId('attendee-details')).toBeHidden()
    await expect.poll(() => isFocused(cell)).toBe(true)

    const exportButton = app.getByRole('button', { name: 'Export CSV…' })
    await tabTo(app, exportButton)
    await app.keyboard.press('Enter')
    const dialog = app.getByRole('dialog', { name: 'Export attendees as CSV' })
    await expectFocusWithin(dialog)
    await expect(dialog.getByTestId('export-estimate')).toBeVisible()
    await expectTrapped(app, dialog)
    // Escape closes and gives the focus back to the button that opened it.
    await app.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect.poll(() => isFocused(exportButton)).toBe(true)

    await app.keyboard.press('Enter')
    await expect(dialog.getByTestId('export-estimate')).toBeVisible()
    await tabTo(app, dialog.getByRole('button', { name: 'Choose file and export' }))
    await app.keyboard.press('Enter')
    await expect(app.getByTestId('export-summary')).toBeVisible({ timeout: 60_000 })
    // The end of the run is said in the live region that said its progress.
    await expect(
      app.getByRole('status').filter({ has: app.getByTestId('export-summary') }),
    ).toHaveCount(1)
  })

  test('replace a speaker photo: Enter and Space on the picture open a file chooser', async ({
    app,
  }) => {
    // Listening from the start: the page intercepts file choosers once a listener exists,
    // and that takes a round trip, so it is not left to the moment of the key press.
    const choosers: FileChooser[] = []
    app.on('filechooser', (chooser) => choosers.push(chooser))
    await goToSection(app, 'Speakers')
    const cards = app.getByTestId('speaker-card')
    // Cards move as the service's answers bring each speaker's order: wait until they all have,
    // so the focus is not on a card that is then put elsewhere.
    await app.waitForFunction(() => {
      const count = document.querySelectorAll('[data-testid="speaker-card"]').length
      return count > 0 && document.querySelectorAll('[data-testid="speaker-order"]').length >= count
    })
    for (const [index, key] of [
      [0, 'Enter'],
      [1, 'Space'],
    ] as const) {
      const zone = cards.nth(index).getByTestId('image-drop')
      const face = zone.locator('.image-drop__face')
      await tabTo(app, face)
      await expectVisibleFocus(app)
      await app.keyboard.press(key)
      await expect.poll(() => choosers.length).toBe(index + 1)
      await choosers[index]!.setFiles({
        name: 'portrait.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from(makeJpeg(400, 400)),
      })
      await expect(zone).toHaveAttribute('data-phase', 'done')
      await expect(zone.getByRole('status').filter({ hasText: 'Uploaded' })).toHaveCount(1)
    }
  })

  test('edit a session and save it through the review', async ({ app }) => {
    await goToSection(app, 'Sessions')
    await tabTo(app, app.getByTestId('session-row').first().getByRole('link'))
    await app.keyboard.press('Enter')
    const form = app.getByRole('form', { name: 'Edit session' })
    await tabTo(app, form.getByLabel('Title'))
    await app.keyboard.press('ControlOrMeta+A')
    await app.keyboard.type('Keynote, typed')
    await tabTo(app, form.getByRole('button', { name: 'Review and save…' }))
    await app.keyboard.press('Enter')
    const review = app.getByRole('dialog', { name: 'Save these changes?' })
    await expectFocusWithin(review)
    await tabTo(app, review.getByRole('button', { name: 'Save changes' }))
    await app.keyboard.press('Enter')
    await expect(app.getByTestId('saved-session')).toBeVisible()
    await expect(form.getByLabel('Title')).toHaveValue('Keynote, typed')
  })

  test('delete a location: the confirmation traps the focus and gives it back', async ({ app }) => {
    await goToSection(app, 'Locations')
    const remove = app.getByRole('button', { name: 'Delete Hall B' })
    await tabTo(app, remove)
    await expectVisibleFocus(app)
    await app.keyboard.press('Enter')
    const confirm = app.getByRole('alertdialog', { name: 'Delete “Hall B”?' })
    await expectFocusWithin(confirm)
    await expectTrapped(app, confirm)
    await app.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
    await expect.poll(() => isFocused(remove)).toBe(true)

    await app.keyboard.press('Enter')
    await tabTo(app, confirm.getByRole('button', { name: 'Delete location' }))
    await app.keyboard.press('Enter')
    await expect(confirm).toBeHidden()
    await expect(app.getByTestId('location-row').filter({ hasText: 'Hall B' })).toHaveCount(0)
  })

  test('"?" lists the shortcuts, and not while typing in a field', async ({ app }) => {
    await goToSection(app, 'Attendees')
    await app.keyboard.press('?')
    const help = app.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help).toBeVisible()
    await expect(help.getByText('Show this list of shortcuts')).toBeVisible()
    await expect(help.getByRole('button', { name: 'Close' })).toBeFocused()
    await app.keyboard.press('Escape')
    await expect(help).toBeHidden()

    const filters = app.getByRole('region', { name: 'Filters' })
    await tabTo(app, filters.getByRole('button', { name: 'Add condition' }))
    await app.keyboard.press('Enter')
    const value = filters.getByRole('textbox').first()
    await tabTo(app, value)
    await app.keyboard.type('who?')
    await expect(value).toHaveValue('who?')
    await expect(help).toBeHidden()

    const button = app.getByRole('button', { name: 'Keyboard shortcuts' })
    await tabTo(app, button)
    await app.keyboard.press('Enter')
    await expect(help).toBeVisible()
    // The dialog takes Escape once it has the focus, and once the tooltips of the buttons
    // Tab passed have faded out: until then each is a layer that may take the Escape itself.
    await expect(help.getByRole('button', { name: 'Close' })).toBeFocused()
    await expect(app.locator('.tooltip')).toHaveCount(0)
    await app.keyboard.press('Escape')
    await expect.poll(() => isFocused(button)).toBe(true)
  })
})
