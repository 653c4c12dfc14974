/**
 * axe-core over every screen of `npm run screenshots` (e2e/harness/screens.ts,
 * dialogs included), light and dark: a serious or critical violation fails
 * the screen's test, which lists each rule, its help text and the elements
 * it found. WCAG 2.1 A and AA rules, so colour contrast is held to AA.
 */
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { Result } from 'axe-core'
import { createMemorySecretStore } from '../electron/main/secrets/secret-store'
import { expect, test } from './fixtures'
import { screens } from './harness/screens'

// The keys stay in memory: these checks are about the screens, not the keychain.
test.use({ demo: true, secrets: async ({}, use) => use(createMemorySecretStore()) })

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

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme}`, () => {
    test.use({ colorScheme: scheme })
    for (const screen of screens) {
      test(`${screen.name}: no serious or critical violations`, async ({ app, stagehandShell }) => {
        test.skip(stagehandShell !== 'harness', 'the screens are reached through the demo harness')
        test.setTimeout(90_000)
        await screen.show(app)
        // Let transitions (dialogs fading in, toasts) settle before colours are measured.
        await app.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getTiming().iterations !== Infinity)
              .map((a) => a.finished),
          ),
        )
        expect(describeViolations(await seriousViolations(app))).toBe('')
      })
    }
  })
}
