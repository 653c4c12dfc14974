/**
 * What to do after a failed attempt.
 *
 * This is the only layer that repeats a request (the renderer's queries do not
 * retry: docs/architecture.md), so its budgets are the whole story:
 *
 * - a read someone waits for on screen ('read') is repeated at most
 *   `readRetries` times, and only while its failure can still be told within
 *   `readBudgetMs` of its first attempt: a read that is refused, dropped or
 *   answered with an error says so in seconds, while one that gets no answer
 *   is cut once, after 30 s of silence (api/attempt-limits.ts), past the
 *   budget, so it is not sent again;
 * - a read of a long background job ('background', the export's pages) is
 *   repeated more patiently, since one failed page would cost the whole run;
 * - a write ('write': PUT, DELETE; 'upload': POST) is never repeated blindly:
 *   only when the service provably did nothing (429, 503, or the request
 *   never reached it). A write whose answer was lost after it was sent is
 *   marked `mayHaveApplied` (lostAnswer) and left to the user.
 * A 429 is always safe to repeat: the server refused before doing anything.
 */
import { AppError } from '@shared/errors'
import { CHECK_ADVICE } from '@shared/app-error'
import type { RetryReason } from '@shared/ipc/channels/requests'
import { neverReachedServer } from './never-sent'

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type RetryPolicy = 'read' | 'background' | 'write' | 'upload' | 'none'

export interface RetryConfig {
  /** Repeats of an on-screen read after 5xx, dropped connections, unreadable answers, timeouts. */
  readRetries: number
  /** No repeat of an on-screen read starts later than this after its first attempt. */
  readBudgetMs: number
  /** Repeats of a background read after 5xx, dropped connections and unreadable answers. */
  maxRetries: number
  /** Repeats of a background read after a timeout (each one may have taken the whole timeout). */
  maxTimeoutRetries: number
  /** Repeats after 429; generous, since each one waits as the server asks. */
  maxRateLimitRetries: number
  /** First backoff; doubles per attempt, with equal jitter. */
  baseDelayMs: number
  /** Longest backoff of an on-screen read, and of a background one. */
  readMaxDelayMs: number
  maxDelayMs: number
  /** Backoff after a 429 without Retry-After: first wait, doubling. */
  rateLimitBaseMs: number
  rateLimitMaxMs: number
  /** The longest Retry-After waited out by pausing the workspace; a longer one stops it as a spent quota. */
  retryAfterCapMs: number
}

/**
 * The longest Retry-After the scheduler waits out.
 *
 * A rate-limit wait is seconds (the bucket of 100 refills at 10 a second), so
 * an hour is far past any of them and still a pause a person can sit out. A
 * longer wait says "not today": the workspace stops as for a spent daily
 * quota (an export pauses at its checkpoint and resumes later) instead of
 * holding every request for days. It also keeps every timer far under the
 * 2^31 ms (24.8 days) past which setTimeout fires at once.
 */
export const RETRY_AFTER_CAP_MS = 3_600_000

export const DEFAULT_RETRY: RetryConfig = {
  // 3 repeats with waits of at most 0.5, 1 and 2 s: an HTML error page or a cut-off
  // answer is told within about 4 s plus the four answers' own time.
  readRetries: 3,
  readBudgetMs: 10_000,
  maxRetries: 6,
  maxTimeoutRetries: 1,
  maxRateLimitRetries: 12,
  baseDelayMs: 250,
  readMaxDelayMs: 2_000,
  maxDelayMs: 8_000,
  rateLimitBaseMs: 1_000,
  rateLimitMaxMs: 60_000,
  retryAfterCapMs: RETRY_AFTER_CAP_MS,
}

