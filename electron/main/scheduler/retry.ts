/**
 * What to do after a failed attempt. The rules (issue 4): a 429 is always
 * safe to repeat (the server refused before doing anything); 5xx, dropped
 * connections and timeouts are repeated only for GET, PUT and DELETE, whose
 * repetition cannot do anything twice; an upload is repeated only when the
 * request provably never reached the server, or on 503.
 */
import { AppError } from '../../../shared/errors'
import { neverReachedServer } from '../api/http-client'

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
/** idempotent: GET/PUT/DELETE rules; upload: POST rules; none: only 429 is repeated. */
export type RetryPolicy = 'idempotent' | 'upload' | 'none'

export interface RetryConfig {
  /** Repeats after 5xx, dropped connections and unreadable answers. */
  maxRetries: number
  /** Repeats after a timeout (each one may have taken the whole timeout). */
  maxTimeoutRetries: number
  /** Repeats after 429; generous, since each one waits as the server asks. */
  maxRateLimitRetries: number
  /** First backoff; doubles per attempt, with full jitter. */
  baseDelayMs: number
  maxDelayMs: number
  /** Backoff after a 429 without Retry-After: first wait, doubling. */
  rateLimitBaseMs: number
  rateLimitMaxMs: number
}

export const DEFAULT_RETRY: RetryConfig = {
  maxRetries: 6,
  maxTimeoutRetries: 1,
  maxRateLimitRetries: 12,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  rateLimitBaseMs: 1_000,
  rateLimitMaxMs: 60_000,
}

export function defaultPolicy(method: RequestMethod): RetryPolicy {
  return method === 'POST' ? 'upload' : 'idempotent'
}

export interface RetryCounters {
  transient: number
  timeouts: number
  rateLimited: number
}

export type RetryDecision =
  | { kind: 'fail' }
  /** Server is over its limit: pause the whole workspace for `waitMs` (null: our own backoff). */
  | { kind: 'rate-limited'; waitMs: number | null }
  | { kind: 'backoff' }
  /** The server said today's quota is gone. */
  | { kind: 'quota' }

const TRANSIENT_STATUSES = new Set([500, 502, 503, 504])

export function decide(
  error: unknown,
  policy: RetryPolicy,
  counters: RetryCounters,
  config: RetryConfig,
): RetryDecision {
  if (!(error instanceof AppError)) return { kind: 'fail' }
  const { kind, status } = error.data
  if (kind === 'quota') return { kind: 'quota' }
  if (kind === 'cancelled') return { kind: 'fail' }
  if (kind === 'http' && status === 429) {
    if (counters.rateLimited >= config.maxRateLimitRetries) return { kind: 'fail' }
    const after = error.data.retryAfterSeconds
    return { kind: 'rate-limited', waitMs: after !== undefined ? after * 1000 : null }
  }
  const transient =
    (kind === 'http' && status !== undefined && TRANSIENT_STATUSES.has(status)) ||
    kind === 'network' ||
    (kind === 'invalid-response' && error.data.retryable)
  if (kind === 'timeout') {
    if (policy !== 'idempotent' || counters.timeouts >= config.maxTimeoutRetries)
      return { kind: 'fail' }
    return { kind: 'backoff' }
  }
  if (!transient || counters.transient >= config.maxRetries) return { kind: 'fail' }
  if (policy === 'idempotent') return { kind: 'backoff' }
  if (policy === 'upload' && (status === 503 || neverReachedServer(error)))
    return { kind: 'backoff' }
  return { kind: 'fail' }
}

/** Exponential backoff with "equal jitter": half fixed, half random, so waits never collapse to 0. */
export function backoffMs(
  attempt: number,
  base: number,
  max: number,
  random: () => number,
): number {
  const ceiling = Math.min(max, base * 2 ** attempt)
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}
