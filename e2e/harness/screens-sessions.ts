/**
 * Screens of the Sessions section for `npm run screenshots`: the editor
 * with times across a daylight-saving change and tags, a field refused
 * before sending, the diff before saving, the guard before leaving, and a
 * draft offered back. Nothing is saved, and each screen first drops the
 * drafts an earlier one left, so light and dark show the same thing (the
 * plain 'sessions' screen, earlier in the list, may show the last draft).
 */
import type { Page } from 'playwright'
import type { StagehandBridge } from '@shared/ipc/bridge'
import type { Screen } from './screens'

/** The Sessions list, after `reset`. */
async function openList(page: Page): Promise<void> {
  await reset(page)
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Sessions' })
    .click()
  await page.getByTestId('session-row').first().waitFor()
}

/** The first session of the list opened in the editor (after `reset`, unless a draft is to stay). */
async function openFirstSession(page: Page, keepDrafts = false): Promise<void> {
  if (keepDrafts) {
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Sessions' })
      .click()
  } else await openList(page)
  const row = page.getByTestId('session-row').first()
  await row.waitFor()
  await row.getByRole('link').click()
  await page.getByRole('form', { name: 'Edit session' }).waitFor()
}

/**
 * Drops every session draft of the demo event and shows its times in its own zone, through
 * the app's own bridge, so each screen starts alike whatever an earlier one left.
 */
async function reset(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // The page's own bridge (this file is type-checked without the renderer's globals).
    const stagehand = (window as unknown as { stagehand: StagehandBridge }).stagehand
    const { workspaces, activeWorkspaceId } = await stagehand.workspaces.list()
    const workspace = workspaces.find((w) => w.id === activeWorkspaceId)
    if (!workspace?.eventId) return
    const event = { workspaceId: workspace.id, eventId: workspace.eventId }
    const { drafts } = await stagehand.sessionDrafts.event(event)
    for (const { sessionId } of drafts)
      await stagehand.sessionDrafts.discard({ ...event, sessionId })
    await stagehand.sessionDrafts.setTimeZone({ ...event, timeZone: 'Europe/Berlin' })
  })
}

/** A keynote moved to the night the clocks go forward in Berlin, with tags and a description. */
async function fillEdit(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Edit session' })
  await form.getByLabel('Title').fill('Opening keynote: the year ahead')
  await form.getByLabel('Time zone').fill('Europe/Berlin')
  await form.getByLabel('Start').fill('2026-03-28T23:30')
  await form.getByLabel('End').fill('2026-03-29T03:30')
  await form
    .getByLabel('Description (HTML)')
    .fill(
      '<p>Where events go next, with <strong>live demos</strong>.</p><script>alert(1)</script><p><a href="https://example.com/agenda">Agenda</a></p>',
    )
  const tag = form.getByLabel('New tag')
  for (const t of ['keynote', 'product', 'product']) {
    await tag.fill(t)
    await tag.press('Enter')
  }
}

export const sessionScreens: Screen[] = [
  { name: 'sessions-list', show: openList },
  {
    name: 'session-editor',
    async show(page) {
      await openFirstSession(page)
      await fillEdit(page)
    },
  },
  {
    name: 'session-field-error',
    async show(page) {
      await openFirstSession(page)
      const form = page.getByRole('form', { name: 'Edit session' })
      await form.getByLabel('Title').fill('A title far too long. '.repeat(23))
      await form.getByLabel('Total capacity').fill('-3')
      await form.getByLabel('Time zone').fill('America/New_York')
      await form.getByLabel('Start').fill('2026-03-08T02:30')
      await form.getByLabel('End').fill('2026-03-08T02:00')
      await form.getByRole('button', { name: 'Review and save…' }).click()
      await page.getByText('The end must be after the start').waitFor()
    },
  },
  {
    name: 'session-review',
    async show(page) {
      await openFirstSession(page)
      await fillEdit(page)
      await page.getByRole('button', { name: 'Review and save…' }).click()
      await page.getByRole('dialog', { name: 'Save these changes?' }).waitFor()
    },
  },
  {
    name: 'session-leave-guard',
    async show(page) {
      await openFirstSession(page)
      await fillEdit(page)
      await page.getByRole('link', { name: '← All sessions' }).click()
      await page
        .getByRole('alertdialog', { name: 'Leave this session with unsaved changes?' })
        .waitFor()
    },
  },
  {
    name: 'session-draft-offer',
    async show(page) {
      await openFirstSession(page)
      await fillEdit(page)
      await page.getByRole('link', { name: '← All sessions' }).click()
      await page.getByRole('button', { name: 'Keep as draft and leave' }).click()
      await page.getByTestId('session-has-draft').first().waitFor()
      await openFirstSession(page, true)
      await page.getByTestId('draft-offer').waitFor()
    },
  },
]
