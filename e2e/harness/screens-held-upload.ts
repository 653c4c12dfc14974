/**
 * For screens of an upload part-way: holds the page's upload calls and sends
 * the window the count main would send for each. The demo's service on
 * loopback takes a photo faster than a screenshot, where a hotel's Wi-Fi
 * would take seconds; the screen is taken while the calls wait.
 */
import type { Page } from 'playwright'
import { HARNESS_EVENT } from './page-bridge-event'

export interface HeldCount {
  sentBytes: number
  totalBytes: number
}

/** `count(n)` is what the n-th held upload (from 0) has sent. */
export async function holdUploads(page: Page, count: (n: number) => HeldCount): Promise<void> {
  let held = 0
  await page.route('**/__stagehand/invoke/**', async (route) => {
    const uploadId = /"uploadId":"([\w-]+)"/.exec(route.request().postData() ?? '')?.[1]
    if (!uploadId) return route.continue()
    const payload = { uploadId, workspaceId: 'demo', ...count(held++) }
    await page.evaluate(
      ([type, detail]) => window.dispatchEvent(new CustomEvent(type, { detail })),
      [HARNESS_EVENT, { name: 'uploads:progress', payload }] as const,
    )
    // Not answered: the call waits until the session closes.
  })
}
