/**
 * Every request of a workspace goes through here.
 *
 * One FIFO queue per workspace, paced by its token bucket (lanes.ts, pacing.ts,
 * which also bound the requests in flight), counted against the daily quota
 * before it is sent, and repeated by the rules of retry.ts, the only layer that
 * repeats requests. A 429 pauses the whole workspace (the limit is per key)
 * until the server's Retry-After. While a request waits to be sent again, the
 * status says what failed, in the failure's own sentence, and which repeat it is.
 */
import { appError, type AppError } from '@shared/errors'
import { DEFAULT_DAILY_QUOTA } from '@shared/workspace'
import type { RequestStatus } from '@shared/ipc/channels/requests'
import type { ChannelName } from '@shared/ipc/contract'
import { cancelledError, systemClock, type Clock } from './clock'
import { createLanes } from './lanes'
import { DOCUMENTED_LIMITS, type Limits, type PacingSnapshot } from './pacing'
import { nextUtcMidnight, type QuotaStore } from './quota-store'
import { longWaitError, quotaError } from './quota-error'
import {
  DEFAULT_RETRY,
  backoffMs,
  countRepeat,
  decide,
  defaultPolicy,
  failureSentence,
  lostAnswer,
  type RequestMethod,
  type RetryConfig,
  type RetryCounters,
  type RetryPolicy,
} from './retry'

export type { RequestMethod, RetryPolicy } from './retry'
export type { RequestStatus } from '@shared/ipc/channels/requests'
export { quotaError } from './quota-error'

/** The API's limits: 10,000 requests per day, unless raised for a key (a workspace's setting). */
export const DOCUMENTED_DAILY_LIMIT = DEFAULT_DAILY_QUOTA

export interface QuotaInfo {
  usedToday: number
  dailyLimit: number
  remaining: number
  /** Epoch ms of the next UTC midnight. */
  resetsAt: number
}

export interface RunOptions {
  method: RequestMethod
  /** Default: 'read' for GET, 'upload' for POST, 'write' for PUT and DELETE. */
  retryPolicy?: RetryPolicy
  /** The channel whose call makes the request: its retry notice names it, so only its screen says it. */
  channel?: ChannelName
}

export interface AttemptContext {
  /** The caller's signal (or one that never fires). */
  signal: AbortSignal
  /** 0 for the first attempt. */
  attempt: number
}

export interface SchedulerDeps {
  quota: QuotaStore
  clock?: Clock
  random?: () => number
  limits?: Limits
  /** Requests per UTC day of a workspace that says nothing else. */
  dailyLimit?: number
  /** A workspace's own daily quota (its settings), when it has one. */
  dailyLimitOf?: (workspaceId: string) => number | undefined
  retry?: Partial<RetryConfig>
}

