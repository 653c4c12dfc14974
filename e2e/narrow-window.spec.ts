/**
 * The narrowest window the app allows still lays the top bar and the
 * attendee toolbar out whole: nothing in the top bar drawn over its
 * neighbour, the palette button still named, the toolbar one row.
 */
import type { Locator } from '@playwright/test'
import { MIN_WINDOW_SIZE } from '@shared/window-size'
import { expect, test, waitForReady } from './fixtures'
import { settledGrid } from './support/attendees'

test.use({ demo: true, viewport: MIN_WINDOW_SIZE })

const boxesOf = (parts: Locator) =>
  parts.evaluateAll((elements) =>
    elements
      .map((e) => e.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map((box) => ({ left: box.left, right: box.right, top: box.top, bottom: box.bottom })),
  )

test('the top bar and the attendee toolbar fit the narrowest window', async ({
  page,
  harness,
  rendererServer,
}) => {
  expect(harness).not.toBeNull()
  await page.goto(`${rendererServer.url}/index.html#/attendees`)
  await waitForReady(page)
  await settledGrid(page)
  await expect(page.locator('.event-picker__name')).toHaveText('Stagehand Summit 2026')

  const topbar = page.locator('.topbar')
  const bar = (await topbar.boundingBox())!
  // The title and badge, the event picker's parts and the tools after it, as they stand in a row.
  const row = await boxesOf(
    topbar.locator(
      ':scope > :not(.topbar__tools), .topbar__tools > :not(.event-picker), .event-picker > *',
    ),
  )
  expect(row.length).toBeGreaterThan(5)
  // Left to right, each ends before the next begins, and the last within the bar.
  const ordered = row.sort((a, b) => a.left - b.left)
  ordered.forEach((box, i) => {
    const next = ordered[i + 1]
    if (next)
      expect(box.right, `part ${i + 1} ends before part ${i + 2}`).toBeLessThanOrEqual(
        next.left + 0.5,
      )
  })
  expect(ordered.at(-1)!.right).toBeLessThanOrEqual(bar.x + bar.width + 0.5)
  await expect(page.getByRole('button', { name: /^Go to or run/ })).toBeVisible()

  const toolbar = await boxesOf(page.locator('.attendees__toolbar > :not(.spacer)'))
  expect(toolbar.length).toBeGreaterThan(3)
  for (const box of toolbar) expect(box.top).toBeLessThan(toolbar[0]!.bottom)
})
