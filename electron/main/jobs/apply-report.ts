/**
 * An agenda import's apply as a long job: rows answered of rows chosen.
 *
 * The apply runner (agenda/apply-runner.ts) reports each status it sends the
 * window (at most five a second, then the summary), one when it starts, and
 * one when a paused apply is cancelled; a discarded apply is forgotten.
 */
import type { ApplyStatus } from '@shared/agenda/model'
import type { JobReportInput } from '@shared/ipc/channels/jobs'

const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`

/** How an apply ended, in a sentence; null while it runs or once cancelled. */
export function applyEndMessage(status: ApplyStatus): string | null {
  if (status.state === 'paused') return status.pausedReason
  if (status.state !== 'done') return null
  const { total, applied, refused, uncertain } = status
  if (applied === total)
    return total === 1 ? 'The row was applied.' : `All ${total} rows were applied.`
  const not = [
    refused > 0 ? `the service refused ${refused}` : null,
    uncertain > 0 ? `${uncertain} got no answer (Check them in History)` : null,
  ].filter((part) => part !== null)
  return `${applied} of ${rows(total)} were applied; ${not.join(', ')}. The import says why for each.`
}

export function applyJobReport(status: ApplyStatus, pausedForQuota: boolean): JobReportInput {
  // Every row answered, none applied: the apply failed as a whole.
  const failed = status.state === 'done' && status.total > 0 && status.applied === 0
  return {
    jobId: status.importId,
    kind: 'import',
    workspaceId: status.workspaceId,
    eventId: status.eventId,
    subject: status.fileName,
    state: failed ? 'failed' : status.state,
    pausedForQuota: status.state === 'paused' && pausedForQuota,
    done: status.total - status.pending,
    total: status.total,
    message: applyEndMessage(status),
  }
}
