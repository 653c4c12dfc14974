/**
 * CSV export end to end: the renderer starts it, the core runs it against
 * the emulator, the file is read back with a real CSV parser and compared
 * with what the emulator's state says matches. Each test runs its own
 * emulator (a few thousand attendees; latency or a small daily quota).
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expectedAttendees } from '@test-support/attendees'
import { readCsv, shiftableClock } from '@test-support/export'
import { test, expect, waitForReady } from './fixtures'
import { attachHarness, harnessDownloadsDir } from './harness/harness'
import { startEmulator } from '@emulator'
import type { FilterCondition, SortKey } from '@shared/api/filter-grammar'
import { BASE_COLUMNS, collectCustomSlugs, resolveColumns } from '@shared/attendees/columns'
import { csvCells } from '@shared/attendees/csv-row'
import { openAttendees, settledGrid } from './support/attendees'

const filter: FilterCondition[] = [
  { field: 'status', op: 'in', value: ['REGISTERED', 'CHECKED_IN'] },
]
const sort: SortKey[] = [{ field: 'profile.lastName', direction: 'asc' }]

/** Sets the filter and sort above in the UI. */
async function filterAndSort(page: Page) {
  const filters = page.getByRole('region', { name: 'Filters' })
  await filters.getByRole('button', { name: 'Add condition' }).click()
  await filters.getByLabel('Field').selectOption({ label: 'Status' })
  await filters.getByLabel('Operation').selectOption({ label: 'is any of' })
  const apply = filters.getByRole('button', { name: 'Apply filters' })
  for (const status of ['REGISTERED', 'CHECKED_IN']) {
    await filters.getByLabel('Add value').fill(status)
    await filters.getByLabel('Add value').press('Enter')
    // Enter added the typed value (a suggestion too); it did not apply the filter.
    await expect(apply).toBeEnabled()
  }
  await apply.click()
  const grid = await settledGrid(page)
  await grid.getByRole('button', { name: 'Profile · Last name' }).click()
  await settledGrid(page)
}

async function startExport(page: Page, columns: 'all' | 'visible') {
  await page.getByRole('button', { name: 'Export CSV…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Export attendees as CSV' })
  await expect(dialog.getByTestId('export-estimate')).toContainText(
    'every 1,000 attendees take 10 requests',
  )
  await expect(dialog.getByTestId('export-estimate')).toContainText("Left of today's quota")
  await dialog.getByLabel(columns === 'all' ? /All columns/ : /Visible columns/).check()
  await dialog.getByRole('button', { name: 'Choose file and export' }).click()
  await expect(dialog).toBeHidden()
  return page.getByTestId('export-card')
}

/** The file holds exactly the matching attendees, in order, every column right. */
async function expectFileMatches(
  path: string,
  emulator: Awaited<ReturnType<typeof startEmulator>>,
) {
  const expected = expectedAttendees(emulator, emulator.events[0]!.id, filter, sort)
  expect(expected.length).toBeGreaterThan(2000)
  const slugs = collectCustomSlugs(expected.slice(0, 100)).map((s) => `custom:${s}`)
  const columns = resolveColumns([...BASE_COLUMNS.map((c) => c.id), ...slugs])
  const { text, rows } = await readCsv(path)
  expect(text.startsWith('\uFEFF')).toBe(true)
  expect(rows[0]).toEqual(columns.map((c) => c.header))
  expect(rows.length - 1).toBe(expected.length)
  // One comparison for the whole file (thousands of expect calls are slow); the first difference is shown.
  const want = expected.map((attendee) => csvCells(attendee, columns))
  const differs = want.findIndex(
    (cells, i) => JSON.stringify(cells) !== JSON.stringify(rows[i + 1]),
  )
  expect(
    differs === -1 ? null : { row: differs + 1, file: rows[differs + 1], expected: want[differs] },
  ).toBeNull()
  const first = rows[0]!.indexOf('Profile · First name')
  const firstNames = rows.slice(1).map((r) => r[first]!)
  expect(
    firstNames.filter((n) => n.startsWith("'=") || n.startsWith("'+") || n.startsWith("'-")).length,
  ).toBeGreaterThan(0)
  expect(firstNames.some((n) => /^[=+\-@]/.test(n))).toBe(false)
  expect(firstNames).toEqual(expect.arrayContaining(['Małgorzata', 'Олег', '陈']))
}

