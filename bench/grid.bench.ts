/**
 * Grid benchmark: time from a sort or filter change to 100 rows ×
 * 30 columns painted, in the harness — the built renderer in Chromium, the
 * real core in this process, the emulator on loopback with no added latency,
 * in a process of its own as a real service would be (its work would
 * otherwise share this process's event loop with the core and Playwright).
 * Each sample is measured inside the page: from the click to the first frame
 * after the grid shows the answer to the new request. Every sample is a new
 * request (no answer comes from the cache). Target: < 150 ms.
 *
 * Prints a table (per change: the total, split into the request — click to
 * the answer in the renderer, through the harness bridge, main and the
 * service — and showing it), then one line of JSON {"medianMs", "p95Ms"}.
 * Not a test.
 * Run: npm run bench:grid
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright'
import { BASE_COLUMNS } from '@shared/attendees/columns'
import { ANSWER_MARK } from '@shared/attendees/user-timing'
import { createMemorySecretStore } from '@main/secrets/secret-store'
import { attachHarness, type Harness } from '../e2e/harness/harness'
import { buildRenderer, RENDERER_OUT } from '../e2e/harness/session'
import { serveStatic } from '../e2e/harness/static-server'
import { BROWSER_ARGS, findBrowser } from '../scripts/support/browser'
import { callCore } from '../e2e/support/attendees'
import { startEmulatorChild } from './support/emulator-child'
import { tempDir } from './support/export-client'
import { measureInPage, type GridTrigger } from './support/grid-measure'

const ROWS = 100
const COLUMNS = 30
const TARGET_MS = 150
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!

interface Sample {
  label: string
  ms: number
  /** Click to answer in the renderer (harness bridge, main, service); the rest is showing it. */
  answerMs: number | null
}

/** One change, measured in the page: `trigger` runs there, the clock stops at the first paint after. */
async function sample(page: Page, label: string, trigger: GridTrigger): Promise<Sample> {
  const result = await page.evaluate(measureInPage, {
    trigger,
    rows: ROWS,
    columns: COLUMNS,
    answerMark: ANSWER_MARK,
  })
  if (result.error) {
    await page.screenshot({ path: '.tmp/grid-bench-failure.png' })
    throw new Error(`${label}: ${result.error}`)
  }
  return { label, ms: result.ms, answerMs: result.answerMs }
}

