/**
 * Every request of a workspace goes through here: one FIFO queue per
 * workspace, paced by its token bucket (pacing.ts, which also bounds the
 * requests in flight), counted against the daily quota before it is sent, and repeated
 * by the rules of retry.ts. A 429 pauses the whole workspace (the limit is
 * per key) until the server's Retry-After.
 */
import { appError } from '../../../shared/errors'
import type { RequestStatus } from '../../../shared/ipc/channels/requests'
import type { AppError } from '../../../shared/errors'
import type { Clock } from './clock'
import { cancelledError, systemClock } from './clock'
import { DOCUMENTED_LIMITS, Pacing } from './pacing'
import type { Limits, PacingSnapshot } from './pacing'
import { nextUtcMidnight } from './quota-store'
import { quotaError } from './quota-error'
import type { QuotaStore } from './quota-store'
import { DEFAULT_RETRY, backoffMs, decide, defaultPolicy } from './retry'
import type { RequestMethod, RetryConfig, RetryCounters, RetryPolicy } from './retry'

export type { RequestMethod, RetryPolicy } from './retry'
export type { RequestStatus } from '../../../shared/ipc/channels/requests'
export { quotaError } from './quota-error'

/** The API's limits: 10,000 requests per day. */
export const DOCUMENTED_DAILY_LIMIT = 10_000
/** Waits shorter than this are normal pacing, not worth showing as "waiting". */
const VISIBLE_WAIT_MS = 1_000

export interface QuotaInfo {
  usedToday: number
  dailyLimit: number
  remaining: number
  /** Epoch ms of the next UTC midnight. */
  resetsAt: number
}

export interface RunOptions {
  method: RequestMethod
  /** Default: 'upload' for POST, 'idempotent' otherwise. */
  retryPolicy?: RetryPolicy
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
  dailyLimit?: number
  retry?: Partial<RetryConfig>
}

interface Job {
  grant(sentAt: number): void
  fail(error: Error): void
}

interface Lane {
  id: string
  pacing: Pacing
  queue: Job[]
  inFlight: number
  backingOff: number
  pausedUntil: number
  /** When the queue head expects its token (for the status). */
  tokenAt: number
  pumping: boolean
}

