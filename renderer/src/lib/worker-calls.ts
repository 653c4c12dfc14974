/**
 * Calls to one Web Worker, each answered by a message that carries the call's `id`.
 *
 * The worker is started on the first call and kept for the next ones; if it
 * fails to load or crashes, every waiting call fails and the next call starts a
 * new worker. The deep image check and Convert and fit both talk to their
 * workers this way.
 */

/** The part of a Worker this uses (a test passes a stand-in). */
export interface CallableWorker<Request, Answer> {
  postMessage(message: Request, transfer: Transferable[]): void
  addEventListener(type: 'message', listener: (event: { data: Answer }) => void): void
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void
  terminate(): void
}

export interface WorkerCallsOptions<Request, Answer, Result> {
  start: () => CallableWorker<Request, Answer>
  /** A call's result from its answer; an Error returned rejects the call. */
  settle: (answer: Answer) => Result | Error
  /** The error of every waiting call when the worker stops answering. */
  crashed: (message: string | undefined) => Error
}

export function createWorkerCalls<Request, Answer extends { id: number }, Result>(
  options: WorkerCallsOptions<Request, Answer, Result>,
) {
  let worker: CallableWorker<Request, Answer> | undefined
  let nextId = 1
  const pending = new Map<number, { resolve: (r: Result) => void; reject: (e: Error) => void }>()

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error)
    pending.clear()
  }

  const ensureWorker = (): CallableWorker<Request, Answer> => {
    if (worker) return worker
    const w = options.start()
    w.addEventListener('message', ({ data }) => {
      const p = pending.get(data.id)
      if (!p) return
      pending.delete(data.id)
      const result = options.settle(data)
      if (result instanceof Error) p.reject(result)
      else p.resolve(result)
    })
    w.addEventListener('error', (event) => {
      // A worker that failed to load or crashed answers nothing more: start afresh next time.
      w.terminate()
      if (worker === w) worker = undefined
      failAll(options.crashed(event.message))
    })
    worker = w
    return w
  }

  return {
    /** Sends the request made for this call's id; `transfer` moves buffers instead of copying. */
    call(request: (id: number) => Request, transfer: Transferable[] = []): Promise<Result> {
      const id = nextId++
      return new Promise<Result>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        ensureWorker().postMessage(request(id), transfer)
      })
    },
    /** Stops the worker; waiting calls fail with `error`. */
    stop(error: Error): void {
      worker?.terminate()
      worker = undefined
      failAll(error)
    },
  }
}
