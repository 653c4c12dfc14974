/**
 * Reading and planning an agenda sheet, away from the main process's event loop.
 *
 * Each job runs in a worker thread of its own (sheet-worker.ts) with a memory
 * limit, so a sheet that is hard work stalls nothing else and one that would
 * need more memory than an agenda can is refused, not the app brought down.
 * A job can be cancelled: its thread is stopped. Without a way to start
 * threads (unit tests) the same code runs on the calling thread.
 */
import type { Worker, WorkerOptions } from 'node:worker_threads'
import { AppError, appError, type AppErrorData } from '@shared/errors'
import { planSheet, type SheetPlan } from '@shared/agenda/plan'
import type { AgendaKnowledge } from '@shared/agenda/known-sessions'
import type { ColumnMatch } from '@shared/agenda/model'
import type { Sheet } from '@shared/agenda/sheet'
import type { DateOrder } from '@shared/agenda/date-order'
import { readSheetBytes } from './read-sheet'

export interface PlanInput {
  sheet: Sheet
  columns: ColumnMatch[]
  known: AgendaKnowledge
  zone: string
  /** How the sheet writes day and month; null while not known (or none is written so). */
  order: DateOrder | null
}

export type SheetJob =
  | { kind: 'read'; bytes: Uint8Array; fileName: string }
  | { kind: 'plan'; fileName: string; input: PlanInput }

export type SheetReply =
  { ok: true; result: Sheet | SheetPlan } | { ok: false; error: AppErrorData }

export interface SheetWork {
  read(bytes: Uint8Array, fileName: string, signal?: AbortSignal): Promise<Sheet>
  plan(fileName: string, input: PlanInput, signal?: AbortSignal): Promise<SheetPlan>
}

/** Memory a sheet's thread may use: many times what a sheet within the limits needs. */
export const SHEET_WORKER_LIMITS: NonNullable<WorkerOptions['resourceLimits']> = {
  maxOldGenerationSizeMb: 512,
  maxYoungGenerationSizeMb: 32,
}

/** Does one job (on whichever thread calls it). */
export async function runSheetJob(job: SheetJob): Promise<Sheet | SheetPlan> {
  if (job.kind === 'read') return readSheetBytes(job.bytes, job.fileName)
  const { sheet, columns, known, zone, order } = job.input
  return planSheet(sheet, columns, known, zone, order)
}

/** The jobs on the calling thread (tests). */
export function inThreadSheetWork(): SheetWork {
  return {
    read: async (bytes, fileName) =>
      (await runSheetJob({ kind: 'read', bytes, fileName })) as Sheet,
    plan: async (fileName, input) =>
      (await runSheetJob({ kind: 'plan', fileName, input })) as SheetPlan,
  }
}

const cancelled = () => appError('cancelled', 'Opening the spreadsheet was cancelled.')

/** The sentence for a thread that failed: out of memory, or stopped for another reason. */
function threadFailed(fileName: string, error: unknown): AppError {
  const detail = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: string } | null)?.code
  if (code === 'ERR_WORKER_OUT_OF_MEMORY')
    return appError(
      'invalid-input',
      `“${fileName}” needs more memory to read than an agenda may use: save only the sheet with the sessions, as CSV or .xlsx.`,
      { description: detail },
    )
  return appError(
    'internal',
    `“${fileName}” could not be read: the reading stopped unexpectedly. Try again.`,
    {
      description: detail,
    },
  )
}

/** Each job in a thread of its own, started with `spawn` and stopped when the job ends. */
export function workerSheetWork(spawn: (options: WorkerOptions) => Worker): SheetWork {
  function run(job: SheetJob, signal?: AbortSignal): Promise<Sheet | SheetPlan> {
    if (signal?.aborted) return Promise.reject(cancelled())
    return new Promise((resolve, reject) => {
      const worker = spawn({ resourceLimits: SHEET_WORKER_LIMITS })
      let settled = false
      const settle = (act: () => void) => {
        if (settled) return
        settled = true
        signal?.removeEventListener('abort', onAbort)
        act()
        void worker.terminate()
      }
      const onAbort = () => settle(() => reject(cancelled()))
      signal?.addEventListener('abort', onAbort, { once: true })
      worker.on('message', (reply: SheetReply) =>
        settle(() => (reply.ok ? resolve(reply.result) : reject(new AppError(reply.error)))),
      )
      worker.on('error', (error) => settle(() => reject(threadFailed(job.fileName, error))))
      worker.on('exit', (code) =>
        settle(() => reject(threadFailed(job.fileName, new Error(`the thread exited (${code})`)))),
      )
      // The bytes are copied, not transferred: the caller may still hold them.
      worker.postMessage(job)
    })
  }
  return {
    read: async (bytes, fileName, signal) =>
      (await run({ kind: 'read', bytes, fileName }, signal)) as Sheet,
    plan: async (fileName, input, signal) =>
      (await run({ kind: 'plan', fileName, input }, signal)) as SheetPlan,
  }
}