async function main(): Promise<void> {
  if (!existsSync(join(RENDERER_OUT, 'index.html')) || process.argv.includes('--build')) {
    console.log('building the renderer…')
    buildRenderer()
  }
  const browserPath = findBrowser()
  if (!browserPath) throw new Error('no Chromium found (set STAGEHAND_CHROMIUM)')
  const emulator = await startEmulatorChild(5000)
  const server = await serveStatic(RENDERER_OUT)
  const userDataDir = await tempDir()
  const browser = await chromium.launch({ executablePath: browserPath, args: BROWSER_ARGS })
  let harness: Harness | null = null
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
    harness = await attachHarness({
      page,
      rendererUrl: server.url,
      userDataDir: userDataDir.path,
      secrets: createMemorySecretStore(),
    })
    const eventId = emulator.eventId
    const saved = await callCore(harness, 'workspaces:save', {
      name: 'Bench',
      baseUrl: emulator.baseUrl,
      apiKey: emulator.demoKey,
    })
    await callCore(harness, 'workspaces:setEvent', { workspaceId: saved.id, eventId })
    const visible = BASE_COLUMNS.slice(0, COLUMNS).map((c) => c.id)
    await callCore(harness, 'views:setLayout', {
      workspaceId: saved.id,
      eventId,
      layout: { order: BASE_COLUMNS.map((c) => c.id), visible, widths: {}, customSlugs: [] },
    })
    await page.goto(`${server.url}/index.html#/attendees`)
    // tsx names functions with a `__name` helper; measureInPage runs in the page, where it must exist.
    await page.evaluate('window.__name = (fn) => fn')
    await page.getByRole('table', { name: 'Attendees' }).waitFor()
    await page.getByLabel('Rows per page').selectOption(String(ROWS))
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[aria-label="Attendees"] .grid__body > [role="row"]').length ===
        n,
      ROWS,
    )

    const samples: Sample[] = []
    const header = (id: string, shift = false): GridTrigger => ({
      selector: `[data-column-id="${id}"] button`,
      shift,
    })
    // Warm-up (not measured): the emulator builds its sort indexes on first use, as a real
    // service has them already. Done under a filter, so the measured requests below are all new.
    const filters = page.getByRole('region', { name: 'Filters' })
    await filters.getByRole('button', { name: 'Add condition' }).click()
    await filters.getByLabel('Field').selectOption('profile.company')
    await filters.getByLabel('Value').fill('Acme')
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    for (const id of ['createdAt', 'updatedAt', 'profile.firstName', 'profile.lastName']) {
      await page.locator(`[data-column-id="${id}"] button`).click()
      await page.waitForFunction(
        () => document.querySelector('[aria-label="Attendees"][aria-busy="true"]') === null,
      )
    }
    await page.locator('[data-column-id="profile.lastName"] button').click() // back to no sort
    await page.locator('[data-column-id="profile.lastName"] button').click()
    await filters.getByRole('button', { name: 'Clear filters' }).click()
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[aria-label="Attendees"] .grid__body > [role="row"]').length ===
        n,
      ROWS,
    )
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Attendees"][aria-busy="true"]') === null,
    )

    // Sorts: each sortable column both ways, then keys added with Shift. Every one is a new request.
    for (const id of ['createdAt', 'updatedAt', 'profile.firstName', 'profile.lastName']) {
      samples.push(await sample(page, `sort ${id}`, header(id)))
      if (id !== 'profile.lastName')
        samples.push(await sample(page, `sort ${id} (reversed)`, header(id)))
    }
    samples.push(
      await sample(page, 'sort last name + first name', header('profile.firstName', true)),
    )
    samples.push(
      await sample(
        page,
        'sort last name + first name (reversed)',
        header('profile.firstName', true),
      ),
    )
    samples.push(await sample(page, 'sort + created at', header('createdAt', true)))
    samples.push(await sample(page, 'sort last name (reversed)', header('profile.lastName')))
    // Filters: a new "company contains" value each time, applied with the button.
    await filters.getByRole('button', { name: 'Add condition' }).click()
    await filters.getByLabel('Field').selectOption('profile.company')
    for (const text of ['a', 'e', 'o', 'n', 'r', 'i', 's', 't', 'l', 'c', 'an', 'er', 'on']) {
      await filters.getByLabel('Value').fill(text)
      const apply: GridTrigger = {
        selector: 'section[aria-label="Filters"] button',
        text: 'Apply filters',
      }
      samples.push(await sample(page, `filter company contains "${text}"`, apply))
    }

    const sorted = samples.map((s) => s.ms).sort((a, b) => a - b)
    const medianMs = Math.round(percentile(sorted, 0.5) * 10) / 10
    const p95Ms = Math.round(percentile(sorted, 0.95) * 10) / 10
    const width = Math.max(...samples.map((s) => s.label.length))
    const cell = (ms: number | null) => (ms === null ? '–' : ms.toFixed(1)).padStart(8)
    const row = (label: string, total: number, request: number | null, shown: number | null) =>
      `${label.padEnd(width)}  ${cell(total)}  ${cell(request)}  ${cell(shown)}`
    const median = (values: number[]) =>
      values.length
        ? percentile(
            values.toSorted((a, b) => a - b),
            0.5,
          )
        : null
    const requests = samples.flatMap((s) => (s.answerMs === null ? [] : [s.answerMs]))
    const shown = samples.flatMap((s) => (s.answerMs === null ? [] : [s.ms - s.answerMs]))
    console.log(
      `Grid: ${ROWS} rows × ${COLUMNS} columns painted after a sort or filter change (Chromium harness, no added latency)\n`,
    )
    console.log(`${''.padEnd(width)}     total   request     shown  (ms)`)
    for (const s of samples)
      console.log(row(s.label, s.ms, s.answerMs, s.answerMs === null ? null : s.ms - s.answerMs))
    console.log(
      `\n${row('median', medianMs, median(requests), median(shown))}   (target < ${TARGET_MS} ms)`,
    )
    console.log(`${'p95'.padEnd(width)}  ${cell(p95Ms)}`)
    console.log(
      'request: click to the answer in the renderer (harness bridge, main, service); shown: answer to paint\n',
    )
    console.log(JSON.stringify({ medianMs, p95Ms }))
  } finally {
    // The core (and its workers) closes even when a measurement failed.
    await harness?.close()
    await browser.close()
    await server.close()
    await emulator.close()
    await userDataDir.remove()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
