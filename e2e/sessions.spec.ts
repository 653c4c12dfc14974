/**
 * The session editor against the emulator over real HTTP: the body the
 * emulator received (read on its control surface) holds only the fields
 * changed, with the right UTC times across a daylight-saving change; the
 * form shows the answer; the description's sanitised live preview (in a real
 * browser's parser) and its formatting bar. Bad input refused on its field,
 * the service's field error on its field, the unsaved-changes guard and the
 * draft offered back are tested as components (renderer/src/sections/sessions/).
 */
import type { Page } from '@playwright/test'
import { expect, takeCspViolations, test, type RunningEmulator } from './fixtures'
import type { Harness } from './harness/harness'
import { catalogSessions } from './support/sessions'
import { openSection } from './support/workspace'

interface ReceivedUpdate {
  sessionId: string
  body: Record<string, unknown>
}

async function received(emulator: RunningEmulator, sessionId: string): Promise<ReceivedUpdate[]> {
  const response = await fetch(`${emulator.baseUrl}/__control/session-updates`)
  const all = (await response.json()) as ReceivedUpdate[]
  return all.filter((u) => u.sessionId === sessionId)
}

/** A workspace on the emulator's first event (Europe/Berlin), its sessions and locations in the catalog. */
async function prepare(page: Page, harness: Harness | null, emulator: RunningEmulator) {
  const { core, ref, event } = await catalogSessions(harness, emulator)
  await page.reload()
  await expect(page.locator('[data-app-state="ready"]')).toBeVisible()
  await openSection(page, 'Sessions')
  return { core, ref, event }
}

async function openSession(page: Page, sessionId: string) {
  await page.locator(`[data-testid="session-row"][data-session-id="${sessionId}"] a`).click()
  const form = page.getByRole('form', { name: 'Edit session' })
  await expect(form).toBeVisible()
  return form
}

const tagTexts = (page: Page) => page.locator('.session-tag__text').allTextContents()

test('title, times across a DST change in a chosen zone, and tags: only those fields are sent, in UTC', async ({
  app,
  harness,
  emulator,
}) => {
  const { event } = await prepare(app, harness, emulator)
  const session = event.sessions.find((s) => s.speakerIds.length > 0)!
  const row = app.locator(`[data-testid="session-row"][data-session-id="${session.id}"]`)
  await expect(row.getByTestId('session-unseen')).toHaveText('not yet seen')
  const form = await openSession(app, session.id)
  await expect(app.getByTestId('session-unseen-note')).toContainText(
    'Fields you leave empty are left unchanged on the server',
  )

  await form.getByLabel('Title').fill('Spring keynote')
  await expect(app.getByTestId('title-counter')).toHaveText('14 / 500 characters')
  await form.getByLabel('Time zone').fill('America/New_York')
  // New York puts its clocks forward at 02:00 on 8 March 2026.
  await form.getByLabel('Start').fill('2026-03-07T22:00')
  await form.getByLabel('End').fill('2026-03-08T04:00')
  await expect(app.getByTestId('start-instant')).toContainText('2026-03-08 03:00 UTC')
  await expect(app.getByTestId('end-instant')).toContainText('2026-03-08 08:00 UTC')
  await expect(app.getByTestId('time-warning')).toContainText(
    'The clocks change in America/New_York between start and end',
  )

  const newTag = form.getByLabel('New tag')
  for (const tag of ['  ai ', 'keynote']) {
    await newTag.fill(tag)
    await newTag.press('Enter')
  }
  await newTag.fill('AI')
  await newTag.press('Enter')
  await expect(form.getByTestId('tag-error')).toHaveText('“AI” is already a tag')
  await form.getByRole('button', { name: 'Move keynote left' }).click()
  expect(await tagTexts(app)).toEqual(['keynote', 'ai'])
  await newTag.fill('')

  await form.getByRole('button', { name: 'Review and save…' }).click()
  const review = app.getByRole('dialog', { name: 'Save these changes?' })
  await expect(review.getByTestId('diff-row')).toHaveCount(4)
  const startRow = review.locator('[data-field="startDateTime"]')
  await expect(startRow).toContainText('unknown')
  await expect(startRow).toContainText('2026-03-07 22:00 (America/New_York, UTC−05:00)')
  await expect(review.locator('[data-field="endDateTime"]')).toContainText(
    '2026-03-08 04:00 (America/New_York, UTC−04:00)',
  )
  await review.getByRole('button', { name: 'Save changes' }).click()
  await expect(review).toBeHidden()

  await expect(app.getByTestId('saved-session')).toBeVisible()
  expect((await received(emulator, session.id)).map((u) => u.body)).toEqual([
    {
      title: 'Spring keynote',
      startDateTime: '2026-03-08T03:00:00Z',
      endDateTime: '2026-03-08T08:00:00Z',
      tags: ['keynote', 'ai'],
    },
  ])

  // The form now shows the session the service returned, fields it had never shown included.
  const stored = emulator.state.event(event.id)!.sessions.find((s) => s.id === session.id)!
  await expect(form.getByLabel('Title')).toHaveValue('Spring keynote')
  await expect(form.getByLabel('Start')).toHaveValue('2026-03-07T22:00')
  await expect(form.getByLabel('External reference')).toHaveValue(stored.externalRefId ?? '')
  await expect(app.getByTestId('saved-capacity')).toContainText('places left')
  const speakerLinks = app.getByTestId('saved-speakers').getByRole('link')
  await expect(speakerLinks).toHaveCount(stored.speakerIds.length)

  // Its speakers are now in the catalog, so the Speakers panel shows them.
  await speakerLinks.first().click()
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('Speakers')
  for (const id of stored.speakerIds)
    await expect(app.locator(`[data-testid="speaker-card"][data-speaker-id="${id}"]`)).toBeVisible()
})

test('the description preview is sanitised as it is typed, and the formatting bar wraps the selection', async ({
  app,
  harness,
  emulator,
}) => {
  const { event } = await prepare(app, harness, emulator)
  const form = await openSession(app, event.sessions[0]!.id)
  const description = form.getByLabel('Description (HTML)')
  await description.fill(
    '<p>Hands on</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
  )
  const preview = app.getByTestId('description-preview').locator('[data-safe-html]')
  await expect(preview).toHaveText('Hands on')
  expect(await preview.innerHTML()).toBe('<p>Hands on</p>')
  expect(await app.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()

  // "Hands on" is selected, then made bold.
  await description.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(3, 11))
  await form
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Bold' })
    .click()
  await expect(description).toHaveValue(
    '<p><strong>Hands on</strong></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
  )
  await expect(preview.locator('strong')).toHaveText('Hands on')
  // The sanitiser's parse meets the window's policy, which refuses the handler outright.
  const refused = await takeCspViolations(app)
  expect(refused.length).toBeGreaterThan(0)
  expect(refused.filter((v) => !v.startsWith('script-src-attr '))).toEqual([])
})
