/**
 * The change journal through the built app against the emulator: a session
 * edited in the editor and its edits reverted from History (the older one
 * shows the three versions first), a speaker's photo replaced and put back
 * (the emulator serves the old bytes again), a bulk photo drop undone as one
 * batch, a deleted location that cannot be undone, and the journal exported
 * and read back. History's filters and each dialog alone are tested as
 * components (renderer/src/sections/history/).
 */
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import type { JournalEntry } from '@shared/journal/entry'
import { sizeWords } from '@shared/byte-size'
import { makeJpeg } from '@test-support/images'
import { makePhotoJpeg } from '@test-support/images-photo'
import { expect, test, waitForReady, type RunningEmulator } from './fixtures'
import { harnessDownloadsDir, type Harness } from './harness/harness'
import { callCore, prepareWorkspace, requireHarness } from './support/attendees'
import { dropOn, dropOnPanel, openOneSpeakerCard, openSpeakers } from './support/image-drop-steps'
import { openEventSection } from './support/locations'
import { openSection } from './support/workspace'

/** The bytes the emulator serves at a picture address it gave. */
async function served(emulator: RunningEmulator, picUrl: string): Promise<Buffer> {
  const url = picUrl.startsWith('http') ? picUrl : `${emulator.baseUrl}${picUrl}`
  return Buffer.from(await (await fetch(url)).arrayBuffer())
}

async function journal(harness: Harness | null, workspaceId: string): Promise<JournalEntry[]> {
  const core = requireHarness(harness)
  return (await callCore(core, 'journal:list', { workspaceId, filter: {}, limit: 100 })).entries
}

function entryRow(page: Page, entryId: string): Locator {
  return page.locator(`[data-testid="history-entry"][data-entry-id="${entryId}"]`)
}

async function openEntry(page: Page, entryId: string): Promise<Locator> {
  await entryRow(page, entryId).click()
  const detail = page.getByTestId('history-detail')
  await expect(detail.getByRole('heading', { level: 2 })).toBeVisible()
  return detail
}

/** Changes one field in the session editor and saves it through the review. */
async function saveField(page: Page, label: string, value: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Edit session' })
  await form.getByLabel(label, { exact: true }).fill(value)
  await form.getByRole('button', { name: 'Review and save…' }).click()
  const review = page.getByRole('dialog', { name: 'Save these changes?' })
  await review.getByRole('button', { name: 'Save changes' }).click()
  await expect(review).toBeHidden()
  await expect(page.getByTestId('saved-session')).toBeVisible()
}

test('a session edited twice: the older edit shows three versions, the newer reverts once confirmed', async ({
  app,
  harness,
  emulator,
}) => {
  const core = requireHarness(harness)
  await fetch(`${emulator.baseUrl}/__control/reset`, { method: 'POST', body: '{}' })
  const ref = await prepareWorkspace(core, emulator)
  const session = emulator.state.event(ref.eventId)!.sessions[0]!
  const original = session.title
  const title = () =>
    emulator.state.event(ref.eventId)!.sessions.find((s) => s.id === session.id)!.title
  await callCore(core, 'catalog:add', { ...ref, kind: 'session', text: session.id })
  await app.reload()
  await waitForReady(app)
  await openSection(app, 'Sessions')
  await app.locator(`[data-testid="session-row"][data-session-id="${session.id}"] a`).click()

  // The first save shows the session, so the title's value before the next two is known.
  await saveField(app, 'Total capacity', '150')
  await saveField(app, 'Title', 'Spring opening')
  await saveField(app, 'Title', 'Spring opening, revised')
  const recent = app.getByTestId('recent-changes')
  await expect(recent).toHaveText('Changed 3 times this week — History')
  await recent.getByRole('link').click()
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('History')
  await expect(app.getByTestId('history-entry')).toHaveCount(3)
  const [second, first] = await journal(harness, ref.workspaceId)

  // The first title change was overwritten since: its three versions come first.
  let detail = await openEntry(app, first!.id)
  await detail.getByRole('button', { name: 'Revert…' }).click()
  const conflict = app.getByRole('alertdialog', { name: /has changed since then$/ })
  await expect(conflict.getByRole('row', { name: /^Title/ }).getByRole('cell')).toHaveText([
    original,
    'Spring opening',
    'Spring opening, revised',
  ])
  await conflict.getByRole('button', { name: 'Keep as is' }).click()
  await expect(conflict).toBeHidden()
  expect(title()).toBe('Spring opening, revised')

  // The second is what the session holds now: it reverts after its sentence.
  detail = await openEntry(app, second!.id)
  await expect(detail.getByTestId('revert-sentence')).toHaveText(
    'Sets the session’s title back to “Spring opening”.',
  )
  // A session cannot be read back: the revert says so and asks first.
  await detail.getByRole('button', { name: 'Revert…' }).click()
  await app
    .getByRole('alertdialog', { name: /without checking/ })
    .getByRole('button', { name: 'Revert and replace' })
    .click()
  await expect.poll(title).toBe('Spring opening')
  await expect(detail.getByRole('button', { name: 'The revert' })).toBeVisible()
  await expect(app.getByTestId('history-entry')).toHaveCount(4)

  // Now the first is what the session holds again: no versions to weigh.
  detail = await openEntry(app, first!.id)
  await expect(detail.getByTestId('revert-sentence')).toBeVisible()
  await detail.getByRole('button', { name: 'Revert…' }).click()
  await app
    .getByRole('alertdialog', { name: /without checking/ })
    .getByRole('button', { name: 'Revert and replace' })
    .click()
  await expect.poll(title).toBe(original)
})

