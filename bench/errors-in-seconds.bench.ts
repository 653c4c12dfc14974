/**
 * Errors in seconds: how long the attendee grid takes to say what failed (its
 * first "trying again" notice, which names the failure) and to name a failing
 * read for good, and how many requests it cost, with the app's own retry delays and read
 * limits. The harness (built renderer in Chromium, the real core in this
 * process, the emulator on loopback) opens Attendees; each fault of the
 * emulator is set on the attendee list in turn and "Next page" is clicked.
 *
 * Against a baseline from the same run: the median of healthy "Next page"
 * loads. The ratio says how much longer a failure takes to be told than an
 * answer takes to be shown (an error page, cut-off JSON or a dropped
 * connection is repeated with backoff; a hang or a stalled body is waited
 * for 30 s, once). What is told and how many requests it takes is tested in
 * electron/main/api/read-failures.test.ts and e2e/read-failure-notices.spec.ts.
 *
 * Prints a table, then one line of JSON. Not a test. Run: npm run bench:errors
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright'
import { startEmulator, type FaultKind } from '@emulator'
import { createMemorySecretStore } from '@main/secrets/secret-store'
import { attachHarness } from '../e2e/harness/harness'
import { buildRenderer, RENDERER_OUT } from '../e2e/harness/session'
import { serveStatic } from '../e2e/harness/static-server'
import { callCore } from '../e2e/support/attendees'
import { BROWSER_ARGS, findBrowser } from '../scripts/support/browser'
import { tempDir } from './support/export-client'

const FAULTS: FaultKind[] = ['html', 'malformed-json', 'drop', 'hang', 'stall-body']
const HEALTHY_SAMPLES = 5

interface Row {
  what: string
  /** Until the page first said what failed: a "trying again" notice, or the error. */
  said: number
  seconds: number
  requests: number
  /** The "trying again" notices the page showed meanwhile. */
  notices: number
  message: string
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

/** Clicks "Next page" and waits for `done` (an error shown, or a settled grid), timing it in the page. */
async function nextPage(
  page: Page,
  waitFor: 'error' | 'rows',
): Promise<{ seconds: number; said: number; notices: number }> {
  const result = await page.evaluate(async (want) => {
    const notices = new Set<string>()
    let saidAt: number | null = null
    const observer = new MutationObserver(() => {
      for (const el of document.querySelectorAll(
        '[data-testid="attendees-activity"], [data-testid="request-meter-retry"]',
      ))
        if (el.textContent?.includes('trying again')) {
          notices.add(el.textContent)
          saidAt ??= performance.now()
        }
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    const table = () => document.querySelector('[role="table"][aria-label="Attendees"]')
    const before = table()?.getAttribute('data-query') ?? null
    const started = performance.now()
    document
      .querySelector<HTMLButtonElement>('nav[aria-label="Pages"] button[aria-label="Next page"]')!
      .click()
    const done = (): boolean =>
      want === 'error'
        ? document.querySelector('[data-testid="attendees-error"]') !== null
        : table()?.getAttribute('data-query') !== before &&
          table()?.getAttribute('aria-busy') !== 'true'
    while (!done()) {
      if (performance.now() - started > 120_000) throw new Error(`no ${want} after 120 s`)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    observer.disconnect()
    const ended = performance.now()
    return { ms: ended - started, saidMs: (saidAt ?? ended) - started, notices: notices.size }
  }, waitFor)
  return { seconds: result.ms / 1000, said: result.saidMs / 1000, notices: result.notices }
}

async function main(): Promise<void> {
  if (!existsSync(join(RENDERER_OUT, 'index.html')) || process.argv.includes('--build'))
    buildRenderer()
  const browserPath = findBrowser()
  if (!browserPath) throw new Error('no Chromium found (set STAGEHAND_CHROMIUM)')
  const emulator = await startEmulator({ port: 0, control: true, attendeesPerEvent: 2000 })
  const server = await serveStatic(RENDERER_OUT)
  const userDataDir = await tempDir()
  const browser = await chromium.launch({ executablePath: browserPath, args: BROWSER_ARGS })
  const page = await browser.newPage()
  const harness = await attachHarness({
    page,
    rendererUrl: server.url,
    userDataDir: userDataDir.path,
    secrets: createMemorySecretStore(),
  })
  try {
    const eventId = emulator.events[0]!.id
    const saved = await callCore(harness, 'workspaces:save', {
      name: 'Bench',
      baseUrl: emulator.baseUrl,
      apiKey: emulator.demoKey,
    })
    await callCore(harness, 'workspaces:setEvent', { workspaceId: saved.id, eventId })
    await page.goto(`${server.url}/index.html#/attendees`)
    // tsx names functions with a `__name` helper; nextPage's measuring runs in the page, where it must exist.
    await page.evaluate('window.__name = (fn) => fn')
    await page.getByRole('table', { name: 'Attendees' }).waitFor()
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Attendees"][aria-busy="true"]') === null,
    )

    const rows: Row[] = []
    const healthy: number[] = []
    for (let i = 0; i < HEALTHY_SAMPLES; i++) healthy.push((await nextPage(page, 'rows')).seconds)
    const base = median(healthy)
    rows.push({
      what: 'healthy page (median)',
      said: base,
      seconds: base,
      requests: 1,
      notices: 0,
      message: '',
    })

    const error = page.getByTestId('attendees-error')
    for (const kind of FAULTS) {
      emulator.state.setFaults([{ kind, pathPrefix: `/v1/events/${eventId}/attendees` }])
      emulator.state.clearRequests()
      process.stdout.write(`${kind}… `)
      const { seconds, said, notices } = await nextPage(page, 'error')
      const requests = emulator.state.requests().filter((r) => r.path.endsWith('/attendees')).length
      rows.push({
        what: kind,
        said,
        seconds,
        requests,
        notices,
        message: (await error.textContent()) ?? '',
      })
      emulator.state.setFaults([])
      await error.getByRole('button', { name: 'Retry' }).click()
      await error.waitFor({ state: 'hidden' })
    }

    console.log('\nwhat                    said     time     × healthy  requests  notices  message')
    for (const r of rows)
      console.log(
        `${r.what.padEnd(22)} ${r.said.toFixed(2).padStart(6)} s ${r.seconds.toFixed(2).padStart(6)} s ${(r.seconds / base).toFixed(1).padStart(9)}× ${String(r.requests).padStart(9)} ${String(r.notices).padStart(8)}  ${r.message.slice(0, 90)}`,
      )
    console.log(
      JSON.stringify({
        healthySeconds: Number(base.toFixed(3)),
        faults: rows.slice(1).map((r) => ({
          kind: r.what,
          said: Number(r.said.toFixed(2)),
          seconds: Number(r.seconds.toFixed(2)),
          ratio: Number((r.seconds / base).toFixed(1)),
          requests: r.requests,
        })),
      }),
    )
  } finally {
    await browser.close()
    await harness.close()
    await server.close()
    await emulator.close()
    await userDataDir.remove()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
