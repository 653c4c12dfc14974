/**
 * Startup: the time from loading the page to the first painted attendee row
 * on the demo workspace, in the harness (the built renderer in Chromium, the
 * real core in this process with its embedded demo emulator, a cold page).
 *
 * Against a baseline from the same run: an empty React page that renders one
 * row (bench/support/empty-react), built minified by Vite and served by the
 * same static server. Both are timed in the page from its navigation start
 * to the frame after the row appears (it has been painted by then). Several
 * runs each, interleaved (`--runs N`, 7 by default); the medians and their
 * ratio are printed, and the median of each pair's own ratio, which a load
 * that drifts during the run moves less; then one line of JSON. Not a test.
 *
 * The first row is usually the first paint's (renderer/src/first-paint/),
 * drawn before React runs; the time React's own grid is drawn, when the
 * window can be used, is printed beside it.
 *
 * `--latency MS` makes the demo's service answer each request that much
 * later, as a service across a network would; the embedded one answers at
 * once, which hides the reads that wait on it.
 * Run: npm run bench:startup [-- --runs N] [-- --latency MS]
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright'
import { build } from 'vite'
import { startEmulator } from '@emulator'
import { createMemorySecretStore } from '@main/secrets/secret-store'
import { attachHarness } from '../e2e/harness/harness'
import { buildRenderer, RENDERER_OUT } from '../e2e/harness/session'
import { serveStatic, type StaticServer } from '../e2e/harness/static-server'
import { BROWSER_ARGS, findBrowser } from '../scripts/support/browser'

const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of 1 or more')
const latencyArg = process.argv.indexOf('--latency')
const LATENCY_MS = latencyArg > 0 ? Number(process.argv[latencyArg + 1]) : 0
if (!Number.isFinite(LATENCY_MS) || LATENCY_MS < 0)
  throw new Error('--latency takes milliseconds, 0 or more')
const root = resolve(import.meta.dirname, '..')
const EMPTY_OUT = join(root, '.tmp', 'bench-empty-react')
const APP_ROW = '[aria-label="Attendees"] .grid__body > [role="row"]'
/** A row of the app's own grid, drawn by React: the first paint's rows are outside #root. */
const APP_GRID_ROW = `#root ${APP_ROW}`

/** Runs in the page from its start: notes the frame after each of `selectors` first matches. */
const firstRowScript = (selectors: string[]) => `(() => {
  const selectors = ${JSON.stringify(selectors)}
  const times = (window.__rowMs = selectors.map(() => null))
  selectors.forEach((selector, i) => {
    const look = () => {
      if (document.querySelector(selector)) {
        requestAnimationFrame(() => { times[i] = performance.now() })
        return
      }
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })
})()`

async function buildEmptyPage(): Promise<void> {
  await build({
    root: join(root, 'bench', 'support', 'empty-react'),
    base: './',
    logLevel: 'warn',
    build: { outDir: EMPTY_OUT, emptyOutDir: true, minify: true },
  })
}

/**
 * One cold load of `url` in a new context; ms from navigation start to the
 * first painted match of each of `selectors`.
 */
async function timeLoad(
  browser: Browser,
  url: string,
  selectors: string[],
  prepare?: (page: Page) => Promise<() => Promise<void>>,
): Promise<number[]> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const release = prepare ? await prepare(page) : async () => undefined
  try {
    await page.addInitScript({ content: firstRowScript(selectors) })
    await page.goto(url)
    const handle = await page.waitForFunction(
      () => {
        const times = (window as unknown as { __rowMs?: (number | null)[] }).__rowMs
        return times?.every((t) => t !== null) ? times : null
      },
      undefined,
      { timeout: 60_000 },
    )
    return (await handle.jsonValue()) as number[]
  } finally {
    await context.close()
    await release()
  }
}