test('a replaced speaker photo is put back: the service serves the old bytes again', async ({
  app,
  harness,
  emulator,
}) => {
  // The seed's picture, whose address names a file: an earlier test's upload would not.
  await fetch(`${emulator.baseUrl}/__control/reset`, { method: 'POST', body: '{}' })
  const { card, zone, ids, eventId, workspaceId } = await openOneSpeakerCard(app, harness, emulator)
  const picUrl = () => emulator.state.event(eventId)!.speakers.find((s) => s.id === ids[0])!.picUrl
  const before = await served(emulator, picUrl())
  const fileName = picUrl().split('/').at(-1)
  await dropOn(zone, { name: 'portrait.jpg', type: 'image/jpeg', bytes: makeJpeg(400, 400) })
  await expect(zone).toHaveAttribute('data-phase', 'done')
  expect((await served(emulator, picUrl())).equals(before)).toBe(false)

  const recent = card.getByTestId('recent-changes')
  await expect(recent).toHaveText('Changed once this week — History')
  await recent.getByRole('link').click()
  const [replaced] = await journal(harness, workspaceId)
  const detail = await openEntry(app, replaced!.id)
  await expect(detail.getByTestId('picture-pair-image')).toHaveCount(2)
  await expect(detail.getByTestId('revert-sentence')).toHaveText(
    `Puts back the speaker’s previous picture (${fileName}, ${sizeWords(before.length)}).`,
  )
  await detail.getByRole('button', { name: 'Revert', exact: true }).click()
  await expect
    .poll(async () => (await served(emulator, picUrl())).equals(before), { timeout: 15_000 })
    .toBe(true)
})

test('a bulk photo drop is undone as one batch', async ({ app, harness, emulator }) => {
  const { speakers, workspaceId, eventId } = await openSpeakers(app, harness, emulator, 2)
  const picUrl = (id: string) =>
    emulator.state.event(eventId)!.speakers.find((s) => s.id === id)!.picUrl
  const before = await Promise.all(speakers.map((s) => served(emulator, s.picUrl)))
  const files = speakers.map((s, i) => ({
    name: `${s.id}.jpg`,
    type: 'image/jpeg',
    bytes: makePhotoJpeg(200 + i, 160, i + 1),
  }))
  await dropOnPanel(app.getByRole('region', { name: 'Speakers' }), files)
  const review = app.getByRole('dialog', { name: 'Match photos to speakers' })
  await review.getByRole('button', { name: 'Upload 2 photos' }).click()
  await expect(review.getByTestId('bulk-progress')).toHaveText('2 of 2 uploaded.')
  await review.getByRole('button', { name: 'Close' }).click()

  await openSection(app, 'History')
  const [newest] = await journal(harness, workspaceId)
  const detail = await openEntry(app, newest!.id)
  await detail.getByRole('button', { name: 'Undo the whole batch (2 changes)' }).click()
  // Named by its stage: asking, then "Batch undone".
  const dialog = app.getByTestId('batch-undo')
  await expect(dialog.getByRole('heading')).toHaveText('Undo the whole batch (2 changes)')
  await dialog.getByRole('button', { name: 'Undo the batch' }).click()
  await expect(dialog.getByTestId('batch-undo-summary')).toHaveText('2 changes undone')
  await expect(dialog.getByRole('heading')).toHaveText('Batch undone')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(detail.getByTestId('entry-batch')).toHaveText(
    'One of a batch of 2 changes sent together. Every change of the batch that was applied has been undone.',
  )
  for (const [i, s] of speakers.entries())
    expect((await served(emulator, picUrl(s.id))).equals(before[i]!)).toBe(true)
})

