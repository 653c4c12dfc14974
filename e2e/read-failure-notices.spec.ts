/**
 * What the page says while a read fails and after: the attendee grid and the
 * status bar both say "trying again (n of 3)" while main repeats a failing
 * page, one live region announces it, and the grid then names the problem;
 * the grid says only its own request's retry. A write whose answer is lost
 * is sent once and said to have maybe been applied. And the attendee screen,
 * left and opened again, is as it was left. Every fault's message and
 * request count is tested in electron/main/api/read-failures.test.ts; the
 * times are measured by bench/errors-in-seconds.bench.ts.
 */
import type { Page } from '@playwright/test'
import { startEmulator } from '@emulator'
import { expect, test, type RunningEmulator } from './fixtures'
import type { Harness } from './harness/harness'
import { DEFAULT_RETRY } from '@main/scheduler/retry'
import { callCore, requireHarness, settledGrid } from './support/attendees'
import { attendeesTest } from './support/attendees-test'
import { emulatorLocations, openEventSection } from './support/locations'

/** Where the page says "trying again": the grid's activity and the status bar's meter. */
const RETRY_PLACES = '[data-testid="attendees-activity"], [data-testid="request-meter-retry"]'
/** A live region: what changes in it is announced. */
const LIVE = '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])'

const attendeeRequests = (emulator: RunningEmulator) =>
  emulator.state.requests().filter((r) => r.path.endsWith('/attendees')).length

interface RetryWatch {
  /** Every "trying again" text shown. */
  seen: string[]
  /** The most live regions announcing a "trying again" at one time. */
  mostAnnounced: number
}

/** Watches the page for the "trying again" notices it shows, until stopped. */
async function watchRetryNotices(app: Page): Promise<() => Promise<RetryWatch>> {
  await app.evaluate(
    ([places, live]) => {
      const seen = new Set<string>()
      let mostAnnounced = 0
      const look = (): void => {
        let announced = 0
        for (const el of document.querySelectorAll(places)) {
          const text = el.textContent ?? ''
          if (!text.includes('trying again')) continue
          seen.add(text)
          if (el.closest(live)) announced++
        }
        mostAnnounced = Math.max(mostAnnounced, announced)
      }
      const observer = new MutationObserver(look)
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
      ;(window as unknown as { __retryNotices: () => RetryWatch }).__retryNotices = () => {
        observer.disconnect()
        return { seen: [...seen], mostAnnounced }
      }
    },
    [RETRY_PLACES, LIVE] as const,
  )
  return () =>
    app.evaluate(() => (window as unknown as { __retryNotices: () => RetryWatch }).__retryNotices())
}

// The app's own retry delays: each notice stays on screen for frames, as users see it
// (the quick test delays can end a retry before its notice is drawn).
test.use({ retry: {} })

attendeesTest.describe('a failing attendee page', () => {
  attendeesTest(
    'a failing attendee page says "trying again" in the grid and the status bar, announced once, then names the problem',
    async ({ app, emulator, attendeesScope }) => {
      await settledGrid(app)
      const error = app.getByTestId('attendees-error')
      emulator.state.setFaults([
        { kind: 'html', pathPrefix: `/v1/events/${attendeesScope.eventId}/attendees` },
      ])
      emulator.state.clearRequests()
      try {
        const notices = await watchRetryNotices(app)
        await app
          .getByRole('navigation', { name: 'Pages' })
          .getByRole('button', { name: 'Next page' })
          .click()
        await expect(error).toBeVisible({ timeout: 30_000 })
        const { seen, mostAnnounced } = await notices()
        expect((await error.textContent()) ?? '').toMatch(/error page instead of data/)
        const requests = attendeeRequests(emulator)
        expect(requests).toBeGreaterThan(1)
        expect(requests).toBeLessThanOrEqual(1 + DEFAULT_RETRY.readRetries)
        expect(seen.some((text) => /trying again \([1-3] of 3\)…/.test(text))).toBe(true)
        // Shown by the grid and the status bar, announced by one of them.
        expect(mostAnnounced).toBe(1)
      } finally {
        emulator.state.setFaults([])
      }
      // The service recovers: Retry, asked for, loads the page.
      await error.getByRole('button', { name: 'Retry' }).click()
      await expect(error).toBeHidden()
      await settledGrid(app)
    },
  )
})

