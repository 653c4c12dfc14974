/**
 * Finds a Chromium for the harness: $STAGEHAND_CHROMIUM, then Playwright's
 * own build if it was installed, then the system's Chromium or Chrome.
 */
import { existsSync } from 'node:fs'
import { chromium } from 'playwright'

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
]

/**
 * Chromium's headless shell (Debian: chromium-headless-shell), for runs no one watches.
 *
 * The full browser run headless still draws its own window's tabs and toolbar
 * in renderers of their own; on two cores the end-to-end specs took a third
 * longer with it.
 */
const SYSTEM_HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell']

export function findBrowser(options: { headless?: boolean } = {}): string | null {
  const fromEnv = process.env.STAGEHAND_CHROMIUM
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null
  try {
    const own = chromium.executablePath()
    if (own && existsSync(own)) return own
  } catch {
    // Playwright's browsers are not installed; fall through to the system's.
  }
  const candidates = options.headless
    ? [...SYSTEM_HEADLESS_SHELLS, ...SYSTEM_BROWSERS]
    : SYSTEM_BROWSERS
  return candidates.find((path) => existsSync(path)) ?? null
}

/** Flags for a quiet, offline browser: no traffic except to the pages we open. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-default-apps',
  '--disable-extensions',
  // Chromium must not touch the OS keychain the tests use (it would ask to create a keyring).
  '--password-store=basic',
]
