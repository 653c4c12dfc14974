/** The sentence of a refused request when today's quota of a workspace is used up. */
import { appError, type AppError } from '@shared/errors'
import { waitWords } from './retry-after'
import { nextUtcMidnight } from './quota-store'

/** "3 h 5 min", "12 min": a wait of `ms`, rounded up to the minute. */
function duration(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  if (minutes >= 2 * 24 * 60) return `${Math.round(minutes / (24 * 60))} days`
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`
}

export function quotaError(used: number, limit: number, now: number): AppError {
  const resetsAt = nextUtcMidnight(now)
  const left = duration(resetsAt - now)
  const fmt = (n: number): string => n.toLocaleString('en-US')
  return appError(
    'quota',
    `Today's request quota for this workspace is used up (${fmt(used)} of ${fmt(limit)} requests since 00:00 UTC). Stagehand stopped before sending more; the quota resets at midnight UTC, in ${left}.`,
    { retryAfterSeconds: Math.ceil((resetsAt - now) / 1000), code: 'DAILY_QUOTA_EXCEEDED' },
  )
}

/**
 * The sentence of a 429 whose Retry-After is past the scheduler's cap
 * (retry.ts): the workspace stops as for a spent quota, `now` being wall time.
 */
export function longWaitError(retryAfterSeconds: number, capMs: number, now: number): AppError {
  const resetsAt = nextUtcMidnight(now)
  return appError(
    'quota',
    `The service asked Stagehand to wait ${waitWords(retryAfterSeconds)} before its next request, longer than the ${capMs / 60_000} minutes it waits on its own. Requests for this workspace are stopped as for a spent daily quota: they start again at midnight UTC, in ${duration(resetsAt - now)}, and a paused export resumes from where it stopped.`,
    { status: 429, retryAfterSeconds: Math.ceil((resetsAt - now) / 1000) },
  )
}
