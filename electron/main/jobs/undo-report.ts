/**
 * A batch undo as a long job: its steps on the taskbar, its end in a sentence.
 *
 * The undo (journal/batch-undo.ts) reports each progress it sends the window
 * (already at most five a second) and once its end. A pause is always for the
 * day's request quota: the undo waits for it and goes on by itself.
 */
import type { BatchUndoSummary } from '@shared/ipc/channels/journal'
import type { JobReportInput } from '@shared/ipc/channels/jobs'
import type { JobService } from './job-service'

export interface UndoRun {
  /** The reverts' own batch: new for every undo, so two undos of one batch are two jobs. */
  jobId: string
  workspaceId: string
  /** The event of the batch's entries, or null when they span several. */
  eventId: string | null
  total: number
}

export interface UndoJob {
  step(done: number, paused: boolean): void
  end(summary: BatchUndoSummary): void
  fail(done: number, message: string): void
}

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`

const PAUSED =
  "The day's request quota is used up; the undo goes on by itself when the quota comes back."

/** How an undo ended, in a sentence: what was undone, and what was not and why. */
export function undoEndMessage(summary: BatchUndoSummary): string {
  const { total, reverted, refused, uncertain, impossible } = summary
  if (summary.cancelled) return `Cancelled after ${reverted} of ${changes(total)} were undone.`
  if (total === 0) return 'The batch holds no change to undo.'
  if (reverted === total)
    return total === 1 ? 'The change was undone.' : `All ${total} changes were undone.`
  const not = [
    refused > 0 ? `the service refused ${refused}` : null,
    uncertain > 0 ? `${uncertain} got no answer (Check them in History)` : null,
    impossible.length > 0 ? `${impossible.length} cannot be undone` : null,
  ].filter((part) => part !== null)
  return `${reverted} of ${changes(total)} were undone; ${not.join(', ')}. History says why for each.`
}

/** Reports one undo run to the jobs service. */
export function undoJob(jobs: Pick<JobService, 'report'>, run: UndoRun): UndoJob {
  const base = {
    jobId: run.jobId,
    kind: 'undo' as const,
    workspaceId: run.workspaceId,
    eventId: run.eventId,
    subject: `Undo of ${changes(run.total)}`,
    total: run.total,
  }
  const report = (rest: Omit<JobReportInput, keyof typeof base>) =>
    jobs.report({ ...base, ...rest })
  return {
    step(done, paused) {
      if (paused) report({ state: 'paused', pausedForQuota: true, done, message: PAUSED })
      else report({ state: 'running', done })
    },
    end(summary) {
      const done =
        summary.reverted + summary.refused + summary.uncertain + summary.impossible.length
      // Nothing undone of something to undo: the undo failed as a whole.
      const failed = !summary.cancelled && summary.total > 0 && summary.reverted === 0
      const state = summary.cancelled ? 'cancelled' : failed ? 'failed' : 'done'
      report({ state, done, message: undoEndMessage(summary) })
    },
    fail(done, message) {
      report({ state: 'failed', done, message })
    },
  }
}
