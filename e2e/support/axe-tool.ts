/**
 * axe-core as a tool the harness serves (static-server.ts), loaded by URL.
 *
 * Evaluated from its 550 KB source, axe was compiled anew on every page load:
 * about 0.4 s of the browser's time a screen in the accessibility spec. Loaded
 * as a kept script, the browser compiles it once and reuses the code.
 */
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import axe from 'axe-core'
import { TOOLS_PATH } from '../harness/static-server'

const AXE_TOOL = `axe-core-${axe.version}.min.js`

/** The tools every harness server offers. */
export const harnessTools: Record<string, string> = {
  [AXE_TOOL]: createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
}

/**
 * Puts axe into the page once per page load.
 *
 * A page of the harness server loads it from there; a page with no origin
 * (set by `setContent` on a blank page) gets its source.
 */
export async function loadAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return
  const origin = new URL(page.url()).origin
  await page.addScriptTag(
    origin === 'null' ? { content: axe.source } : { url: `${origin}${TOOLS_PATH}${AXE_TOOL}` },
  )
}