attendeesTest(
  "the grid says only its own request's retry; another request's is the status bar's to announce",
  async ({ app, harness, emulator, attendeesScope }) => {
    attendeesTest.setTimeout(90_000)
    await settledGrid(app)
    const pathPrefix = `/v1/events/${attendeesScope.eventId}/attendees`
    // The grid's next page comes slowly but surely; the team list fails meanwhile.
    emulator.state.setFaults([
      { kind: 'slow-body', pathPrefix, chunkBytes: 256, chunkDelayMs: 100 },
      { kind: 'error', pathPrefix: '/v1/teams' },
    ])
    await app.evaluate((live) => {
      const moments: { grid: string | null; bar: string | null; barAnnounced: boolean }[] = []
      const look = (): void => {
        const grid = document.querySelector('[data-testid="attendees-activity"]')
        const bar = document.querySelector('[data-testid="request-meter-retry"]')
        moments.push({
          grid: grid?.textContent ?? null,
          bar: bar?.textContent ?? null,
          barAnnounced: Boolean(bar?.closest(live)),
        })
      }
      const observer = new MutationObserver(look)
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
      ;(window as unknown as { __moments: () => typeof moments }).__moments = () => {
        observer.disconnect()
        return moments
      }
    }, LIVE)
    try {
      await app
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('button', { name: 'Next page' })
        .click()
      await expect(app.getByTestId('attendees-activity')).toHaveText('Loading…')
      const teams = await callCore(requireHarness(harness), 'teams:list', {
        workspaceId: attendeesScope.workspaceId,
      }).catch((error: unknown) => error)
      expect(teams).toBeInstanceOf(Error)
    } finally {
      emulator.state.setFaults([])
    }
    const moments = await app.evaluate(() =>
      (
        window as unknown as {
          __moments: () => { grid: string | null; bar: string | null; barAnnounced: boolean }[]
        }
      ).__moments(),
    )
    const otherRetrying = moments.filter((m) => m.bar?.includes('trying again'))
    // The status bar said the team list's retry, and announced it (no screen on view says it)…
    expect(otherRetrying.length).toBeGreaterThan(0)
    expect(otherRetrying.every((m) => m.barAnnounced)).toBe(true)
    // …while the grid, loading its own page all along, never claimed it.
    expect(otherRetrying.some((m) => m.grid === 'Loading…')).toBe(true)
    expect(moments.some((m) => m.grid?.includes('trying again'))).toBe(false)
    await expect(app.getByTestId('attendees-activity')).toBeHidden({ timeout: 60_000 })
    await settledGrid(app)
  },
)

attendeesTest(
  'leaving the attendee screen and coming back keeps its page, page size, scroll and open detail',
  async ({ app }) => {
    await settledGrid(app)
    const pager = app.getByRole('navigation', { name: 'Pages' })
    await pager.getByLabel('Rows per page').selectOption('50')
    await settledGrid(app)
    await pager.getByRole('button', { name: 'Next page' }).click()
    await expect(pager.getByLabel('Page number')).toHaveValue('2')
    const grid = await settledGrid(app)
    const box = app.locator('.grid-scroll')
    await box.evaluate((el) => {
      el.scrollTop = 400
    })
    // A row in view at that scroll (the header row is row 0).
    const row = grid.getByRole('row').nth(18)
    const id = await row.getAttribute('data-attendee-id')
    await row.click()
    const panel = app.getByTestId('attendee-details')
    await expect(panel).toContainText(id!)
    // Measured with the detail open: the click may have scrolled its row into view.
    const scrolled = await box.evaluate((el) => el.scrollTop)
    expect(scrolled).toBeGreaterThan(0)

    // Away to another screen (the detail is a dialog: a shortcut or the menu leave it, not a click)…
    await app.evaluate(() => {
      window.location.hash = '#/teams'
    })
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('Teams')
    await expect(panel).toBeHidden()
    // …and back through the sidebar.
    await app
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Attendees' })
      .click()
    // The detail is open again (a dialog: the screen behind it is hidden from the accessibility tree).
    await expect(panel).toBeVisible()
    await expect(panel).toContainText(id!)
    await panel.getByRole('button', { name: 'Close' }).click()
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('Attendees')
    await expect(pager.getByLabel('Page number')).toHaveValue('2')
    await expect(pager.getByLabel('Rows per page')).toHaveValue('50')
    await settledGrid(app)
    expect(await box.evaluate((el) => el.scrollTop)).toBe(scrolled)
  },
)

test('a location deletion whose answer was lost is sent once and said to have maybe been applied', async ({
  app,
  harness,
}) => {
  // An emulator of its own: other specs on this worker delete the shared one's locations.
  const emulator = await startEmulator({ port: 0, control: true })
  try {
    await lostDeletion(app, harness, emulator)
  } finally {
    await emulator.close()
  }
})

async function lostDeletion(
  app: Page,
  harness: Harness | null,
  emulator: RunningEmulator,
): Promise<void> {
  const summary = emulator.events[emulator.events.length - 1]!
  const other = emulator.state.event(summary.id)!.locations.find((l) => !l.isDefault)!
  const scope = await openEventSection(app, harness, emulator, summary.id, {
    hash: '#/locations',
    heading: 'Locations',
  })
  await callCore(requireHarness(harness), 'catalog:add', {
    ...scope,
    kind: 'location',
    text: other.id,
    label: other.name,
  })
  await app.reload()
  await expect(app.getByTestId('location-row').filter({ hasText: other.name })).toHaveCount(1)
  const deletions = () => emulator.state.requests().filter((r) => r.method === 'DELETE').length
  emulator.state.clearRequests()
  emulator.state.setFaults([{ kind: 'drop', method: 'DELETE' }])
  try {
    await app.getByRole('button', { name: `Delete ${other.name}` }).click()
    await app
      .getByRole('alertdialog', { name: `Delete “${other.name}”?` })
      .getByRole('button', { name: 'Delete location' })
      .click()
    const refusal = app.getByTestId('location-refusal')
    await expect(refusal).toContainText(`“${other.name}” may have been deleted`)
    // Its own advice, in place of the general one, which would contradict it.
    await expect(refusal.getByTestId('location-try-again-note')).toContainText(
      'Try again sends the deletion once more, which is safe',
    )
    await expect(refusal).not.toContainText('check it before sending it again')
    expect(deletions()).toBe(1)
  } finally {
    emulator.state.setFaults([])
  }
  // The connection was cut before the emulator acted: the location is still there, and listed.
  expect(await emulatorLocations(emulator.baseUrl, summary.id)).toContain(other.id)
  await expect(app.getByTestId('location-row').filter({ hasText: other.name })).toHaveCount(1)
}