export function createScheduler(deps: SchedulerDeps) {
  const clock = deps.clock ?? systemClock
  const random = deps.random ?? Math.random
  const fallbackLimit = deps.dailyLimit ?? DOCUMENTED_DAILY_LIMIT
  const limitOf = (workspaceId: string): number => deps.dailyLimitOf?.(workspaceId) ?? fallbackLimit
  const retry: RetryConfig = { ...DEFAULT_RETRY, ...deps.retry }
  const stop = new AbortController()
  const neverAborts = new AbortController().signal
  const lanes = createLanes({
    clock,
    limits: deps.limits ?? DOCUMENTED_LIMITS,
    quota: deps.quota,
    dailyLimitOf: limitOf,
    stop: stop.signal,
  })
  const { lane, notify, acquire } = lanes

  async function run<T>(
    workspaceId: string,
    options: RunOptions,
    fn: (attempt: AttemptContext) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    if (stop.signal.aborted) throw appError('cancelled', 'Stagehand is shutting down.')
    await deps.quota.load()
    const l = lane(workspaceId)
    const used = deps.quota.used(workspaceId)
    const dailyLimit = limitOf(workspaceId)
    if (used >= dailyLimit) throw quotaError(used, dailyLimit, clock.wallNow())
    const policy = options.retryPolicy ?? defaultPolicy(options.method)
    const counters: RetryCounters = { transient: 0, timeouts: 0, rateLimited: 0 }
    // This run's entry among the lane's retry notices.
    const self = {}
    const startedAt = clock.now()
    try {
      for (let attempt = 0; ; attempt++) {
        const sentAt = await acquire(l, signal, attempt > 0)
        let failure: unknown
        try {
          const value = await fn({ signal: signal ?? neverAborts, attempt })
          l.pacing.onSuccess(clock.now())
          return value
        } catch (error) {
          failure = error
        } finally {
          l.pacing.charge(clock.now())
          l.inFlight--
          notify(l)
          void lanes.pump(l)
        }
        if (signal?.aborted) throw cancelledError()
        const now = clock.now()
        const decision = decide(failure, {
          policy,
          counters,
          config: retry,
          elapsedMs: now - startedAt,
          random,
        })
        switch (decision.kind) {
          case 'fail':
            if ((failure as AppError | undefined)?.data?.kind === 'http') l.pacing.onSuccess(now)
            throw lostAnswer(failure, policy)
          case 'quota': {
            deps.quota.exhaust(workspaceId, limitOf(workspaceId))
            notify(l)
            const { kind, retryAfterSeconds } = (failure as AppError).data
            if (kind === 'quota' || retryAfterSeconds === undefined) throw failure
            // A Retry-After past the cap: stopped as a spent quota, said in its own words.
            throw longWaitError(retryAfterSeconds, retry.retryAfterCapMs, clock.wallNow())
          }
          case 'rate-limited': {
            const wait =
              decision.waitMs ??
              backoffMs(counters.rateLimited, retry.rateLimitBaseMs, retry.rateLimitMaxMs, random)
            counters.rateLimited++
            l.pacing.onRateLimited(now, sentAt)
            l.pausedUntil = Math.max(l.pausedUntil, now + wait)
            break
          }
          case 'backoff': {
            countRepeat(counters, decision.reason)
            const { reason, attempt: repeat, of, waitMs } = decision
            l.retrying.delete(self)
            // Said from the first failed attempt on: the repeats go on behind the sentence.
            l.retrying.set(self, {
              reason,
              what: failureSentence(failure),
              attempt: repeat,
              of,
              at: now + waitMs,
              channel: options.channel ?? null,
            })
            l.backingOff++
            notify(l)
            try {
              await clock.sleep(waitMs, signal)
            } finally {
              l.backingOff--
            }
            break
          }
        }
      }
    } finally {
      if (l.retrying.delete(self)) notify(l)
    }
  }

  return {
    run,
    status: lanes.status,
    quota(workspaceId: string): QuotaInfo {
      const usedToday = deps.quota.used(workspaceId)
      const dailyLimit = limitOf(workspaceId)
      return {
        usedToday,
        dailyLimit,
        remaining: Math.max(0, dailyLimit - usedToday),
        resetsAt: nextUtcMidnight(clock.wallNow()),
      }
    },
    pacing(workspaceId: string): PacingSnapshot & { pausedUntil: number | null } {
      const l = lane(workspaceId)
      const now = clock.now()
      return { ...l.pacing.snapshot(now), pausedUntil: l.pausedUntil > now ? l.pausedUntil : null }
    },
    /** Called on every change of any workspace's status (throttle before sending it anywhere). */
    subscribe(listener: (status: RequestStatus) => void): () => void {
      lanes.listeners.add(listener)
      return () => lanes.listeners.delete(listener)
    },
    /** Rejects queued work and stops pumps; requests in flight finish or fail on their own. */
    async dispose(): Promise<void> {
      stop.abort()
      lanes.failQueued()
      await deps.quota.flush()
    },
  }
}

export type Scheduler = ReturnType<typeof createScheduler>
