/**
 * A corrupt settings, views or catalog file: moved aside, said in the window,
 * and the app goes on working (the moved file is kept for recovery).
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { openAttendees, prepareWorkspace, requireHarness, settledGrid } from './support/attendees'

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

test('a corrupt catalog file is moved aside and said; the panels work and new entries are saved', async ({
  app,
  harness,
  emulator,
  userDataDir,
}) => {
  const event = emulator.state.event(emulator.events[0]!.id)!
  const location = event.locations[0]!
  const { workspaceId, eventId } = await prepareWorkspace(requireHarness(harness), emulator, {
    eventId: event.id,
  })
  // The workspace's catalog file, cut off mid-write, before anything has read it.
  const dir = join(userDataDir, 'catalog')
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, `${workspaceId}.json`), '{"version": 1, "events": {"')
  await app.evaluate(() => {
    window.location.hash = '#/locations'
  })
  await app.reload()
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('Locations')

  await expect(app.getByText('The catalog file could not be read')).toBeVisible()
  await expect(
    app.getByText(
      /The catalog of known IDs for this workspace could not be read, so it was moved aside to .*\.json\.corrupt-\d+/,
    ),
  ).toBeVisible()
  const moved = (await readdir(dir)).filter((f) => f.startsWith(`${workspaceId}.json.corrupt-`))
  expect(moved).toHaveLength(1)

  // The panel still works: an ID added by hand is listed, and written to a new catalog file.
  await app.getByRole('button', { name: 'Add locations…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Add locations' })
  await dialog.getByLabel('IDs').fill(location.id)
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(dialog.getByTestId('catalog-report-added')).toHaveText('1')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(app.getByTestId('location-row')).toHaveCount(1)
  const saved = JSON.parse(await readFile(join(dir, `${workspaceId}.json`), 'utf8')) as {
    events: Record<string, { id: string }[]>
  }
  expect(saved.events[eventId]?.map((e) => e.id)).toEqual([location.id])
})
