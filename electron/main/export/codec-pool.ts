/**
 * Runs the page codec in worker threads.
 *
 * Reading and encoding pages (the export's CPU work) then runs beside the main
 * thread's fetching and writing instead of taking turns with it. Workers start
 * on first use and stop when idle. Jobs wait here, not in the workers, so an
 * urgent one (the page the file waits for, or an answer that decides what to
 * fetch next and could not be peeked at) goes ahead of pages already waiting. A
 * worker that cannot start or dies hands its pages to the main thread, which
 * runs the same code: an export never fails for want of a thread.
 */
import { availableParallelism } from 'node:os'
import type { Worker } from 'node:worker_threads'
import { AppError } from '@shared/errors'
import type { Logger } from '../logging/logger'
import { fromWire, type CodecReply, type CodecRequest } from './codec-wire'
import { createPageCoder, type CodecJob, type CodecResult } from './page-codec'

export interface PageCodec {
  /** `urgent` jobs are read before those already waiting. */
  code(job: CodecJob, urgent?: boolean): Promise<CodecResult>
  close(): Promise<void>
}

/** The codec on the calling thread (tests, and the fallback). */
export function inThreadCodec(): PageCodec {
  const code = createPageCoder()
  return {
    code: async (job) => code(job),
    close: async () => undefined,
  }
}

export interface WorkerCodecOptions {
  /** Starts one codec worker (codec-worker.ts, built or run through a TypeScript loader). */
  spawn(): Worker
  size: number
  log: Logger
  /** Workers with nothing to do stop after this long. */
  idleMs?: number
}

interface Task {
  job: CodecJob
  resolve(result: CodecResult): void
  reject(error: Error): void
}

interface Slot {
  worker: Worker
  running: Map<number, Task>
  idleTimer: NodeJS.Timeout | null
}

/** Codec threads for this machine: two at least (see core.ts), up to four where cores allow. */
export function codecWorkerCount(cores = availableParallelism()): number {
  return Math.min(4, Math.max(2, cores - 1))
}

/** Jobs handed to a worker at once: one to work on and one ready behind it. */
const PER_WORKER = 2

export function workerCodec(options: WorkerCodecOptions): PageCodec {
  const fallback = createPageCoder()
  const slots: Slot[] = []
  const waiting: Task[] = []
  let nextId = 0
  /** Set when a worker failed (or the pool closed): everything is read on this thread from then on. */
  let broken = false
  const idleMs = options.idleMs ?? 10_000

  const runHere = (task: Task): void => {
    try {
      task.resolve(fallback(task.job))
    } catch (error) {
      task.reject(error as Error)
    }
  }

  function retire(slot: Slot, why: unknown): void {
    const index = slots.indexOf(slot)
    if (index < 0) return
    slots.splice(index, 1)
    if (slot.idleTimer) clearTimeout(slot.idleTimer)
    void slot.worker.terminate()
    if (why !== null) {
      broken = true
      options.log.warn('export codec worker failed; pages are read on the main thread', {
        error: String(why),
      })
    }
    // Its pages were copied to it, not moved: they are read again here.
    const orphans = [...slot.running.values()]
    slot.running.clear()
    for (const task of orphans) runHere(task)
    dispatch()
  }

  function start(): Slot | null {
    let worker: Worker
    try {
      worker = options.spawn()
    } catch (error) {
      broken = true
      options.log.warn('export codec worker could not start', { error })
      return null
    }
    worker.unref()
    const slot: Slot = { worker, running: new Map(), idleTimer: null }
    worker.on('message', (reply: CodecReply) => {
      const task = slot.running.get(reply.id)
      if (!task) return
      slot.running.delete(reply.id)
      if (reply.ok) task.resolve(fromWire(reply.result))
      else task.reject(new AppError(reply.error))
      dispatch()
    })
    worker.on('error', (error) => retire(slot, error))
    worker.on('exit', (code) => retire(slot, code === 0 ? null : `exit code ${code}`))
    slots.push(slot)
    return slot
  }

  /** The least busy worker with room, starting one while the pool is not full. */
  function freeSlot(): Slot | null {
    let best: Slot | null = null
    for (const s of slots) if (!best || s.running.size < best.running.size) best = s
    if ((!best || best.running.size > 0) && slots.length < options.size) best = start() ?? best
    return best && best.running.size < PER_WORKER ? best : null
  }

  function dispatch(): void {
    while (waiting.length > 0) {
      const slot = broken ? null : freeSlot()
      if (broken) {
        for (const task of waiting.splice(0)) runHere(task)
        return
      }
      if (!slot) break
      const task = waiting.shift()!
      const id = ++nextId
      if (slot.idleTimer) clearTimeout(slot.idleTimer)
      slot.idleTimer = null
      slot.running.set(id, task)
      slot.worker.postMessage({ id, job: task.job } satisfies CodecRequest)
    }
    for (const slot of slots) {
      if (slot.running.size > 0 || slot.idleTimer) continue
      slot.idleTimer = setTimeout(() => retire(slot, null), idleMs)
      slot.idleTimer.unref()
    }
  }

  return {
    code(job, urgent = false) {
      return new Promise<CodecResult>((resolve, reject) => {
        const task = { job, resolve, reject }
        if (urgent) waiting.unshift(task)
        else waiting.push(task)
        dispatch()
      })
    },
    async close() {
      broken = true
      for (const slot of [...slots]) retire(slot, null)
    },
  }
}
