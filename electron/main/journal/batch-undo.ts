/**
 * Undoing every entry of a batch (a bulk photo review, an import) together.
 *
 * Newest first, one after the other, each through the recorder like any
 * revert, so its requests go through the workspace's scheduler. Entries that
 * cannot be undone (or changed since) are listed with why, never forced.
 * Progress goes to the window at most five times a second, then the last;
 * while the day's quota is spent the run says it is paused and waits for
 * the quota to come back. The call's signal cancels what is left. The same
 * steps and the end go to the jobs service when one is given (the taskbar,
 * a notification when the window is not focused).
 */
import { toAppErrorData } from '@shared/errors'
import { progressThrottle, type ThrottleTimers } from '@shared/progress-throttle'
import type { BatchUndoSummary } from '@shared/ipc/channels/journal'
import type { JobService } from '../jobs/job-service'
import { undoJob } from '../jobs/undo-report'
import type { JournalStores } from './journal-store'
import type { Reverter } from './reverter'

export interface BatchProgress {
  workspaceId: string
  batchId: string
  done: number
  total: number
  paused: boolean
}

export interface BatchUndoDeps {
  stores: JournalStores
  reverter: Pick<Reverter, 'revert'>
  /** Requests the workspace may still send today, and when the day's quota comes back (epoch ms). */
  quota(workspaceId: string): { remaining: number; resetsAt: number }
  /** Resolves at `at` (epoch ms), or rejects when `signal` fires. */
  waitUntil(at: number, signal: AbortSignal): Promise<void>
  emitProgress(progress: BatchProgress): void
  now: () => number
  /** How held progress waits for its turn (tests move it with their clock). */
  timers?: ThrottleTimers
  /** Names the batch of the reverts, so they can be undone together in turn. */
  newId: () => string
  /** The long jobs: the undo's progress on the taskbar and its end told. */
  jobs?: Pick<JobService, 'report'>
}

/** The one event a batch's entries belong to, or null when they span several. */
const eventOf = (entries: readonly { eventId: string }[]): string | null => {
  const events = new Set(entries.map((e) => e.eventId))
  return events.size === 1 ? [...events][0]! : null
}

export async function undoBatch(
  deps: BatchUndoDeps,
  workspaceId: string,
  batchId: string,
  signal: AbortSignal,
): Promise<BatchUndoSummary> {
  const store = await deps.stores.of(workspaceId)
  const entries = store
    .list({ batchId }, Number.MAX_SAFE_INTEGER)
    .entries.filter((e) => e.revertOf === null)
  const summary: BatchUndoSummary = {
    batchId,
    total: entries.length,
    reverted: 0,
    refused: 0,
    uncertain: 0,
    impossible: [],
    cancelled: false,
  }
  const revertBatch = deps.newId()
  const job =
    deps.jobs &&
    undoJob(deps.jobs, {
      jobId: revertBatch,
      workspaceId,
      eventId: eventOf(entries),
      total: entries.length,
    })
  job?.step(0, false)
  let done = 0
  const throttle = progressThrottle({
    now: deps.now,
    ...(deps.timers ? { timers: deps.timers } : {}),
  })
  // A pause and the end are said at once; steps in between at most five times a second.
  const progress = (paused: boolean, last = false) =>
    throttle.report(
      batchId,
      () => {
        deps.emitProgress({ workspaceId, batchId, done, total: entries.length, paused })
        if (!last) job?.step(done, paused)
      },
      last || paused,
    )

  try {
    for (const entry of entries) {
      if (signal.aborted) break
      const quota = deps.quota(workspaceId)
      if (quota.remaining <= 0) {
        progress(true)
        await deps.waitUntil(quota.resetsAt, signal)
      }
      try {
        const { entry: revert } = await deps.reverter.revert(
          workspaceId,
          entry.id,
          { overrideConflict: false, batchId: revertBatch },
          { signal },
        )
        if (revert.outcome.status === 'applied') summary.reverted++
        else if (revert.outcome.status === 'refused') summary.refused++
        else summary.uncertain++
      } catch (error) {
        const data = toAppErrorData(error)
        if (data.kind === 'cancelled' || signal.aborted) break
        summary.impossible.push({ entryId: entry.id, why: data.message })
      }
      done++
      progress(false)
    }
  } catch (error) {
    // Only the wait for the quota throws here, when the call is cancelled.
    if (!signal.aborted) {
      throttle.dispose()
      job?.fail(done, toAppErrorData(error).message)
      throw error
    }
  }
  summary.cancelled = signal.aborted
  progress(false, true)
  job?.end(summary)
  return summary
}