/** The demo's service, answering each request LATENCY_MS late. */
async function slowDemoService() {
  const service = await startEmulator({ port: 0, control: true })
  service.state.setLatency(LATENCY_MS)
  return service
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

async function main(): Promise<void> {
  if (!existsSync(join(RENDERER_OUT, 'index.html')) || process.argv.includes('--build'))
    buildRenderer()
  await buildEmptyPage()
  const browserPath = findBrowser()
  if (!browserPath) throw new Error('no Chromium found (set STAGEHAND_CHROMIUM)')
  const servers: StaticServer[] = [await serveStatic(RENDERER_OUT), await serveStatic(EMPTY_OUT)]
  const [app, empty] = servers as [StaticServer, StaticServer]
  const browser = await chromium.launch({ executablePath: browserPath, args: BROWSER_ARGS })
  // A first run on the demo: the core opens it with its first event, the app lands on Attendees.
  const demoCore = async (page: Page) => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'stagehand-startup-'))
    const harness = await attachHarness({
      page,
      rendererUrl: app.url,
      userDataDir,
      secrets: createMemorySecretStore(),
      demo: true,
      ...(LATENCY_MS > 0 ? { core: { startDemoEmulator: slowDemoService } } : {}),
    })
    return async () => {
      await harness.close()
      await rm(userDataDir, { recursive: true, force: true })
    }
  }
  const times = { app: [] as number[], appGrid: [] as number[], empty: [] as number[] }
  try {
    // Warm-up of each (not counted): the first load pays for the disk cache and the JIT.
    const appUrl = `${app.url}/index.html#/attendees`
    await timeLoad(browser, `${empty.url}/index.html`, ['[role="row"]'])
    await timeLoad(browser, appUrl, [APP_ROW, APP_GRID_ROW], demoCore)
    for (let i = 0; i < RUNS; i++) {
      const [emptyRow] = await timeLoad(browser, `${empty.url}/index.html`, ['[role="row"]'])
      times.empty.push(emptyRow!)
      const [row, gridRow] = await timeLoad(browser, appUrl, [APP_ROW, APP_GRID_ROW], demoCore)
      times.app.push(row!)
      times.appGrid.push(gridRow!)
    }
  } finally {
    await browser.close()
    for (const server of servers) await server.close()
  }
  const appMs = median(times.app)
  const appGridMs = median(times.appGrid)
  const emptyMs = median(times.empty)
  console.log(`runs: ${RUNS} each, interleaved, after one warm-up each`)
  if (LATENCY_MS > 0) console.log(`the demo's service answers each request ${LATENCY_MS} ms late`)
  console.log(
    `empty React page, first row painted: median ${emptyMs.toFixed(0)} ms (${times.empty.map((t) => t.toFixed(0)).join(', ')})`,
  )
  console.log(
    `Stagehand demo, first attendee row painted: median ${appMs.toFixed(0)} ms (${times.app.map((t) => t.toFixed(0)).join(', ')})`,
  )
  console.log(
    `Stagehand demo, the app's own grid drawn (React, usable): median ${appGridMs.toFixed(0)} ms (${times.appGrid.map((t) => t.toFixed(0)).join(', ')}), ${(appGridMs / emptyMs).toFixed(1)}× the empty page`,
  )
  // Each app load against the empty page loaded just before it, on the machine as it was then.
  const pairs = times.app.map((t, i) => t / times.empty[i]!)
  const pairRatio = median(pairs)
  console.log(`ratio: ${(appMs / emptyMs).toFixed(1)}× the empty page`)
  console.log(
    `ratio of each pair: median ${pairRatio.toFixed(1)}× (${Math.min(...pairs).toFixed(1)}–${Math.max(...pairs).toFixed(1)})`,
  )
  console.log(
    JSON.stringify({
      appMedianMs: Math.round(appMs),
      appGridMedianMs: Math.round(appGridMs),
      emptyMedianMs: Math.round(emptyMs),
      ratio: Number((appMs / emptyMs).toFixed(2)),
      pairRatio: Number(pairRatio.toFixed(2)),
      latencyMs: LATENCY_MS,
    }),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
