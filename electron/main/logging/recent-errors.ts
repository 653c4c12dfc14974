/**
 * The log's last errors, kept in memory for Help → Copy Diagnostics.
 *
 * It reads the lines the logger writes, so what it keeps was redacted
 * first: no key reaches it that the log file would not have refused.
 */

export interface RecentError {
  at: string
  message: string
  /** The error's own sentence, where the entry carried one (`error.message`). */
  detail: string | null
}

export interface RecentErrors {
  /** A line sink that keeps the error entries of the lines it passes on to `next`. */
  tee(next: (line: string) => void): (line: string) => void
  /** Oldest first. */
  list(): RecentError[]
}

export const RECENT_ERRORS_KEPT = 20

function errorOf(line: string): RecentError | null {
  let entry: unknown
  try {
    entry = JSON.parse(line)
  } catch {
    return null
  }
  if (typeof entry !== 'object' || entry === null) return null
  const { level, at, message, error } = entry as Record<string, unknown>
  if (level !== 'error' || typeof message !== 'string') return null
  const detail = (error as { message?: unknown } | undefined)?.message
  return {
    at: typeof at === 'string' ? at : '',
    message,
    detail: typeof detail === 'string' ? detail : null,
  }
}

export function createRecentErrors(kept = RECENT_ERRORS_KEPT): RecentErrors {
  const errors: RecentError[] = []
  return {
    tee: (next) => (line) => {
      const error = errorOf(line)
      if (error) {
        errors.push(error)
        if (errors.length > kept) errors.shift()
      }
      next(line)
    },
    list: () => errors.map((e) => ({ ...e })),
  }
}
