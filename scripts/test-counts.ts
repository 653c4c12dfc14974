/** Reads the JSON reports of Vitest and Playwright into pass/fail/skip counts. */
export interface Counts {
  passed: number
  failed: number
  skipped: number
}

const none = (): Counts => ({ passed: 0, failed: 0, skipped: 0 })

export function countVitest(report: unknown): Counts {
  const r = report as {
    numPassedTests?: number
    numFailedTests?: number
    numPendingTests?: number
    numTodoTests?: number
  } | null
  if (!r) return none()
  return {
    passed: r.numPassedTests ?? 0,
    failed: r.numFailedTests ?? 0,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  }
}

export function countPlaywright(report: unknown): Counts {
  const stats = (
    report as {
      stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }
    } | null
  )?.stats
  if (!stats) return none()
  // A flaky test failed first and passed on retry: it counts as passed, as Playwright reports it.
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  }
}
