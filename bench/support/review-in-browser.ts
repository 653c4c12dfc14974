/**
 * The import's review timed in the harness: the built renderer in Chromium,
 * the real core in this process, the emulator as a separate server.
 *
 * Each sample is measured inside the page: from the plan's answer reaching
 * the page (the bridge's fetch of `agenda:open` read whole) to the frame after
 * the review shows its conflict counts with the check finished. The longest
 * task the page ran in between is noted too: while it runs, the window takes
 * no click or key. Samples of the large sheet and of a small baseline sheet
 * alternate, after one warm-up of each.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright'
import { createMemorySecretStore } from '@main/secrets/secret-store'
import { attachHarness, type Harness } from '../../e2e/harness/harness'
import { buildRenderer, RENDERER_OUT } from '../../e2e/harness/session'
import { serveStatic } from '../../e2e/harness/static-server'
import { callCore, prepareWorkspace } from '../../e2e/support/attendees'
import { BROWSER_ARGS, findBrowser } from '../../scripts/support/browser'
import type { EmulatorServer } from './emulator-server'

export interface BrowserReview {
  rows: number
  /** Median ms from the plan's arrival to the review shown with its conflicts. */
  ms: number
  /** Median of each sample's longest task on the window's thread, in ms. */
  longestTaskMs: number
  conflicts: string
  samples: number[]
}

/** Sessions to a room: 1,000 rows fill 40 rooms, 10 rows one. */
const PER_ROOM = 25
const uuid = (n: number, kind: string) =>
  `${kind.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`.slice(0, 36)

const roomsFor = (rows: number) => Math.ceil(rows / PER_ROOM)

/** `rows` sessions in one morning, 25 to a room, so those of a room all overlap. */
export function overlappingSheet(rows: number): string {
  const lines = ['Session ID,Title,Start,End,Location']
  const rooms = roomsFor(rows)
  for (let i = 0; i < rows; i++) {
    const minute = String(i % 60).padStart(2, '0')
    lines.push(
      `${uuid(i, 'a')},Talk ${i},2026-05-12 09:${minute},2026-05-12 11:00,${uuid(i % rooms, 'b')}`,
    )
  }
  return `${lines.join('\n')}\n`
}

/** Runs in the page before the app: notes when `agenda:open` is answered and each long task. */
const PAGE_TIMING = `(() => {
  const t = (window.__review = { planAt: null, longest: 0 })
  const fetch0 = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const response = await fetch0(input, init)
    if (typeof init?.body !== 'string' || !init.body.includes('"agenda:open"')) return response
    const text = await response.text()
    t.planAt = performance.now()
    t.longest = 0
    return new Response(text, { status: response.status, headers: response.headers })
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (t.planAt !== null && e.startTime + e.duration >= t.planAt)
        t.longest = Math.max(t.longest, e.duration)
  }).observe({ type: 'longtask', buffered: false })
})()`

/** In the page: waits for the review's counts, the check done, then the frame after. */
function shownAfterPlan(): Promise<{ ms: number; longest: number; counts: string }> {
  const t = (window as unknown as { __review: { planAt: number | null; longest: number } }).__review
  const began = performance.now()
  return new Promise((resolve, reject) => {
    const look = () => {
      if (performance.now() - began > 60_000) return reject(new Error('no review after 60 s'))
      const review = document.querySelector('[data-testid="import-review"]')
      const counts = review?.querySelector('[data-testid="review-conflict-counts"]')
      const checking = review?.getAttribute('data-conflict-check') === 'checking'
      if (t.planAt === null || !counts || checking) return requestAnimationFrame(look)
      requestAnimationFrame(() =>
        resolve({
          ms: performance.now() - t.planAt!,
          longest: t.longest,
          counts: counts.textContent ?? '',
        }),
      )
    }
    requestAnimationFrame(look)
  })
}

async function sample(page: Page, chosen: { path: string }, path: string) {
  chosen.path = path
  await page.evaluate('window.__review.planAt = null')
  await page.getByRole('button', { name: 'Import a spreadsheet…' }).click()
  await page.getByRole('button', { name: 'Open a spreadsheet…' }).click()
  const result = await page.evaluate(shownAfterPlan)
  await page.getByRole('link', { name: '← Agenda' }).click()
  await page.getByRole('button', { name: 'Import a spreadsheet…' }).waitFor()
  return result
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!

/** The review of `rows` overlapping rows and of `baselineRows`, `runs` samples each. */
export async function reviewInBrowser(
  emulator: EmulatorServer,
  rows: number,
  baselineRows: number,
  runs: number,
): Promise<{ large: BrowserReview; baseline: BrowserReview }> {
  if (!existsSync(join(RENDERER_OUT, 'index.html'))) buildRenderer()
  const browserPath = findBrowser()
  if (!browserPath) throw new Error('no Chromium found (set STAGEHAND_CHROMIUM)')
  await emulator.reset(0)
  const dir = await mkdtemp(join(tmpdir(), 'stagehand-bench-review-'))
  const sheets = { large: join(dir, 'large.csv'), baseline: join(dir, 'baseline.csv') }
  await writeFile(sheets.large, overlappingSheet(rows))
  await writeFile(sheets.baseline, overlappingSheet(baselineRows))
  const chosen = { path: '' }
  const server = await serveStatic(RENDERER_OUT)
  const browser = await chromium.launch({ executablePath: browserPath, args: BROWSER_ARGS })
  let harness: Harness | null = null
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
    await page.addInitScript({ content: PAGE_TIMING })
    harness = await attachHarness({
      page,
      rendererUrl: server.url,
      userDataDir: join(dir, 'profile'),
      secrets: createMemorySecretStore(),
      core: { chooseSheet: async () => chosen.path },
    })
    const ref = await prepareWorkspace(harness, emulator)
    for (let room = 0; room < roomsFor(rows); room++)
      await callCore(harness, 'catalog:add', {
        ...ref,
        kind: 'location',
        text: uuid(room, 'b'),
        label: `Room ${room + 1}`,
      })
    await page.goto(`${server.url}/index.html#/agenda`)
    // tsx names functions with a `__name` helper; shownAfterPlan runs in the page, where it must exist.
    await page.evaluate('window.__name = (fn) => fn')
    type Sample = Awaited<ReturnType<typeof sample>>
    const found: { large: Sample[]; baseline: Sample[] } = { large: [], baseline: [] }
    for (let run = 0; run <= runs; run++) {
      const large = await sample(page, chosen, sheets.large)
      const baseline = await sample(page, chosen, sheets.baseline)
      // The first of each is a warm-up: the code paths compile and the worker's script loads.
      if (run === 0) continue
      found.large.push(large)
      found.baseline.push(baseline)
    }
    const summary = (n: number, list: Sample[]): BrowserReview => ({
      rows: n,
      ms: median(list.map((s) => s.ms)),
      longestTaskMs: median(list.map((s) => s.longest)),
      conflicts: list[0]!.counts,
      samples: list.map((s) => Math.round(s.ms)),
    })
    return {
      large: summary(rows, found.large),
      baseline: summary(baselineRows, found.baseline),
    }
  } finally {
    await harness?.close()
    await browser.close()
    await server.close()
    await rm(dir, { recursive: true, force: true })
  }
}
