/**
 * Waiting in tests for a condition, never for a time.
 *
 * `eventually` repeats its check until it passes, with no deadline of its
 * own: a busy machine makes a test slower, never failed. A condition that
 * never comes is ended by the test's own timeout, and the check's last
 * failure is then printed, so the report says what was still missing. Used
 * only by *.test.ts files.
 */
import { onTestFinished } from 'vitest'

/** How often a check is repeated: often enough to be quick, seldom enough to cost nothing. */
const POLL_MS = 10

/** Repeats `check` until it returns (its value is returned) instead of throwing. */
export async function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  let last: unknown = new Error('not checked yet')
  let finished = false
  let settled = false
  // Outside a test (a hook), there is no test to end with: the hook's timeout ends it.
  try {
    onTestFinished(({ task }) => {
      finished = true
      if (!settled && task.result?.state === 'fail') console.error('Still waiting for:', last)
    })
  } catch {
    // Not in a test.
  }
  for (;;) {
    try {
      const value = await check()
      settled = true
      return value
    } catch (error) {
      last = error
    }
    // The test is over (timed out): stop checking, so nothing runs on into the next one.
    if (finished) throw last
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** Resolves once `condition` holds; `what` names it in the report if it never does. */
export function until(condition: () => boolean, what = 'the condition'): Promise<void> {
  return eventually(() => {
    if (!condition()) throw new Error(`${what} did not hold yet`)
  })
}
