/**
 * The Retry-After header: read within bounds, and told in words that stay true.
 *
 * The header holds seconds or an HTTP date (RFC 9110, 10.2.3). A service may
 * send anything there (`1e308`, a date centuries away), and a wait that long
 * means the same to Stagehand as a week: past the scheduler's cap the
 * workspace stops as for a spent daily quota (scheduler/retry.ts). So a wait
 * is kept at most a week, and a week is told as "a week or more", which is
 * true of any wait the service asked for that was cut to it.
 */

/** The longest wait kept from the header: one week. */
export const MAX_RETRY_AFTER_SECONDS = 7 * 86_400

/** Seconds as numbers are written: digits, a fraction, an exponent (not `-`, `0x` or `Infinity`). */
const SECONDS = /^\d+(\.\d+)?(e\+?\d+)?$/i
/** An HTTP date starts with the day's name ("Wed, 21 Oct 2015 07:28:00 GMT"). */
const HTTP_DATE = /^[a-z]{3}/i

const bounded = (seconds: number): number =>
  Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(0, Math.ceil(seconds)))

/** The wait the header asks for, in whole seconds up to a week; undefined when it says none. */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  const text = header?.trim() ?? ''
  if (SECONDS.test(text)) return bounded(Number(text))
  if (!HTTP_DATE.test(text)) return undefined
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : bounded((date - now) / 1000)
}

/** "45 s", "12 min", "3 h 5 min", "3 days", or "a week or more" at (or past) the bound. */
export function waitWords(seconds: number): string {
  if (!(seconds < MAX_RETRY_AFTER_SECONDS)) return 'a week or more'
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} s`
  const minutes = Math.ceil(seconds / 60)
  if (minutes >= 2 * 24 * 60) return `${Math.round(minutes / (24 * 60))} days`
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`
}
