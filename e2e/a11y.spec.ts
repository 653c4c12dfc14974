/**
 * axe-core over every screen of `npm run screenshots` (e2e/harness/screens.ts,
 * dialogs included, each app built with the screen's core), light and dark: a serious or critical violation fails
 * the screen's test, which lists each rule, its help text and the elements
 * it found. WCAG 2.1 A and AA rules, so colour contrast is held to AA.
 *
 * The screens share one page and one demo emulator per worker (drawing the
 * demo pictures and starting a browser context are the costly parts). Each
 * screen still starts from a first run: the emulator is reset to its seed,
 * a new core opens the demo workspace in a fresh user-data folder, and the
 * page is loaded anew with no routes left from the screen before.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import type axe from 'axe-core'
import { startEmulator } from '@emulator'
import type { Core } from '@main/app/core'
import { createMemorySecretStore } from '@main/secrets/secret-store'
import { expect, test as base, waitForReady, type RunningEmulator } from './fixtures'
import { bridgePage, createHarnessCore, type PageBridge } from './harness/harness'
import { screens } from './harness/screens'
import { loadAxe } from './support/axe-tool'

interface Stage {
  page: Page
  /** The demo's emulator, with its control surface for the reset between screens. */
  emulator: RunningEmulator
  bridge: PageBridge
  /** The core serving the page's calls now. */
  serving: { core: Core | null }
}

const test = base.extend<{ screenPage: Page }, { stage: Stage }>({
  stage: [
    async ({ browser, rendererServer }, use) => {
      const emulator = await startEmulator({ port: 0, control: true })
      const context = await browser.newContext()
      const page = await context.newPage()
      const serving: Stage['serving'] = { core: null }
      const bridge = await bridgePage(page, rendererServer.url, (call) => {
        if (!serving.core) throw new Error('no core is serving the page')
        return serving.core.router.handle(call)
      })
      await use({ page, emulator, bridge, serving })
      bridge.remove()
      await context.close()
      await emulator.close()
    },
    { scope: 'worker' },
  ],
  screenPage: async ({ stage, rendererServer, retry, harnessCore }, use) => {
    const { page, emulator, bridge, serving } = stage
    emulator.state.reset()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    const userDataDir = await mkdtemp(join(tmpdir(), 'stagehand-a11y-'))
    const core = await createHarnessCore(
      {
        userDataDir,
        secrets: createMemorySecretStore(),
        demo: true,
        // Lent, not handed over: a core's dispose leaves it running for the next screen.
        core: {
          ...harnessCore,
          client: { ...harnessCore?.client, retry },
          startDemoEmulator: async () => ({ ...emulator, close: async () => undefined }),
        },
      },
      bridge.emit,
    )
    serving.core = core
    await page.goto(`${rendererServer.url}/index.html`)
    await waitForReady(page)
    await use(page)
    // Off the app first: nothing of this screen may reach the next one's core.
    await page.goto('about:blank')
    serving.core = null
    await core.dispose()
    await rm(userDataDir, { recursive: true, force: true })
  },
})

const FAILING_IMPACTS = new Set(['serious', 'critical'])

/** What a violation's report keeps: the rule, its help, and where it was found. */
interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string; html: string; summary: string }[]
}

function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, 6).map((n) => `    ${n.target} ${n.html}: ${n.summary}`)
      return [`${v.impact} ${v.id}: ${v.help}`, ...nodes].join('\n')
    })
    .join('\n')
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * The rules whose verdict depends on colours: the only ones a change of colour
 * scheme can change, since the themes differ in their colours alone.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Runs axe-core in the page itself and returns its serious and critical violations.
 *
 * The app has no frames, so axe runs once in the document, loaded once per page
 * load (axe-tool.ts). @axe-core/playwright's builder opened a blank page for every
 * analysis and carried every passing node back: 4 s a run against 0.5 s here,
 * most of this spec's time.
 */
export async function seriousViolations(
  page: Page,
  only: 'all' | 'colours' = 'all',
): Promise<Violation[]> {
  await loadAxe(page)
  return page.evaluate(
    async ({ tags, failing, colourRules }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe }
      const results = await inPage.run(document, {
        runOnly: colourRules
          ? { type: 'rule', values: colourRules }
          : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      return results.violations
        .filter((v) => failing.includes(v.impact ?? ''))
        .map((v) => ({
          id: v.id,
          impact: v.impact ?? null,
          help: v.help,
          nodes: v.nodes.map((n) => ({
            target: n.target.join(' '),
            html: n.html.slice(0, 160),
            summary: (n.failureSummary ?? '').split('\n').slice(1).join(' '),
          })),
        }))
    },
    {
      tags: TAGS,
      failing: [...FAILING_IMPACTS],
      colourRules: only === 'colours' ? COLOUR_RULES : null,
    },
  )
}

/** Lets transitions (dialogs fading in, toasts, a theme's colours) settle before colours are measured. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        // An animation cancelled on the way (its element removed) has settled too.
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

// The runner itself: a page with a nameless button and grey-on-grey text must fail,
// and the colours-only run must still see the faint text.
base('the axe runner reports what it finds', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>t</title><main><button></button>' +
      '<p style="color:#ccc;background:#ddd">faint</p></main></html>',
  )
  const ids = (await seriousViolations(page)).map((v) => v.id).sort()
  expect(ids).toEqual(['button-name', 'color-contrast'])
  const colours = (await seriousViolations(page, 'colours')).map((v) => v.id)
  expect(colours).toEqual(['color-contrast'])
})

// One test a screen, checked in both themes: the screen is reached once (the
// costly part), and the colour scheme is switched under it, as the OS does;
// in dark only the colour rules run again.
test.describe('axe, light and dark', () => {
  for (const screen of screens) {
    // A group of its own, so a screen's core (export files that fail) is its alone.
    test.describe(() => {
      if (screen.core) test.use({ harnessCore: screen.core })
      test(`${screen.name}: no serious or critical violations`, async ({ screenPage: app }) => {
        test.setTimeout(180_000)
        await app.emulateMedia({ colorScheme: 'light' })
        const cleanup = await screen.show(app)
        try {
          const found: string[] = []
          for (const scheme of ['light', 'dark'] as const) {
            await app.emulateMedia({ colorScheme: scheme })
            await settled(app)
            // The page is the same in both schemes but for its colours.
            const rules = scheme === 'light' ? 'all' : 'colours'
            const violations = describeViolations(await seriousViolations(app, rules))
            if (violations) found.push(`${scheme}:\n${violations}`)
          }
          expect(found.join('\n')).toBe('')
        } finally {
          if (cleanup) await cleanup()
        }
      })
    })
  }
})
