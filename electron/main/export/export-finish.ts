/** The end of one run of an export: commit the file, pause resumably, or remove every trace. */
import { resolveColumns } from '../../../shared/attendees/columns'
import { toAppErrorData } from '../../../shared/errors'
import type { Logger } from '../logging/logger'
import type { Checkpoint, CheckpointStore } from './checkpoint'
import { createCsvEncoder } from './csv-writer'
import { isQuotaError } from './export-status'
import type { JobRecord } from './export-status'
import type { ExportOutput } from './output-file'

export interface FinishDeps {
  store: CheckpointStore
  now(): number
  log: Logger
}

/**
 * Success renames the file into place. The daily quota or an app shutdown
 * pause it (the checkpoint stays, the partial file stays hidden); a cancel or
 * any other failure removes the partial file and the checkpoint.
 */
export async function finishRun(
  job: JobRecord,
  output: ExportOutput,
  error: unknown,
  { store, now, log }: FinishDeps,
): Promise<void> {
  const { cp } = job
  const t = now()
  cp.elapsedMs += t - (job.runStartedAt ?? t)
  job.runStartedAt = null
  job.controller = null
  if (error === null) {
    await output.commit(cp.targetPath, widening(cp))
    await store.remove(cp.exportId)
    job.state = 'done'
    job.finishedAt = new Date(t).toISOString()
    log.info('export finished', {
      exportId: cp.exportId,
      rows: cp.rows,
      requests: cp.requests,
    })
    return
  }
  const pause = job.stopping === 'shutdown' || (job.stopping === null && isQuotaError(error))
  if (pause) {
    await output.sync().catch(() => undefined)
    await output.close()
    cp.state = 'paused'
    cp.pausedReason = job.stopping === 'shutdown' ? 'interrupted' : 'quota'
    await store.save(cp)
    job.state = 'paused'
    job.error = job.stopping === 'shutdown' ? null : toAppErrorData(error)
    return
  }
  await output.discard()
  await store.remove(cp.exportId)
  job.state = job.stopping === 'cancel' ? 'cancelled' : 'failed'
  job.error = job.state === 'failed' ? toAppErrorData(error) : null
  job.finishedAt = new Date(t).toISOString()
  if (job.state === 'failed') log.warn('export failed', { exportId: cp.exportId, error })
}

/** The full header for a file whose columns grew after its header line was written. */
function widening(cp: Checkpoint): { head: string; width: number } | undefined {
  if (!cp.widened || !cp.header) return undefined
  return { head: createCsvEncoder(resolveColumns(cp.header), cp).head(), width: cp.header.length }
}
