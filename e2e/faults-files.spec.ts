/**
 * A corrupt settings or views file: moved aside, said in the window, and the
 * app goes on working (the moved file is kept for recovery).
 */
import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { openAttendees, settledGrid } from './support/attendees'

const corruptSettings = test.extend({
  userDataDir: async ({ userDataDir }, use) => {
    await writeFile(join(userDataDir, 'settings.json'), '{"workspaces": [ {"id": "w1", ')
    await use(userDataDir)
  },
})

corruptSettings('a corrupt settings file is moved aside and said', async ({ app, userDataDir }) => {
  const notice = app.getByTestId('settings-notice')
  await expect(notice).toContainText('Settings were reset')
  await expect(notice).toContainText(
    /The settings file could not be read, so it was moved aside to .*settings\.json\.corrupt-\d+/,
  )
  const moved = (await readdir(userDataDir)).filter((f) => f.startsWith('settings.json.corrupt-'))
  expect(moved).toHaveLength(1)
  // The rest works: the welcome screen offers to add a workspace, and the notice can go.
  await expect(
    app.getByTestId('welcome').getByRole('button', { name: 'Add workspace' }),
  ).toBeVisible()
  await notice.getByRole('button', { name: 'Dismiss' }).click()
  await expect(notice).toHaveCount(0)
})

test('a corrupt views file is moved aside and the grid still loads', async ({
  app,
  harness,
  emulator,
  userDataDir,
}) => {
  await writeFile(join(userDataDir, 'views.json'), 'not json at all')
  await openAttendees(app, harness, emulator)
  await expect(app.getByText('Saved views could not be read')).toBeVisible()
  const grid = await settledGrid(app)
  await expect(grid.locator('.grid__body > [role="row"]').first()).toBeVisible()
  const moved = (await readdir(userDataDir)).filter((f) => f.startsWith('views.json.corrupt-'))
  expect(moved).toHaveLength(1)
})