test('a deleted location says it cannot be undone, before and after', async ({
  app,
  harness,
  emulator,
}) => {
  const eventId = emulator.events[0]!.id
  const location = emulator.state.event(eventId)!.locations.find((l) => !l.isDefault)!
  const { workspaceId } = await openEventSection(app, harness, emulator, eventId, {
    hash: '#/locations',
    heading: 'Locations',
  })
  await callCore(requireHarness(harness), 'catalog:add', {
    workspaceId,
    eventId,
    kind: 'location',
    text: location.id,
    label: location.name,
  })
  await app.getByRole('button', { name: `Delete ${location.name}` }).click()
  const confirm = app.getByRole('alertdialog', { name: `Delete “${location.name}”?` })
  await expect(confirm).toContainText('This cannot be undone')
  await confirm.getByRole('button', { name: 'Delete location' }).click()
  await expect(confirm).toBeHidden()

  await openSection(app, 'History')
  // The dialog closes as the deletion is sent: its entry is recorded once the service answers.
  await expect.poll(async () => (await journal(harness, workspaceId)).length).toBe(1)
  const [deleted] = await journal(harness, workspaceId)
  const detail = await openEntry(app, deleted!.id)
  await expect(detail.getByTestId('revert-impossible')).toHaveText(
    'This cannot be undone: the service cannot create a location, so a deletion cannot be undone.',
  )
  await expect(detail.getByRole('button', { name: /^Revert/ })).toHaveCount(0)
})

test('the filtered journal is exported as CSV and JSON and read back', async ({
  app,
  harness,
  emulator,
  userDataDir,
}) => {
  const core = requireHarness(harness)
  const ref = await prepareWorkspace(core, emulator)
  const [one, two] = emulator.state.event(ref.eventId)!.sessions
  for (const [session, capacity] of [
    [one!, 70],
    [two!, 80],
  ] as const)
    await callCore(core, 'sessions:update', {
      ...ref,
      sessionId: session.id,
      changes: { totalCapacity: capacity },
    })
  await app.reload()
  await waitForReady(app)
  await openSection(app, 'History')
  await expect(app.getByTestId('history-entry')).toHaveCount(2)
  await app.getByRole('searchbox', { name: 'Search the history' }).fill(one!.id)
  await expect(app.getByTestId('history-entry')).toHaveCount(1)

  await app.getByRole('button', { name: 'Export JSON…' }).click()
  const json = app.locator('[data-sonner-toast]').filter({ hasText: /^Saved 1 entry to / })
  await expect(json).toBeVisible()
  const jsonPath = (await json.textContent())!.replace(/^Saved 1 entry to /, '')
  expect(jsonPath.startsWith(harnessDownloadsDir(userDataDir))).toBe(true)
  const entries = JSON.parse(await readFile(jsonPath, 'utf8')) as JournalEntry[]
  expect(entries).toHaveLength(1)
  expect(entries[0]).toMatchObject({ resource: { kind: 'session', id: one!.id } })

  await app.getByRole('button', { name: 'Export CSV…' }).click()
  const csv = app.locator('[data-sonner-toast]').filter({ hasText: /\.csv$/ })
  await expect(csv).toBeVisible()
  const csvPath = (await csv.textContent())!.replace(/^Saved 1 entry to /, '')
  const rows = parse(await readFile(csvPath, 'utf8'), { columns: true, bom: true }) as Record<
    string,
    string
  >[]
  expect(rows.map((row) => [row['resource id'], row.field, row.after])).toEqual([
    [one!.id, 'totalCapacity', '70'],
  ])
})
