/**
 * "Everything known" end to end: IDs pasted (a bad line reported by its
 * number) and added, speakers checked by reading them from the emulator (a
 * known one confirmed, an unknown one gone), the sessions a speaker's answer
 * names met in that answer, other kinds "not yet confirmed", the kind tabs,
 * and the export through the save dialog as a CSV file.
 * Read-only on the emulator: nothing here changes its state.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { harnessDownloadsDir } from './harness/harness'
import { expect, test } from './fixtures'
import { callCore, requireHarness } from './support/attendees'
import { openEventSection } from './support/locations'
import { openSection } from './support/workspace'

const UNKNOWN_SPEAKER = '0badc0de-0000-4000-8000-00000000b404'

test('everything known lists every ID with its status and where it was met, and exports it', async ({
  app,
  harness,
  emulator,
  userDataDir,
}) => {
  const summary = emulator.events[0]!
  const event = emulator.state.event(summary.id)!
  const sessionsOf = (id: string) =>
    event.sessions.filter((s) => s.speakerIds.includes(id)).map((s) => s.id)
  const speaker = event.speakers.find((s) => sessionsOf(s.id).length > 0)!
  const sponsor = event.sponsors[0]!
  const location = event.locations[0]!
  const scope = await openEventSection(app, harness, emulator, summary.id, {
    hash: '#/known',
    heading: 'Everything known',
  })
  await expect(app.getByTestId('known-empty')).toBeVisible()

  // Pasted into the Add dialog: line 2 is refused with its number, the rest is added.
  await openSection(app, 'Locations')
  await app.getByRole('button', { name: 'Add locations…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Add locations' })
  await dialog.getByLabel('IDs').fill(`${location.id}\nhall-b\n\n${location.id.toUpperCase()}`)
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  const report = dialog.getByTestId('catalog-report')
  await expect(report.getByTestId('catalog-report-added')).toHaveText('1')
  await expect(report.getByTestId('catalog-report-known')).toHaveText('1')
  await expect(report.getByTestId('catalog-report-refused')).toHaveText('1')
  await expect(report).toContainText('hall-b')
  await dialog.getByRole('button', { name: 'Done' }).click()

  const core = requireHarness(harness)
  await callCore(core, 'catalog:add', { ...scope, kind: 'sponsor', text: sponsor.id })
  await callCore(core, 'catalog:add', {
    ...scope,
    kind: 'speaker',
    text: `${speaker.id}\n${UNKNOWN_SPEAKER}`,
  })

  await openSection(app, 'Everything known')
  const rows = app.getByTestId('known-row')
  const row = (kind: string, id: string) => app.locator(`[data-kind="${kind}"][data-id="${id}"]`)
  // Speakers are read from the service: the known one is confirmed, the unknown one is gone.
  await expect(row('speaker', speaker.id)).toHaveAttribute('data-status', 'confirmed')
  await expect(row('speaker', UNKNOWN_SPEAKER)).toHaveAttribute('data-status', 'gone')
  // Kinds without a read endpoint wait for an answer that mentions them.
  await expect(row('sponsor', sponsor.id)).toHaveAttribute('data-status', 'not-yet-confirmed')
  await expect(row('sponsor', sponsor.id)).toContainText('Not yet confirmed')
  await expect(row('location', location.id)).toContainText('entered or pasted')
  // The sessions the speaker's answer names were met in it.
  const speakerName = `${speaker.firstName} ${speaker.lastName}`
  const sessions = sessionsOf(speaker.id)
  for (const sessionId of sessions) {
    await expect(row('session', sessionId)).toContainText(`met in an answer; last in speaker “`)
  }
  const total = 4 + sessions.length
  await expect(rows).toHaveCount(total)
  await expect(app.getByTestId('known-count')).toHaveText(`${total} IDs`)

  await app.getByRole('radio', { name: /^Speakers/ }).click()
  await expect(rows).toHaveCount(2)
  await app.getByRole('searchbox', { name: 'Search everything known' }).fill(speaker.lastName)
  await expect(rows).toHaveCount(1)
  await app.getByRole('radio', { name: /^All/ }).click()

  // The export: the harness's save dialog answers with a file in the profile's downloads folder.
  await app.getByRole('searchbox', { name: 'Search everything known' }).fill('')
  await app.getByRole('button', { name: 'Export CSV…' }).click()
  const saved = app.getByText(/^Saved \d+ IDs to stagehand-known-/)
  await expect(saved).toBeVisible()
  const fileName = (await saved.textContent())!.replace(/^Saved \d+ IDs to /, '')
  const text = await readFile(join(harnessDownloadsDir(userDataDir), fileName), 'utf8')
  const [header, ...lines] = parse(text.replace(/^\uFEFF/, '')) as string[][]
  expect(header).toEqual(['kind', 'id', 'name', 'status', 'where met', 'added at', 'last seen at'])
  expect(lines).toHaveLength(total)
  const line = (id: string) => lines.find((l) => l[1] === id)!
  expect(line(sponsor.id).slice(0, 4)).toEqual(['sponsor', sponsor.id, '', 'not yet confirmed'])
  expect(line(speaker.id).slice(0, 4)).toEqual(['speaker', speaker.id, speakerName, 'confirmed'])
  expect(line(UNKNOWN_SPEAKER)[3]).toBe('gone (the service no longer has it)')
  expect(line(speaker.id)[6]).toMatch(/^\d{4}-\d\d-\d\dT/)
})
