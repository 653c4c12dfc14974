/**
 * The Speakers panel on the demo workspace, whose catalog starts with its
 * event's speakers: Delete with Undo, Enter for the detail, speakers learnt
 * from a session, a CSV import, removals and labels. The expected speakers
 * come from a second emulator with the same seed. The cards' order, the
 * search and IDs added by hand are tested as components
 * (renderer/src/sections/speakers/SpeakersPanel.test.tsx).
 */
import type { Page } from '@playwright/test'
import { expect, test, waitForReady, type RunningEmulator } from './fixtures'
import { openSection } from './support/workspace'

test.use({ demo: true })

const UNKNOWN_ID = '0badc0de-0000-4000-8000-000000000404'

function demoEvent(emulator: RunningEmulator) {
  const event = emulator.state.event(emulator.events[0]!.id)
  if (!event) throw new Error('the emulator has no first event')
  return event
}

async function openSpeakers(page: Page, count: number): Promise<void> {
  await openSection(page, 'Speakers')
  await expect(page.getByTestId('speaker-card')).toHaveCount(count)
  // Every card has been read from the service once its speaker order shows.
  await expect(page.getByTestId('speaker-order')).toHaveCount(count)
}

const cards = (page: Page) => page.getByTestId('speaker-card')

test('Delete removes the focused card and Undo brings it back; Enter opens the speaker', async ({
  app,
  emulator,
}) => {
  const speakers = demoEvent(emulator).speakers
  await openSpeakers(app, speakers.length)
  const target = cards(app).nth(1)
  const id = (await target.getAttribute('data-speaker-id'))!
  const speaker = speakers.find((s) => s.id === id)!
  const name = `${speaker.firstName} ${speaker.lastName}`

  await target.focus()
  await app.keyboard.press('Delete')
  await expect(app.getByRole('article', { name })).toHaveCount(0)
  await expect(cards(app)).toHaveCount(speakers.length - 1)
  await app.getByRole('button', { name: 'Undo' }).click()
  await expect(app.getByRole('article', { name })).toBeVisible()
  await expect(cards(app)).toHaveCount(speakers.length)

  await app.getByRole('article', { name }).focus()
  await app.keyboard.press('Enter')
  const details = app.getByRole('dialog', { name })
  await expect(details).toHaveAttribute('data-testid', 'speaker-details')
  await expect(details.getByRole('region', { name: 'Profile' })).toContainText(speaker.company)
  await expect(details.getByRole('region', { name: 'Record' })).toContainText(id)
  await expect(details.getByRole('region', { name: 'Record' })).toContainText(
    speaker.externalRefId || '—',
  )
  await details.getByRole('button', { name: 'Close' }).click()
  await expect(details).toBeHidden()

  // A session of the speaker, titled from the catalog, opens in the session editor.
  const event = demoEvent(emulator)
  const withSession = speakers.find((s) => event.sessions.some((x) => x.speakerIds.includes(s.id)))!
  const session = event.sessions.find((x) => x.speakerIds.includes(withSession.id))!
  await app
    .getByRole('article', { name: `${withSession.firstName} ${withSession.lastName}` })
    .click()
  const sessions = app.getByTestId('speaker-details').getByRole('region', { name: 'Sessions' })
  await sessions.getByRole('link', { name: session.title }).click()
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('Sessions')
  await expect(app).toHaveURL(new RegExp(`#/sessions/${session.id}$`))
})

