/**
 * A session edit whose connection drops after it was sent: main does not
 * send it again on its own, the editor says it may have been applied and
 * keeps what was typed, and saving again on purpose applies it once. The
 * session cannot be read back, so "Send again" sends the same body once more
 * (safe: the same values set twice); edits typed since go through the review.
 */
import type { Page } from '@playwright/test'
import { startEmulator } from '@emulator'
import { expect, test, type RunningEmulator } from './fixtures'
import type { Harness } from './harness/harness'
import { callCore, prepareWorkspace, requireHarness } from './support/attendees'
import { openSection } from './support/workspace'

const SEED = 5150

async function receivedBodies(emulator: RunningEmulator, sessionId: string) {
  const response = await fetch(`${emulator.baseUrl}/__control/session-updates`)
  const all = (await response.json()) as Array<{ sessionId: string; body: unknown }>
  return all.filter((u) => u.sessionId === sessionId).map((u) => u.body)
}

/** A workspace on the emulator's first event with its sessions in the catalog; Sessions open. */
async function openSessions(page: Page, harness: Harness | null, emulator: RunningEmulator) {
  const core = requireHarness(harness)
  const ref = await prepareWorkspace(core, emulator)
  const event = emulator.state.event(ref.eventId)!
  const text = event.sessions.map((s) => s.id).join('\n')
  await callCore(core, 'catalog:add', { ...ref, kind: 'session', text })
  await page.reload()
  await expect(page.locator('[data-app-state="ready"]')).toBeVisible()
  await openSection(page, 'Sessions')
  return event
}

test('a session edit whose answer was lost is sent once, said to have maybe been applied, and saved once on purpose', async ({
  app,
  harness,
}) => {
  const emulator = await startEmulator({ port: 0, control: true, seed: SEED })
  try {
    const event = await openSessions(app, harness, emulator)
    const session = event.sessions.at(-1)!
    await app.locator(`[data-testid="session-row"][data-session-id="${session.id}"] a`).click()
    const form = app.getByRole('form', { name: 'Edit session' })
    await expect(form).toBeVisible()

    let puts = 0
    const pick = emulator.state.faults.pick.bind(emulator.state.faults)
    emulator.state.faults.pick = (method, path) => {
      if (method === 'PUT') puts += 1
      return pick(method, path)
    }
    emulator.state.setFaults([{ kind: 'drop', method: 'PUT', times: 1 }], SEED)

    const save = async () => {
      await form.getByRole('button', { name: 'Review and save…' }).click()
      await app
        .getByRole('dialog', { name: 'Save these changes?' })
        .getByRole('button', { name: 'Save changes' })
        .click()
    }
    await form.getByLabel('Title').fill('Closing panel')
    await save()
    const error = app.getByTestId('save-error')
    await expect(error).toContainText(/may have been applied .*check it before sending it again/)
    await expect(error).toContainText('Perhaps saved: nothing you typed is lost')
    await expect(form.getByLabel('Title')).toHaveValue('Closing panel')
    expect(puts).toBe(1)
    // This emulator drops the connection before the change is made: nothing was applied.
    expect(await receivedBodies(emulator, session.id)).toEqual([])

    await save()
    await expect(error).toHaveCount(0)
    expect(puts).toBe(2)
    expect(await receivedBodies(emulator, session.id)).toEqual([{ title: 'Closing panel' }])
  } finally {
    await emulator.close()
  }
})

test('a session save lost after it was applied offers Send again, which sends the same values once more', async ({
  app,
  harness,
}) => {
  const emulator = await startEmulator({ port: 0, control: true, seed: SEED })
  try {
    const event = await openSessions(app, harness, emulator)
    const session = event.sessions.at(-1)!
    await app.locator(`[data-testid="session-row"][data-session-id="${session.id}"] a`).click()
    const form = app.getByRole('form', { name: 'Edit session' })
    emulator.state.setFaults([{ kind: 'drop', method: 'PUT', afterHandling: true, times: 1 }])

    await form.getByLabel('Title').fill('Closing panel, revised')
    await form.getByRole('button', { name: 'Review and save…' }).click()
    await app
      .getByRole('dialog', { name: 'Save these changes?' })
      .getByRole('button', { name: 'Save changes' })
      .click()
    const error = app.getByTestId('save-error')
    await expect(error).toContainText('Perhaps saved: nothing you typed is lost')
    await expect(error.getByTestId('save-error-send-again')).toContainText(
      'cannot check whether it was saved',
    )
    await expect(form.getByLabel('Title')).toHaveValue('Closing panel, revised')
    // The service did apply it before the answer was lost.
    expect(await receivedBodies(emulator, session.id)).toEqual([
      { title: 'Closing panel, revised' },
    ])

    // Typed since: Send again goes through the review, with what is typed now.
    await form.getByLabel('Title').fill('Closing panel, final')
    await error.getByRole('button', { name: 'Send again' }).click()
    const review = app.getByRole('dialog', { name: 'Save these changes?' })
    await expect(review).toContainText('Closing panel, final')
    await review.getByRole('button', { name: 'Keep editing' }).click()
    expect(await receivedBodies(emulator, session.id)).toHaveLength(1)

    // Back to what was sent: Send again sends that body as it was, no review needed.
    await form.getByLabel('Title').fill('Closing panel, revised')
    await error.getByRole('button', { name: 'Send again' }).click()
    await expect(error).toHaveCount(0)
    await expect(form.getByLabel('Title')).toHaveValue('Closing panel, revised')
    expect(await receivedBodies(emulator, session.id)).toEqual([
      { title: 'Closing panel, revised' },
      { title: 'Closing panel, revised' },
    ])
  } finally {
    await emulator.close()
  }
})
