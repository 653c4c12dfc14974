/**
 * An agenda spreadsheet imported through the built app against the emulator:
 * opened by the button (the open dialog answered by the harness), reviewed
 * with a bad row and a conflict (found in the review's worker), one row left out, applied; the emulator's
 * sessions changed and the change journal holds the import's batch; the
 * import undone; then the sessions exported and that file imported again,
 * which changes nothing. The steps' own behaviour (columns, choices kept,
 * Cancel) is tested as components (renderer/src/sections/agenda/import/).
 */
import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, type RunningEmulator } from './fixtures'
import { harnessDownloadsDir, type Harness } from './harness/harness'
import { callCore } from './support/attendees'
import { catalogSessions } from './support/sessions'
import { openSection } from './support/workspace'

/** The file the harness's open dialog answers with; each step points it at its sheet. */
const chosen = { path: '' }
test.use({ harnessCore: { chooseSheet: async () => chosen.path } })

/**
 * A workspace on the emulator's first event (Europe/Berlin), its sessions,
 * speakers and locations in the catalog, and every session's values known:
 * each was written once with its own title, as an edit that changes nothing.
 */
async function prepare(page: Page, harness: Harness | null, emulator: RunningEmulator) {
  const { core, ref, event } = await catalogSessions(harness, emulator)
  await callCore(core, 'sessionDrafts:setTimeZone', { ...ref, timeZone: 'Europe/Berlin' })
  for (const s of event.sessions)
    await callCore(core, 'sessions:update', {
      ...ref,
      sessionId: s.id,
      changes: { title: s.title },
    })
  await page.reload()
  await expect(page.locator('[data-app-state="ready"]')).toBeVisible()
  await openSection(page, 'Agenda')
  return { core, ref, event }
}

async function openSheet(page: Page, path: string) {
  chosen.path = path
  await page.getByRole('button', { name: 'Import a spreadsheet…' }).click()
  await page.getByRole('button', { name: 'Open a spreadsheet…' }).click()
}

test('import a sheet, leave a row out, apply, undo, and round-trip an export', async ({
  app,
  harness,
  emulator,
  userDataDir,
}) => {
  const { core, ref, event } = await prepare(app, harness, emulator)
  const before = structuredClone(event.sessions)
  const [s1, s2, s3, s4, s5] = before
  const hall = event.locations[0]!
  const sheet = join(userDataDir, 'agenda.csv')
  await writeFile(
    sheet,
    [
      'Session ID,Title,Start,End,Location',
      `${s1!.id},Opening keynote,2026-05-12 09:00,2026-05-12 10:00,${hall.name}`,
      `${s2!.id},Workshop,2026-05-12 09:30,2026-05-12 11:00,${hall.name}`,
      `${s3!.id},Bad times,soon,2026-05-12 10:00,${hall.name}`,
      `${s4!.id},Closing panel,2026-05-13 16:00,2026-05-13 17:00,${hall.name}`,
      `${s5!.id},Left out,2026-05-13 18:00,2026-05-13 19:00,${hall.name}`,
      '',
    ].join('\n'),
  )
  await openSheet(app, sheet)

  const review = app.getByTestId('import-review')
  // The conflicts were found in the review's worker, not on the window's thread.
  await expect(review).toHaveAttribute('data-conflict-check', 'worker')
  await expect(review.getByTestId('review-problems')).toContainText('Row 4, column “Start”')
  await expect(review.getByTestId('review-conflicts')).toContainText(
    `Rows 2 and 3: “${s1!.title}” and “${s2!.title}” overlap in location “${hall.name}”.`,
  )
  await review.getByRole('checkbox', { name: /^Row 6: / }).uncheck()
  await expect(app.getByTestId('import-cost')).toContainText('3 updates')
  await app.getByRole('button', { name: 'Apply 3 sessions' }).click()

  const apply = app.getByTestId('import-apply')
  await expect(apply).toHaveAttribute('data-state', 'done')
  await expect(apply.getByTestId('apply-summary')).toContainText('3 of 3 sent: 3 applied.')
  const now = emulator.state.event(ref.eventId)!.sessions
  const byId = (id: string) => now.find((s) => s.id === id)!
  expect(byId(s1!.id)).toMatchObject({
    title: 'Opening keynote',
    startDateTime: '2026-05-12T07:00:00Z',
    endDateTime: '2026-05-12T08:00:00Z',
    locationId: hall.id,
  })
  expect(byId(s4!.id).title).toBe('Closing panel')
  expect(byId(s3!.id)).toEqual(s3)
  expect(byId(s5!.id)).toEqual(s5)

  // The journal holds the import's three updates under one batch.
  const { entries } = await callCore(core, 'journal:list', {
    workspaceId: ref.workspaceId,
    filter: { eventId: ref.eventId },
    limit: 100,
  })
  const batches = new Set(entries.filter((e) => e.batchId).map((e) => e.batchId))
  expect(batches.size).toBe(1)
  expect(entries.filter((e) => e.batchId === [...batches][0])).toHaveLength(3)

  await apply.getByRole('button', { name: 'Undo this import' }).click()
  await expect(app.getByTestId('import-undone')).toHaveText('Undone: 3 of 3 updates put back.')
  const undone = emulator.state.event(ref.eventId)!.sessions
  for (const s of [s1!, s2!, s4!])
    expect(undone.find((u) => u.id === s.id)).toMatchObject({
      title: s.title,
      startDateTime: s.startDateTime,
      endDateTime: s.endDateTime,
      locationId: s.locationId,
    })

  // Exported and imported again: nothing would change.
  await apply.getByRole('button', { name: 'Back to the agenda' }).click()
  await app.getByRole('button', { name: 'Export sessions…' }).click()
  await expect(app.getByText(/^Exported \d+ sessions to /)).toBeVisible()
  const downloads = harnessDownloadsDir(userDataDir)
  const [exported] = (await readdir(downloads)).filter((f) => f.startsWith('stagehand-agenda-'))
  await openSheet(app, join(downloads, exported!))
  await expect(app.getByTestId('review-facts')).toContainText(
    `No session would change; ${event.sessions.length} rows already match the sessions as last seen and are left out.`,
  )
  await expect(app.getByText('No row of this spreadsheet would change a session.')).toBeVisible()
})