export function defaultPolicy(method: RequestMethod): RetryPolicy {
  if (method === 'GET') return 'read'
  return method === 'POST' ? 'upload' : 'write'
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
  /** Wait `waitMs`, then send attempt `attempt` of `of` repeats. */
  | { kind: 'backoff'; waitMs: number; reason: RetryReason; attempt: number; of: number }
  /** The server said today's quota is gone, or asked for a wait past the cap. */
  | { kind: 'quota' }

const TRANSIENT_STATUSES = new Set([500, 502, 503, 504])

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

/** Why an attempt failed, in the words of the retry notice; null when it is not worth repeating. */
export function transientReason(error: AppError): RetryReason | null {
  const { kind, status } = error.data
  if (kind === 'timeout') return 'timeout'
  if (kind === 'network') return neverReachedServer(error) ? 'unreachable' : 'dropped'
  if (kind === 'invalid-response' && error.data.retryable) return 'unreadable'
  if (kind === 'http' && status !== undefined && TRANSIENT_STATUSES.has(status))
    return 'error-status'
  return null
}

/** May this policy repeat this failure at all (budgets aside)? */
function repeatable(policy: RetryPolicy, error: AppError, reason: RetryReason): boolean {
  if (policy === 'read' || policy === 'background') return true
  if (policy === 'none') return false
  // A write: only when the service provably did nothing.
  return reason === 'unreachable' || (reason === 'error-status' && error.data.status === 503)
}

export interface DecideInput {
  policy: RetryPolicy
  counters: RetryCounters
  config: RetryConfig
  /** Since the first attempt of this request. */
  elapsedMs: number
  random: () => number
}

export function decide(error: unknown, input: DecideInput): RetryDecision {
  const { policy, counters, config } = input
  if (!(error instanceof AppError)) return { kind: 'fail' }
  const { kind, status } = error.data
  if (kind === 'quota') return { kind: 'quota' }
  if (kind === 'cancelled') return { kind: 'fail' }
  if (kind === 'http' && status === 429) {
    const after = error.data.retryAfterSeconds
    if (after !== undefined && after * 1000 > config.retryAfterCapMs) return { kind: 'quota' }
    if (counters.rateLimited >= config.maxRateLimitRetries) return { kind: 'fail' }
    return { kind: 'rate-limited', waitMs: after !== undefined ? after * 1000 : null }
  }
  const reason = transientReason(error)
  if (!reason || !repeatable(policy, error, reason)) return { kind: 'fail' }
  if (policy === 'read') {
    const done = counters.transient + counters.timeouts
    if (done >= config.readRetries) return { kind: 'fail' }
    const waitMs = backoffMs(done, config.baseDelayMs, config.readMaxDelayMs, input.random)
    if (input.elapsedMs + waitMs > config.readBudgetMs) return { kind: 'fail' }
    return { kind: 'backoff', waitMs, reason, attempt: done + 1, of: config.readRetries }
  }
  const timedOut = reason === 'timeout'
  const done = timedOut ? counters.timeouts : counters.transient
  const of = timedOut ? config.maxTimeoutRetries : config.maxRetries
  if (done >= of) return { kind: 'fail' }
  const waitMs = backoffMs(done, config.baseDelayMs, config.maxDelayMs, input.random)
  return { kind: 'backoff', waitMs, reason, attempt: done + 1, of }
}

/**
 * What failed, as the first sentence of the failure's message.
 *
 * Told while the request is repeated, so the advice that follows it ("Try
 * again in a moment") is left for the failure's final words.
 */
export function failureSentence(error: unknown): string | null {
  if (!(error instanceof AppError)) return null
  const message = error.data.message.trim()
  if (message === '') return null
  const first = /^.*?[.!?](?=\s|$)/s.exec(message)?.[0] ?? message
  return first.length > 1000 ? `${first.slice(0, 999)}…` : first
}

/** Counts a repeat decided by `decide`. */
export function countRepeat(counters: RetryCounters, reason: RetryReason): void {
  if (reason === 'timeout') counters.timeouts++
  else counters.transient++
}

/**
 * A write's failure as it reaches the user.
 *
 * When its answer was lost after it was sent (dropped connection, timeout, a
 * gateway's 502/504, a 2xx answer cut off), it may have been applied, and the
 * data says so. An upload's operation words that itself (its sentence names
 * what was replaced); other writes get the general sentence here.
 */
export function lostAnswer(error: unknown, policy: RetryPolicy): unknown {
  if (!(error instanceof AppError) || (policy !== 'write' && policy !== 'upload')) return error
  const { kind, status } = error.data
  const lost =
    kind === 'timeout' ||
    (kind === 'network' && !neverReachedServer(error)) ||
    (kind === 'http' && (status === 502 || status === 504)) ||
    (kind === 'invalid-response' && status !== undefined && status < 300)
  if (!lost) return error
  const message = policy === 'upload' ? error.data.message : `${error.data.message} ${CHECK_ADVICE}`
  return new AppError({ ...error.data, message, mayHaveApplied: true })
}
