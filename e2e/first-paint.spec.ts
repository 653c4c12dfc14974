/**
 * The window's first paint: the first attendee rows, drawn before the app's
 * scripts have loaded, stand where the app then draws them, with the same
 * text, and go as the app draws the window.
 */
import { DEFAULT_WINDOW_SIZE, MIN_WINDOW_SIZE } from '@shared/window-size'
import { expect, test, waitForReady } from './fixtures'

test.use({ demo: true })

/** The first row's cells, in the page: where each is and what it says. */
interface Cell {
  x: number
  y: number
  width: number
  height: number
  text: string
}

/** Notes the first row of the first paint, then the app's first row as the first paint goes. */
const watchScript = `(() => {
  const cellsOf = (row) => [...row.children].map((cell) => {
    const box = cell.getBoundingClientRect()
    return { x: box.x, y: box.y, width: box.width, height: box.height, text: cell.textContent }
  })
  const seen = window.__firstPaint = { painted: null, app: null }
  new MutationObserver(() => {
    const painted = document.querySelector('.first-paint .grid__body > [role="row"]')
    if (painted && !seen.painted) seen.painted = cellsOf(painted)
    if (seen.painted && !painted && !seen.app) {
      const row = document.querySelector('#root [aria-label="Attendees"] .grid__body > [role="row"]')
      seen.app = row ? cellsOf(row) : []
    }
  }).observe(document, { subtree: true, childList: true })
})()`

for (const [name, viewport] of [
  ['the window as it first opens', DEFAULT_WINDOW_SIZE],
  ['the narrowest window', MIN_WINDOW_SIZE],
] as const) {
  test.describe(name, () => {
    test.use({ viewport })
    test('the first rows are drawn before the app, where and as the app draws them', async ({
      page,
      harness,
      rendererServer,
    }) => {
      expect(harness).not.toBeNull()
      // The app's scripts are held until the first paint is on screen.
      let release = (): void => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held
        await route.continue()
      })
      await page.addInitScript({ content: watchScript })
      // Not until "load": the held scripts hold it back.
      await page.goto(`${rendererServer.url}/index.html#/attendees`, { waitUntil: 'commit' })

      const painted = page.locator('.first-paint .grid__body > [role="row"]')
      await expect(painted).toHaveCount(25)
      await expect(painted.first()).toBeVisible()
      // A picture only: nothing in it can be reached or used.
      await expect(page.locator('.first-paint')).toHaveAttribute('aria-hidden', 'true')
      expect(await page.locator('.first-paint').evaluate((e) => (e as HTMLElement).inert)).toBe(
        true,
      )
      expect(await page.locator('#root').evaluate((e) => e.childElementCount)).toBe(0)

      release()
      await waitForReady(page)
      await expect(page.locator('.first-paint')).toHaveCount(0)
      const seen = await page.evaluate(
        () =>
          (window as unknown as { __firstPaint: { painted: Cell[]; app: Cell[] } }).__firstPaint,
      )
      expect(seen.painted.length).toBeGreaterThan(3)
      expect(seen.painted.map((c) => c.text)).toEqual(seen.app.map((c) => c.text))
      seen.app.forEach((cell, i) => {
        const before = seen.painted[i]!
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(cell[side] - before[side]), `cell ${i + 1}: ${side}`).toBeLessThan(0.5)
        }
      })
    })
  })
}

test('no first paint where the window opens on another screen', async ({
  page,
  harness,
  rendererServer,
}) => {
  expect(harness).not.toBeNull()
  await page.addInitScript({ content: watchScript })
  await page.goto(`${rendererServer.url}/index.html#/sessions`)
  await waitForReady(page)
  await expect(page.getByRole('heading', { name: 'Sessions', level: 1 })).toBeVisible()
  expect(
    await page.evaluate(
      () => (window as unknown as { __firstPaint: { painted: unknown } }).__firstPaint.painted,
    ),
  ).toBeNull()
})
