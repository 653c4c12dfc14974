/**
 * Playwright fixtures in the manner of Bruno's: a temporary user-data folder
 * per test, the emulator per worker (back at its seed for each test), the
 * app-ready marker, traces on retry.
 * Keys stay in memory and retries wait milliseconds unless a spec asks for
 * the OS keychain (`secrets`) or the app's own delays (`retry`).
 * The same specs run in the Chromium harness and, where an Electron binary is
 * installed, in Electron itself (project "electron"), but for those that reach
 * into the core in the test process (playwright.config.ts lists them).
 */
import { test as base, expect, _electron, type Page } from '@playwright/test'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startEmulator } from '@emulator'
import { QUICK_RETRY } from '@test-support/api-context'
import type { RetryConfig } from '@main/scheduler/retry'
import { createMemorySecretStore, type SecretStore } from '@main/secrets/secret-store'
import { attachHarness, type Harness, type HarnessCore } from './harness/harness'
import { serveStatic, type StaticServer } from './harness/static-server'
import { harnessTools } from './support/axe-tool'

export type RunningEmulator = Awaited<ReturnType<typeof startEmulator>>

export interface WorkerFixtures {
  /** The worker's emulator; tests take it through `emulator`, back at its seed. */
  workerEmulator: RunningEmulator
  rendererServer: StaticServer
}

export interface TestFixtures {
  /**
   * The worker's emulator, reset to its seed for this test: what a test before
   * it changed (a session renamed) must not show up in the next one's data.
   */
  emulator: RunningEmulator
  stagehandShell: 'harness' | 'electron'
  /** Start the embedded demo workspace on first run (off unless a test asks). */
  demo: boolean
  /** Core dependencies the harness replaces (a screen's failing export files). */
  harnessCore: HarnessCore | undefined
  userDataDir: string
  /** The keychain: in memory unless a spec passes the OS one (createKeyringSecretStore). */
  secrets: SecretStore
  /** The scheduler's retry timings (default: quick); `{}` keeps the app's own delays. */
  retry: Partial<RetryConfig>
  /** The app's page, loaded and showing data-app-state="ready". */
  app: Page
  /** The harness (null under Electron): gives tests the core for inspection. */
  harness: Harness | null
}

export const RENDERER_DIR = resolve('out/renderer')

type CspWatched = Window & { __cspViolations?: string[] }

/**
 * Notes every Content-Security-Policy violation of the page.
 *
 * Refused code is refused quietly (a library probing for `eval` carries on
 * without it), so without this a violation would pass every test unseen.
 */
const CSP_WATCH = `(() => {
  const seen = (window.__cspViolations = [])
  document.addEventListener('securitypolicyviolation', (e) => {
    seen.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' at ' + e.sourceFile + ':' + e.lineNumber + ':' + e.columnNumber)
  })
})()`

/**
 * Takes the policy violations noted so far, so a test that feeds the page
 * hostile text on purpose can check that the policy refused it.
 */
export async function takeCspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as CspWatched).__cspViolations?.splice(0) ?? [])
}

export async function waitForReady(page: Page): Promise<void> {
  await expect(page.locator('[data-app-state="ready"]')).toBeVisible()
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerEmulator: [
    async ({}, use) => {
      const emulator = await startEmulator({ port: 0, control: true })
      await use(emulator)
      await emulator.close()
    },
    { scope: 'worker' },
  ],
  emulator: async ({ workerEmulator }, use) => {
    workerEmulator.state.reset()
    await use(workerEmulator)
  },
  rendererServer: [
    async ({}, use) => {
      const server = await serveStatic(RENDERER_DIR, { tools: harnessTools })
      await use(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
  stagehandShell: ['harness', { option: true }],
  demo: [false, { option: true }],
  harnessCore: [undefined, { option: true }],
  userDataDir: async ({}, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'stagehand-e2e-'))
    await use(dir)
    await rm(dir, { recursive: true, force: true })
  },
  secrets: async ({}, use) => {
    await use(createMemorySecretStore())
  },
  retry: [QUICK_RETRY, { option: true }],
  harness: async (
    { stagehandShell, page, rendererServer, userDataDir, secrets, demo, harnessCore, retry },
    use,
  ) => {
    if (stagehandShell !== 'harness') {
      await use(null)
      return
    }
    const harness = await attachHarness({
      page,
      rendererUrl: rendererServer.url,
      userDataDir,
      secrets,
      demo,
      core: { ...harnessCore, client: { ...harnessCore?.client, retry } },
    })
    await use(harness)
    await harness.close()
  },
  app: async ({ stagehandShell, harness, page, rendererServer, userDataDir, demo }, use) => {
    if (stagehandShell === 'electron') {
      const electronApp = await _electron.launch({
        args: [resolve('out/main/index.js')],
        env: {
          ...process.env,
          STAGEHAND_USER_DATA_DIR: userDataDir,
          ...(demo ? {} : { STAGEHAND_NO_DEMO: '1' }),
        } as Record<string, string>,
      })
      const window = await electronApp.firstWindow()
      await waitForReady(window)
      await use(window)
      await electronApp.close()
      return
    }
    if (!harness) throw new Error('harness missing')
    await page.addInitScript({ content: CSP_WATCH })
    await page.goto(`${rendererServer.url}/index.html`)
    await waitForReady(page)
    await use(page)
    // Whatever the test did, the page's own code never ran into its policy.
    if (!page.isClosed())
      expect(await page.evaluate(() => (window as CspWatched).__cspViolations ?? [])).toEqual([])
  },
})

export { expect }