test("a speaker named in a session's answer appears in the panel", async ({
  app,
  harness,
  emulator,
}) => {
  const event = demoEvent(emulator)
  const session = event.sessions.find((s) => s.speakerIds.length > 0)!
  const speakerId = session.speakerIds[0]!
  const speaker = event.speakers.find((s) => s.id === speakerId)!
  const call = async (channel: string, payload?: unknown) => {
    const result = await harness!.core.router.handle({ channel, callId: channel, payload })
    if (!result.ok) throw new Error(`${channel}: ${result.error.message}`)
    return result.value as Record<string, unknown>
  }
  const { workspaces } = (await call('workspaces:list')) as {
    workspaces: { id: string; eventId: string }[]
  }
  const scope = { workspaceId: workspaces[0]!.id, eventId: event.id }
  await call('catalog:remove', { ...scope, kind: 'speaker', ids: [speakerId] })

  await openSpeakers(app, event.speakers.length - 1)
  const name = `${speaker.firstName} ${speaker.lastName}`
  await expect(app.getByRole('article', { name })).toHaveCount(0)

  await call('sessions:update', {
    ...scope,
    sessionId: session.id,
    changes: { title: session.title },
  })
  await expect(app.getByRole('article', { name })).toBeVisible()
  await expect(app.getByRole('article', { name }).getByTestId('speaker-order')).toHaveText(
    `#${speaker.speakerOrder}`,
  )
})

test('a CSV file with an id column is imported, its labels kept and its bad row reported', async ({
  app,
  emulator,
}) => {
  const speakers = demoEvent(emulator).speakers
  await openSpeakers(app, speakers.length)
  await app.getByRole('button', { name: 'Add speakers…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Add speakers' })
  await dialog.getByTestId('catalog-file').setInputFiles({
    name: 'speakers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`name,id\nGuest from a file,${UNKNOWN_ID}\n"Nobody, really",12345\n`),
  })
  await expect(dialog.getByText('Read from speakers.csv')).toBeVisible()
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  const report = dialog.getByTestId('catalog-report')
  await expect(report).toContainText('From speakers.csv')
  await expect(report.getByTestId('catalog-report-added')).toHaveText('1')
  await expect(report.getByTestId('catalog-refused')).toContainText('Line 3')
  await dialog.getByRole('button', { name: 'Done' }).click()
  // Known by its label until the service answers (404 here): the label names the card.
  const card = app.getByRole('article', { name: 'Guest from a file' })
  await expect(card).toHaveAttribute('data-status', 'not-found')
})

test('a removal reaches the catalog once its undo toast has gone', async ({ app, emulator }) => {
  const speakers = demoEvent(emulator).speakers
  await openSpeakers(app, speakers.length)
  const target = cards(app).first()
  const id = (await target.getAttribute('data-speaker-id'))!
  await target.focus()
  await app.keyboard.press('Delete')
  const toast = app.getByText(/^Removed /)
  await expect(toast).toBeVisible()
  // The toast closes by itself; until then the entry is only hidden.
  await expect(toast).toBeHidden({ timeout: 15_000 })
  // A reload reads the catalog from main again: an entry only hidden would be back.
  await app.reload()
  await waitForReady(app)
  await openSpeakers(app, speakers.length - 1)
  await expect(app.locator(`[data-speaker-id="${id}"]`)).toHaveCount(0)
})

test('a label is edited on the card, checked against the catalog rules, and kept', async ({
  app,
  emulator,
}) => {
  const speakers = demoEvent(emulator).speakers
  await openSpeakers(app, speakers.length)
  await app.getByRole('button', { name: 'Add speakers…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Add speakers' })
  await dialog.getByLabel('IDs').fill(UNKNOWN_ID)
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await dialog.getByRole('button', { name: 'Done' }).click()
  const card = app.getByRole('article', { name: UNKNOWN_ID })
  await expect(card).toHaveAttribute('data-status', 'not-found')

  await card.getByRole('button', { name: `Add a label to ${UNKNOWN_ID}` }).click()
  const field = card.getByRole('textbox', { name: `Label of ${UNKNOWN_ID}` })
  await field.fill('x'.repeat(201))
  await field.press('Enter')
  await expect(card.getByRole('alert')).toHaveText('Keep the label under 200 characters')
  await field.fill('  Keynote guest  ')
  await field.press('Enter')

  // Without a speaker read from the service, the label names the card.
  const renamed = app.getByRole('article', { name: 'Keynote guest' })
  await expect(renamed).toHaveAttribute('data-speaker-id', UNKNOWN_ID)
  await app.reload()
  await waitForReady(app)
  await openSection(app, 'Speakers')
  await expect(app.getByRole('article', { name: 'Keynote guest' })).toBeVisible()
})
