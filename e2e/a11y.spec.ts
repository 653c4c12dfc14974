/**
 * axe-core over every screen of `npm run screenshots` (e2e/harness/screens.ts,
 * dialogs included), light and dark: a serious or critical violation fails
 * the screen's test, which lists each rule, its help text and the elements
 * it found. WCAG 2.1 A and AA rules, so colour contrast is held to AA.
 */
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { Result } from 'axe-core'
import { expect, test } from './fixtures'
import { screens } from './harness/screens'

test.use({ demo: true })

const FAILING_IMPACTS = new Set(['serious', 'critical'])

function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 6)
        .map(
          (n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`,
        )
      return [`${v.impact} ${v.id}: ${v.help}`, ...nodes].join('\n')
    })
    .join('\n')
}

export async function seriousViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  return results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
}

/** Lets transitions (dialogs fading in, toasts, a theme's colours) settle before colours are measured. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  )
}

// One test a screen, checked in both themes: the screen is reached once (the
// costly part), and the colour scheme is switched under it, as the OS does.
test.describe('axe, light and dark', () => {
  for (const screen of screens) {
    test(`${screen.name}: no serious or critical violations`, async ({ app }) => {
      test.setTimeout(90_000)
      await app.emulateMedia({ colorScheme: 'light' })
      await screen.show(app)
      const found: string[] = []
      for (const scheme of ['light', 'dark'] as const) {
        await app.emulateMedia({ colorScheme: scheme })
        await settled(app)
        const violations = describeViolations(await seriousViolations(app))
        if (violations) found.push(`${scheme}:\n${violations}`)
      }
      expect(found.join('\n')).toBe('')
    })
  }
})
