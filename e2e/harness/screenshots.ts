/**
 * `npm run screenshots -- <folder>`: a PNG of every screen, light and dark.
 * `--only=teams,locations` takes just the screens whose names contain one of those words.
 * A screen that fails is tried again (screenshot-run.ts); the run ends by
 * naming the screens it could not take, and then exits non-zero.
 */
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { screens } from './screens'
import type { Cleanup } from './own-service'
import { runSummary, takeEach } from './screenshot-run'
import { openSession } from './session'

const folder = resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'screenshots')
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean)
const chosen = only ? screens.filter((s) => only.some((word) => s.name.includes(word))) : screens
if (chosen.length === 0) throw new Error(`no screen's name contains any of: ${only?.join(', ')}`)
await mkdir(folder, { recursive: true })
let written = 0
// A fresh app for every screen, as the specs have: a screen's steps (adding an
// unknown ID, removing a card) must not change what the next screen starts from.
// Both themes are taken of the same state, the colour scheme switched under it.
async function take(screen: (typeof chosen)[number]): Promise<void> {
  const session = await openSession({
    headless: true,
    ...(screen.core ? { core: screen.core } : {}),
  })
  let cleanup: Cleanup | void = undefined
  try {
    await session.page.emulateMedia({ colorScheme: 'light' })
    await session.page.goto(session.url)
    await session.page.locator('[data-app-state="ready"]').waitFor()
    cleanup = await screen.show(session.page)
    for (const scheme of ['light', 'dark'] as const) {
      await session.page.emulateMedia({ colorScheme: scheme })
      // The page sees the scheme, and a frame has been styled with it: its colour
      // transitions exist now, to be waited for below, and its fonts are loaded.
      await session.page.waitForFunction(
        (dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark,
        scheme === 'dark',
      )
      await session.page.evaluate(async () => {
        await document.fonts.ready
        await new Promise((framed) => requestAnimationFrame(() => requestAnimationFrame(framed)))
      })
      // A theme's colours fade in: a busy machine took buttons half-way (light fill, light text).
      await session.page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            // A transition cut short by the next one rejects: it is over all the same.
            .map((a) => a.finished.catch(() => undefined)),
        ),
      )
      await session.page.screenshot({ path: join(folder, `${screen.name}-${scheme}.png`) })
      written += 1
    }
  } finally {
    await session.close()
    if (cleanup) await cleanup()
  }
}

const failures = await takeEach(chosen, take, {
  onRetry: (screen, tries, error) =>
    process.stdout.write(
      `${screen.name}: try ${tries} failed, trying again (${error instanceof Error ? error.message.split('\n')[0] : String(error)})\n`,
    ),
})
process.stdout.write(`${written} screenshots written to ${folder}\n`)
process.stdout.write(`${runSummary(chosen.length, failures).join('\n')}\n`)
if (failures.length > 0) process.exitCode = 1
