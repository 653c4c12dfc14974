/**
 * Takes every screen of a screenshot run, retrying one that fails.
 *
 * On a busy machine one screen can miss its wait for the app; the run tries it
 * again, then goes on to the next, and says at the end which screens it could
 * not take, so one slow screen no longer loses all those after it.
 */

/** A screen the run could not take, and the error of its last try. */
export interface ScreenFailure {
  name: string
  tries: number
  error: string
}

/** Tries for a screen after its first that fails. */
export const SCREEN_RETRIES = 2

/**
 * Calls `take` for every screen in order, a failed one up to `retries` more times.
 *
 * Returns the screens that failed every try; `onRetry` hears each failed try
 * that is followed by another.
 */
export async function takeEach<S extends { name: string }>(
  screens: readonly S[],
  take: (screen: S) => Promise<void>,
  options: { retries?: number; onRetry?: (screen: S, tries: number, error: unknown) => void } = {},
): Promise<ScreenFailure[]> {
  const retries = options.retries ?? SCREEN_RETRIES
  const failures: ScreenFailure[] = []
  for (const screen of screens) {
    for (let tries = 1; ; tries++) {
      try {
        await take(screen)
        break
      } catch (error) {
        if (tries <= retries) {
          options.onRetry?.(screen, tries, error)
          continue
        }
        failures.push({ name: screen.name, tries, error: describe(error) })
        break
      }
    }
  }
  return failures
}

/** The closing lines of a run: how many screens it took, then each it could not. */
export function runSummary(total: number, failures: readonly ScreenFailure[]): string[] {
  if (failures.length === 0) return [`all ${total} screens taken`]
  return [
    `${total - failures.length} of ${total} screens taken; not taken:`,
    ...failures.map((f) => `  ${f.name} (${f.tries} tries): ${f.error}`),
  ]
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.split('\n')[0] ?? text
}
