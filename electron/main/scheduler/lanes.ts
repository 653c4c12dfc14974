/**
 * The scheduler's lanes, one per workspace: a FIFO queue granted as its
 * token bucket (pacing.ts), pauses and in-flight slots allow, and the status
 * the request meter shows (including the request waiting to be sent again).
 */
import { appError } from '@shared/errors'
import type { RequestStatus, RetryNotice } from '@shared/ipc/channels/requests'
import { cancelledError, type Clock } from './clock'
import { Pacing, type Limits } from './pacing'
import { quotaError } from './quota-error'
import type { QuotaStore } from './quota-store'

/** Waits shorter than this are normal pacing, not worth showing as "waiting". */
const VISIBLE_WAIT_MS = 1_000

interface Job {
  grant(sentAt: number): void
  fail(error: Error): void
}

export interface Lane {
  id: string
  pacing: Pacing
  queue: Job[]
  inFlight: number
  backingOff: number
  pausedUntil: number
  /** When the queue head expects its token (for the status). */
  tokenAt: number
  pumping: boolean
  /** Requests waiting to be sent again, by their run; the latest is shown. */
  retrying: Map<object, RetryNotice>
}

export interface LaneDeps {
  clock: Clock
  limits: Limits
  quota: QuotaStore
  /** Requests per UTC day of a workspace (its own setting, or the default). */
  dailyLimitOf: (workspaceId: string) => number
  /** Aborted when the scheduler is disposed. */
  stop: AbortSignal
}

export function createLanes(deps: LaneDeps) {
  const { clock, quota, dailyLimitOf, stop } = deps
  const lanes = new Map<string, Lane>()
  const listeners = new Set<(status: RequestStatus) => void>()

  function lane(id: string): Lane {
    let found = lanes.get(id)
    if (!found) {
      found = {
        id,
        pacing: new Pacing(deps.limits, clock.now()),
        queue: [],
        inFlight: 0,
        backingOff: 0,
        pausedUntil: 0,
        tokenAt: 0,
        pumping: false,
        retrying: new Map(),
      }
      lanes.set(id, found)
    }
    return found
  }

  function status(id: string): RequestStatus {
    const l = lane(id)
    const now = clock.now()
    const held = Math.max(l.pausedUntil, l.queue.length > 0 ? l.tokenAt : 0)
    const retries: RetryNotice[] = [...l.retrying.values()]
    return {
      workspaceId: id,
      inFlight: l.inFlight,
      queued: l.queue.length + l.backingOff,
      usedToday: quota.used(id),
      dailyLimit: dailyLimitOf(id),
      waitingUntil: held - now >= VISIBLE_WAIT_MS || l.pausedUntil > now ? held : null,
      retrying: retries.at(-1) ?? null,
      retries,
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
      while (l.queue.length > 0 && !stop.aborted) {
        const now = clock.now()
        if (l.pausedUntil > now) {
          notify(l)
          await clock.sleep(l.pausedUntil - now, stop)
          continue
        }
        const wait = l.pacing.msUntilStart(now, l.inFlight)
        // The requests in flight fill the bucket: the next completion restarts the pump.
        if (wait === null) break
        if (wait > 0) {
          const before = l.tokenAt
          l.tokenAt = now + wait
          if (l.tokenAt - now >= VISIBLE_WAIT_MS || before > now) notify(l)
          await clock.sleep(wait, stop)
          continue
        }
        const job = l.queue.shift() as Job
        const used = quota.used(l.id)
        const dailyLimit = dailyLimitOf(l.id)
        if (used >= dailyLimit) {
          job.fail(quotaError(used, dailyLimit, clock.wallNow()))
          continue
        }
        quota.add(l.id, 1)
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

  return {
    lane,
    status,
    notify,
    pump,
    acquire,
    all: () => lanes.values(),
    listeners,
    /** Rejects every queued job (the scheduler is shutting down). */
    failQueued(): void {
      for (const l of lanes.values()) {
        for (const job of l.queue.splice(0))
          job.fail(appError('cancelled', 'Stagehand is shutting down.'))
      }
    },
  }
}

export type Lanes = ReturnType<typeof createLanes>
