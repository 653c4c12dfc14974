import { describe, expect, it } from 'vitest'
import { countPlaywright, countVitest } from './test-counts'

describe('test report counting', () => {
  it('reads Vitest totals, counting todo as skipped', () => {
    expect(
      countVitest({ numPassedTests: 7, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1 }),
    ).toEqual({
      passed: 7,
      failed: 2,
      skipped: 2,
    })
  })

  it('reads Playwright stats, counting flaky as passed and unexpected as failed', () => {
    expect(
      countPlaywright({ stats: { expected: 4, unexpected: 1, flaky: 2, skipped: 3 } }),
    ).toEqual({
      passed: 6,
      failed: 1,
      skipped: 3,
    })
  })

  it('treats a missing report as nothing run', () => {
    expect(countVitest(null)).toEqual({ passed: 0, failed: 0, skipped: 0 })
    expect(countPlaywright(undefined)).toEqual({ passed: 0, failed: 0, skipped: 0 })
  })
})