export function createScheduler(deps: SchedulerDeps) {
  const clock = deps.clock ?? systemClock
  const random = deps.random ?? Math.random
  const limits = deps.limits ?? DOCUMENTED_LIMITS
  const dailyLimit = deps.dailyLimit ?? DOCUMENTED_DAILY_LIMIT
  const retry: RetryConfig = { ...DEFAULT_RETRY, ...deps.retry }
  const lanes = new Map<string, Lane>()
  const listeners = new Set<(status: RequestStatus) => void>()
  const stop = new AbortController()
  const neverAborts = new AbortController().signal

  function lane(id: string): Lane {
    let found = lanes.get(id)
    if (!found) {
      found = {
        id,
        pacing: new Pacing(limits, clock.now()),
        queue: [],
        inFlight: 0,
        backingOff: 0,
        pausedUntil: 0,
        tokenAt: 0,
        pumping: false,
      }
      lanes.set(id, found)
    }
    return found
  }

  function status(id: string): RequestStatus {
    const l = lane(id)
    const now = clock.now()
    const held = Math.max(l.pausedUntil, l.queue.length > 0 ? l.tokenAt : 0)
    return {
      workspaceId: id,
      inFlight: l.inFlight,
      queued: l.queue.length + l.backingOff,
      usedToday: deps.quota.used(id),
      dailyLimit,
      waitingUntil: held - now >= VISIBLE_WAIT_MS || l.pausedUntil > now ? held : null,
      at: now,
    }
  }

  function notify(l: Lane): void {
    if (listeners.size === 0) return
    const s = status(l.id)
    for (const listener of listeners) listener(s)
  }

  /** Grants queued jobs as tokens, pauses and in-flight slots allow. One pump per lane. */
  async function pump(l: Lane): Promise<void> {
    if (l.pumping) return
    l.pumping = true
    try {
      while (l.queue.length > 0 && !stop.signal.aborted) {
        const now = clock.now()
        if (l.pausedUntil > now) {
          notify(l)
          await clock.sleep(l.pausedUntil - now, stop.signal)
          continue
        }
        const wait = l.pacing.msUntilStart(now, l.inFlight)
        // The requests in flight fill the bucket: the next completion restarts the pump.
        if (wait === null) break
        if (wait > 0) {
          const before = l.tokenAt
          l.tokenAt = now + wait
          if (l.tokenAt - now >= VISIBLE_WAIT_MS || before > now) notify(l)
          await clock.sleep(wait, stop.signal)
          continue
        }
        const job = l.queue.shift() as Job
        const used = deps.quota.used(l.id)
        if (used >= dailyLimit) {
          job.fail(quotaError(used, dailyLimit, now))
          continue
        }
        deps.quota.add(l.id, 1)
        l.inFlight++
        job.grant(now)
      }
    } catch {
      // Only the stop signal rejects a pump's sleep: the scheduler is disposed.
    } finally {
      l.pumping = false
      l.tokenAt = 0
      notify(l)
    }
  }

  /** Waits for this request's turn; resolves with the time it was granted. */
  function acquire(l: Lane, signal: AbortSignal | undefined, front: boolean): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      if (signal?.aborted) return reject(cancelledError())
      const onAbort = (): void => {
        const index = l.queue.indexOf(job)
        if (index >= 0) {
          l.queue.splice(index, 1)
          notify(l)
        }
        reject(cancelledError())
      }
      const job: Job = {
        grant(at) {
          signal?.removeEventListener('abort', onAbort)
          resolve(at)
        },
        fail(error) {
          signal?.removeEventListener('abort', onAbort)
          reject(error)
        },
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      if (front) l.queue.unshift(job)
      else l.queue.push(job)
      notify(l)
      void pump(l)
    })
  }

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
    if (used >= dailyLimit) throw quotaError(used, dailyLimit, clock.now())
    const policy = options.retryPolicy ?? defaultPolicy(options.method)
    const counters: RetryCounters = { transient: 0, timeouts: 0, rateLimited: 0 }
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
        void pump(l)
      }
      if (signal?.aborted) throw cancelledError()
      const decision = decide(failure, policy, counters, retry)
      const now = clock.now()
      switch (decision.kind) {
        case 'fail':
          if ((failure as AppError | undefined)?.data?.kind === 'http') l.pacing.onSuccess(now)
          throw failure
        case 'quota':
          deps.quota.exhaust(workspaceId, dailyLimit)
          notify(l)
          throw failure
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
          const timedOut = (failure as AppError).data.kind === 'timeout'
          const n = timedOut ? counters.timeouts++ : counters.transient++
          l.backingOff++
          notify(l)
          try {
            await clock.sleep(backoffMs(n, retry.baseDelayMs, retry.maxDelayMs, random), signal)
          } finally {
            l.backingOff--
          }
          break
        }
      }
    }
  }

  return {
    run,
    status,
    quota(workspaceId: string): QuotaInfo {
      const usedToday = deps.quota.used(workspaceId)
      const now = clock.now()
      return {
        usedToday,
        dailyLimit,
        remaining: Math.max(0, dailyLimit - usedToday),
        resetsAt: nextUtcMidnight(now),
      }
    },
    pacing(workspaceId: string): PacingSnapshot & { pausedUntil: number | null } {
      const l = lane(workspaceId)
      const now = clock.now()
      return { ...l.pacing.snapshot(now), pausedUntil: l.pausedUntil > now ? l.pausedUntil : null }
    },
    /** Called on every change of any workspace's status (throttle before sending it anywhere). */
    subscribe(listener: (status: RequestStatus) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Rejects queued work and stops pumps; requests in flight finish or fail on their own. */
    async dispose(): Promise<void> {
      stop.abort()
      for (const l of lanes.values()) {
        for (const job of l.queue.splice(0))
          job.fail(appError('cancelled', 'Stagehand is shutting down.'))
      }
      await deps.quota.flush()
    },
  }
}

export type Scheduler = ReturnType<typeof createScheduler>
