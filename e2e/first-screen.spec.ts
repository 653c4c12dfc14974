/**
 * The window's first screen is asked for ahead: the page bridge, standing
 * where the preload stands, sends the workspace list and the first screen's
 * reads as the page starts to load, before the window's scripts have even
 * arrived; the window then takes those answers instead of asking again.
 */
import type { Request } from '@playwright/test'
import { expect, test, waitForReady } from './fixtures'
import { settledGrid } from './support/attendees'
import { INVOKE_PATH } from './harness/invoke-route'

test.use({ demo: true })

/** When a request went out, and when its answer had fully arrived (epoch ms). */
const timesOf = (request: Request) => {
  const timing = request.timing()
  return { start: timing.startTime, end: timing.startTime + timing.responseEnd }
}

test('the first screen is asked for before the scripts arrive, and asked once', async ({
  page,
  harness,
  rendererServer,
}) => {
  expect(harness).not.toBeNull()
  const finished: Request[] = []
  page.on('requestfinished', (request) => void finished.push(request))
  await page.goto(`${rendererServer.url}/index.html#/attendees`)
  await waitForReady(page)
  await expect((await settledGrid(page)).getByRole('row').nth(1)).toBeVisible()

  const calls = finished.filter((r) => new URL(r.url()).pathname.startsWith(INVOKE_PATH))
  const asking = (channel: string) =>
    calls.filter((r) => r.postData()?.includes(JSON.stringify(channel)))
  expect(asking('app:firstScreen')).toHaveLength(1)
  expect(asking('workspaces:list')).toHaveLength(1)
  // The grid's page and columns came in the first screen's answer.
  expect(asking('attendees:list')).toHaveLength(0)
  expect(asking('views:get')).toHaveLength(0)

  const entry = finished.find((r) => /\/assets\/index-[^/]+\.js$/.test(r.url()))
  expect(entry, 'the entry script was loaded').toBeDefined()
  // Asked before the script that would otherwise ask had even finished arriving.
  expect(timesOf(asking('app:firstScreen')[0]!).start).toBeLessThan(timesOf(entry!).end)
  expect(timesOf(asking('workspaces:list')[0]!).start).toBeLessThan(timesOf(entry!).end)
})
