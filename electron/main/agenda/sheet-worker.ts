/**
 * Worker-thread entry of the agenda's sheet work (sheet-work.ts).
 *
 * Receives one job, reading a file's bytes or planning a sheet, answers with
 * its result or with the AppError it raised (a failure that is not one keeps
 * its message in the details only), and is then stopped by the main thread.
 * Nothing here touches the network or the disk.
 */
import { parentPort } from 'node:worker_threads'
import { isAppError, toAppErrorData } from '@shared/errors'
import { runSheetJob, type SheetJob, type SheetReply } from './sheet-work'

const port = parentPort
if (!port) throw new Error('sheet-worker.ts runs only as a worker thread')

port.once('message', (job: SheetJob) => {
  runSheetJob(job).then(
    (result) => port.postMessage({ ok: true, result } satisfies SheetReply),
    (error: unknown) => {
      const data = toAppErrorData(error)
      if (!isAppError(error) && error instanceof Error) data.description = error.message
      port.postMessage({ ok: false, error: data } satisfies SheetReply)
    },
  )
})
