/** The sentence of a refused request when today's quota of a workspace is used up. */
import { appError } from '../../../shared/errors'
import type { AppError } from '../../../shared/errors'
import { nextUtcMidnight } from './quota-store'

export function quotaError(used: number, limit: number, now: number): AppError {
  const resetsAt = nextUtcMidnight(now)
  const minutes = Math.max(1, Math.ceil((resetsAt - now) / 60_000))
  const left =
    minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`
  const fmt = (n: number): string => n.toLocaleString('en-US')
  return appError(
    'quota',
    `Today's request quota for this workspace is used up (${fmt(used)} of ${fmt(limit)} requests since 00:00 UTC). Stagehand stopped before sending more; the quota resets at midnight UTC, in ${left}.`,
    { retryAfterSeconds: Math.ceil((resetsAt - now) / 1000), code: 'DAILY_QUOTA_EXCEEDED' },
  )
}
