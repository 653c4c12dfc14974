/**
 * The end of one run of an export: place the file, pause resumably, or
 * remove every trace.
 */
import { resolveColumns } from '@shared/attendees/columns'
import { appError, toAppErrorData, type AppErrorData } from '@shared/errors'
import type { Logger } from '../logging/logger'
import type { Checkpoint, CheckpointStore } from './checkpoint'
import { createCsvEncoder } from './csv-writer'
import { fileProblem } from './export-check'
import { isQuotaError, type JobRecord } from './export-status'
import { readBack } from './file-readback'
import { fileFault, folderTargetMessage, isFolderError, type FileFault } from './file-faults'
import { placeFile, type ExportFs, type ExportOutput } from './output-file'

export interface FinishDeps {
  store: CheckpointStore
  now(): number
  log: Logger
  fs?: ExportFs
}

/**
 * Success seals the file, reads it back (it must hold what was written) and
 * places it under its name.
 *
 * The daily quota, an app shutdown or a full disk pause it (the checkpoint
 * stays, the partial file stays hidden); a cancel or any other failure removes
 * the partial file and the checkpoint.
 */
export async function finishRun(
  job: JobRecord,
  output: ExportOutput,
  error: unknown,
  deps: FinishDeps,
): Promise<void> {
  const { cp } = job
  const t = deps.now()
  cp.elapsedMs += t - (job.runStartedAt ?? t)
  job.runStartedAt = null
  job.controller = null
  let failure = error
  if (failure === null) {
    try {
      await output.seal()
      await checkOnDisk(cp, deps)
      cp.complete = true
      return await placeOrPause(job, deps)
    } catch (e) {
      failure = e
    }
  }
  const fault = fileFault(failure, 'write', cp.targetPath)
  const quota = isQuotaError(failure)
  if (job.stopping === 'shutdown' || (job.stopping === null && (quota || fault))) {
    await output.sync().catch(() => undefined)
    await output.close()
    if (job.stopping === 'shutdown') await pause(job, 'interrupted', null, deps)
    else if (fault) await pause(job, fault.reason, faultData(fault), deps)
    else await pause(job, 'quota', toAppErrorData(failure), deps)
    return
  }
  await output.discard()
  await deps.store.remove(cp.exportId)
  job.state = job.stopping === 'cancel' ? 'cancelled' : 'failed'
  job.error = job.state === 'failed' ? toAppErrorData(failure) : null
  job.finishedAt = new Date(t).toISOString()
  if (job.state === 'failed') {
    deps.log.warn('export failed', { exportId: cp.exportId, error: failure })
  }
}

/**
 * Puts a complete export's sealed file under its name.
 *
 * Pauses it again when the disk is full or the file is held open. Resume calls
 * this alone: nothing is fetched again.
 */
export async function placeOrPause(job: JobRecord, deps: FinishDeps): Promise<void> {
  const { cp } = job
  const paths = {
    tempPath: cp.tempPath,
    idsPath: deps.store.idsPath(cp.exportId),
    targetPath: cp.targetPath,
  }
  try {
    await placeFile(paths, widening(cp), deps.fs)
  } catch (error) {
    // A folder made under the chosen name while the export ran.
    if (isFolderError(error)) throw appError('file', folderTargetMessage(cp.targetPath))
    const fault = fileFault(error, 'place', cp.targetPath)
    if (!fault) throw error
    await pause(job, fault.reason, faultData(fault), deps)
    return
  }
  await deps.store.remove(cp.exportId)
  job.state = 'done'
  job.error = null
  job.finishedAt = new Date(deps.now()).toISOString()
  deps.log.info('export finished', { exportId: cp.exportId, rows: cp.rows, requests: cp.requests })
}

/**
 * Pauses resumably.
 *
 * A checkpoint that cannot be saved (its disk is full too) leaves the last one
 * saved, which vouches for less of the file: Resume in this session goes on
 * from memory, after a restart from that one.
 */
async function pause(
  job: JobRecord,
  reason: Checkpoint['pausedReason'],
  error: AppErrorData | null,
  deps: FinishDeps,
): Promise<void> {
  job.cp.state = 'paused'
  job.cp.pausedReason = reason
  await deps.store.save(job.cp).catch((e: unknown) => {
    deps.log.warn('export checkpoint could not be saved', { exportId: job.cp.exportId, error: e })
  })
  job.state = 'paused'
  job.error = error
}

/**
 * Throws unless the sealed file holds on disk what the run wrote.
 *
 * The run's counts are of rows pushed to the file; a write the disk took only
 * in part, or a file cut short, shows only in what is read back.
 */
async function checkOnDisk(cp: Checkpoint, deps: FinishDeps): Promise<void> {
  const problem = fileProblem(cp, await readBack(cp.tempPath, deps.fs))
  if (problem) throw appError('file', problem)
}

const faultData = (fault: FileFault): AppErrorData => ({
  kind: 'file',
  message: fault.message,
  retryable: true,
})

/** The full header for a file whose columns grew after its header line was written. */
function widening(cp: Checkpoint) {
  if (!cp.widened || !cp.header) return undefined
  const head = createCsvEncoder(resolveColumns(cp.header), cp).head()
  return { head, width: cp.header.length, widened: () => (cp.widened = false) }
}