test('exports the whole filtered, sorted list: read back, it holds exactly what the service says', async ({
  app,
  harness,
  userDataDir,
}) => {
  const emulator = await startEmulator({ port: 0, control: true, attendeesPerEvent: 4000 })
  try {
    await openAttendees(app, harness, emulator)
    await filterAndSort(app)
    const card = await startExport(app, 'all')
    await expect(card).toHaveAttribute('data-state', 'done', { timeout: 30_000 })
    await expect(card.getByTestId('export-summary')).toContainText(
      /Exported [\d,]+ rows in [\d.]+ s using \d+ requests/,
    )
    await expect(card.getByRole('button', { name: 'Show in folder' })).toBeVisible()
    const downloads = harnessDownloadsDir(userDataDir)
    const files = await readdir(downloads)
    expect(files).toHaveLength(1)
    await expectFileMatches(join(downloads, files[0]!), emulator)
  } finally {
    await emulator.close()
  }
})

test('a cancelled export leaves no file behind', async ({ app, harness, userDataDir }) => {
  const emulator = await startEmulator({ port: 0, control: true, attendeesPerEvent: 6000 })
  try {
    await openAttendees(app, harness, emulator)
    await settledGrid(app)
    emulator.state.setLatency(300)
    const card = await startExport(app, 'visible')
    await expect(card).toHaveAttribute('data-state', 'running')
    await card.getByRole('button', { name: 'Cancel export' }).click()
    await expect(card).toHaveAttribute('data-state', 'cancelled')
    await expect(card).toContainText('No file was left behind')
    expect(await readdir(harnessDownloadsDir(userDataDir)).catch(() => [])).toEqual([])
    expect(await readdir(join(userDataDir, 'exports')).catch(() => [])).toEqual([])
  } finally {
    await emulator.close()
  }
})

test('an export stopped by the daily quota resumes the next day to the same file', async ({
  page,
  rendererServer,
  userDataDir,
  secrets,
}) => {
  // Three days of 10 requests, each paced at the documented rate: about 40 s on a
  // quiet machine, close to the default timeout, so it gets the long one.
  test.slow()
  // Both the service and the app see time through this clock, so "the next day" comes at once.
  const clock = shiftableClock()
  const emulator = await startEmulator({
    port: 0,
    control: true,
    attendeesPerEvent: 3000,
    clock: clock.wallNow,
    rateLimit: { dailyQuota: 10 },
  })
  const harness = await attachHarness({
    page,
    rendererUrl: rendererServer.url,
    userDataDir,
    secrets,
    core: { client: { clock } },
  })
  try {
    await page.goto(`${rendererServer.url}/index.html`)
    await waitForReady(page)
    // The workspace knows its key's quota, as its settings let a user say: the app stops
    // each day at the 10th request, its pages sent lowest first. A quota it did not know
    // would be met at the service's 429 among pages sent together, in whatever order they
    // arrived, and the pages after a gap are read again the next day: a day could write
    // almost nothing. That stop is export-service.test.ts's.
    await openAttendees(page, harness, emulator, { dailyQuota: 10 })
    await filterAndSort(page)
    const card = await startExport(page, 'all')
    await expect(card).toHaveAttribute('data-state', 'paused', { timeout: 20_000 })
    await expect(card).toContainText("today's request quota is used up")
    // Nothing is under the chosen name while the export is paused.
    const visible = (await readdir(harnessDownloadsDir(userDataDir))).filter(
      (f) => !f.startsWith('.'),
    )
    expect(visible).toEqual([])
    let days = 0
    // Each turn ends on a settled state. A read of "paused" may be a moment old (the
    // card can count a resumed run's requests before it shows "running"), so the loop
    // ends only on "done", and a resume waits for the button, which only a pause shows.
    for (;;) {
      await expect(card).toHaveAttribute('data-state', /^(paused|done)$/, { timeout: 20_000 })
      if ((await card.getAttribute('data-state')) === 'done') break
      expect(days, 'days the export took').toBeLessThan(10)
      clock.shift(86_400_000)
      days++
      const before = Number(await card.getAttribute('data-requests'))
      await card.getByRole('button', { name: 'Resume export' }).click({ timeout: 20_000 })
      // A day's quota can be spent before a poll sees "running": wait for the new requests instead.
      await expect
        .poll(async () => Number(await card.getAttribute('data-requests')), { timeout: 20_000 })
        .toBeGreaterThan(before)
    }
    expect(days).toBeGreaterThanOrEqual(2)
    await expect(card).toHaveAttribute('data-state', 'done')
    const files = await readdir(harnessDownloadsDir(userDataDir))
    expect(files).toHaveLength(1)
    await expectFileMatches(join(harnessDownloadsDir(userDataDir), files[0]!), emulator)
  } finally {
    await harness.close()
    await emulator.close()
  }
})
