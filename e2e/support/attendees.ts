/**
 * Steps the attendee and export specs share: a workspace on an emulator,
 * added through the core (faster than the dialog, which workspace specs
 * cover), with an event chosen, and the Attendees section open.
 */
import { expect, type Page } from '@playwright/test'
import type { Harness } from '../harness/harness'
import type { ChannelName, ChannelOutput } from '@shared/ipc/contract'

export interface EmulatorLike {
  baseUrl: string
  demoKey: string
  events: { id: string }[]
}

let calls = 0

/** Calls a channel of the core as the renderer would; throws its error. */
export async function callCore<C extends ChannelName>(
  harness: Harness,
  channel: C,
  payload: unknown,
): Promise<ChannelOutput<C>> {
  calls += 1
  const result = await harness.core.router.handle({ channel, callId: `spec-${calls}`, payload })
  if (!result.ok) throw new Error(`${channel}: ${result.error.message}`)
  return result.value as ChannelOutput<C>
}

/**
 * The harness, which these steps need: they call the core in the test process
 * (the Playwright config keeps their specs to the harness project).
 */
export function requireHarness(harness: Harness | null): Harness {
  if (!harness)
    throw new Error('these steps need the harness: they call the core in the test process')
  return harness
}

/**
 * Adds a workspace for `emulator` through the core (with the demo key, or
 * `apiKey`, and the key's daily quota when it is not the documented one),
 * makes it active and chooses its first event (or `eventId`).
 */
export async function prepareWorkspace(
  harness: Harness,
  emulator: EmulatorLike,
  options: { eventId?: string; name?: string; apiKey?: string; dailyQuota?: number } = {},
): Promise<{ workspaceId: string; eventId: string }> {
  const eventId = options.eventId ?? emulator.events[0]!.id
  const saved = await callCore(harness, 'workspaces:save', {
    name: options.name ?? 'Emulator',
    baseUrl: emulator.baseUrl,
    apiKey: options.apiKey ?? emulator.demoKey,
    ...(options.dailyQuota !== undefined ? { dailyQuota: options.dailyQuota } : {}),
  })
  await callCore(harness, 'workspaces:activate', { workspaceId: saved.id })
  await callCore(harness, 'workspaces:setEvent', { workspaceId: saved.id, eventId })
  return { workspaceId: saved.id, eventId }
}

/** The app is ready and shows the Attendees screen. */
export async function expectAttendeesScreen(page: Page): Promise<void> {
  await expect(page.locator('[data-app-state="ready"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attendees')
}

/** As `prepareWorkspace`, then the loaded app goes to Attendees (a reload reads the new workspace). */
export async function openAttendees(
  page: Page,
  harness: Harness | null,
  emulator: EmulatorLike,
  options: { eventId?: string; name?: string; dailyQuota?: number } = {},
): Promise<{ workspaceId: string; eventId: string }> {
  const opened = await prepareWorkspace(requireHarness(harness), emulator, options)
  await page.evaluate(() => {
    window.location.hash = '#/attendees'
  })
  await page.reload()
  await expectAttendeesScreen(page)
  return opened
}

/** The attendee grid once it shows the answer to the latest request (not a placeholder). */
export async function settledGrid(page: Page) {
  const grid = page.getByRole('table', { name: 'Attendees' })
  await expect(grid).toBeVisible()
  await expect(grid).not.toHaveAttribute('aria-busy', 'true')
  return grid
}

/**
 * Text of the cells of one column, top to bottom. Read as textContent, not innerText: the
 * grid skips laying out rows out of view (content-visibility), and innerText reads those as
 * empty.
 */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const grid = await settledGrid(page)
  const headers = await grid
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((h) => h.getAttribute('aria-label') ?? ''))
  const index = headers.indexOf(header)
  if (index < 0) throw new Error(`no column "${header}" among ${headers.join(' | ')}`)
  return grid
    .locator(`.grid__body > [role="row"] > [role="cell"]:nth-child(${index + 1})`)
    .allTextContents()
}
