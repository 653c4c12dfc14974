/**
 * A whole app session on the harness, for people rather than specs: the
 * built renderer, a Chromium, and the core with the demo workspace (its own
 * emulator). Used by `npm run harness` and `npm run screenshots`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright'
import { createKeyringSecretStore } from '@main/secrets/keyring-secret-store'
import { createMemorySecretStore, type SecretStore } from '@main/secrets/secret-store'
import { BROWSER_ARGS, findBrowser } from '../../scripts/support/browser'
import { keychainWorks } from '../../scripts/keychain'
import { attachHarness, type Harness, type HarnessCore } from './harness'
import { serveStatic } from './static-server'
import { DEFAULT_WINDOW_SIZE } from '@shared/window-size'

const root = resolve(import.meta.dirname, '../..')
export const RENDERER_OUT = join(root, 'out', 'renderer')

export interface HarnessSession {
  browser: Browser
  page: Page
  harness: Harness
  url: string
  close(): Promise<void>
}

export function buildRenderer(): void {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) throw new Error('the renderer did not build')
}

function secretStore(): SecretStore {
  if (keychainWorks()) return createKeyringSecretStore()
  process.stdout.write('No usable keychain here: keys of this session are kept in memory only.\n')
  return createMemorySecretStore()
}

export async function openSession(options: {
  headless: boolean
  userDataDir?: string
  /** Core dependencies the session replaces (a screen's failing export files). */
  core?: HarnessCore
}): Promise<HarnessSession> {
  if (!existsSync(join(RENDERER_OUT, 'index.html')) || process.argv.includes('--build'))
    buildRenderer()
  const executablePath = findBrowser({ headless: options.headless })
  if (!executablePath)
    throw new Error(
      'No Chromium found: install one (Debian: apt-get install chromium) or set STAGEHAND_CHROMIUM.',
    )
  const server = await serveStatic(RENDERER_OUT)
  const browser = await chromium.launch({
    executablePath,
    headless: options.headless,
    args: BROWSER_ARGS,
  })
  const page = await browser.newPage({ viewport: DEFAULT_WINDOW_SIZE })
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'stagehand-harness-')))
  const harness = await attachHarness({
    page,
    rendererUrl: server.url,
    userDataDir,
    secrets: secretStore(),
    demo: true,
    ...(options.core ? { core: options.core } : {}),
  })
  const url = `${server.url}/index.html`
  await page.goto(url)
  await page.locator('[data-app-state="ready"]').waitFor()
  return {
    browser,
    page,
    harness,
    url,
    async close() {
      await browser.close()
      await harness.close()
      await server.close()
    },
  }
}
