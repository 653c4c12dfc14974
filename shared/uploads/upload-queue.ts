/**
 * A queue that sends many uploads a few at a time over an injected upload function.
 *
 * The review table of the bulk photo drop runs it over the bridge, the upload
 * benchmark over the main-process core directly, so both measure and ship the
 * same code.
 *
 * Why a small fixed number at once and no pacing of its own: the main
 * process's scheduler already paces every request of a workspace under the
 * service's limits and waits out a 429 for the whole workspace
 * (docs/api-decisions.md, "Rate limits and quota"). A second limiter here
 * would only fight it. The queue bounds what it holds in flight instead: each
 * upload carries up to 4 MiB of file bytes across the bridge.
 *
 * Every entry is sent at most once per request of the user: an entry that is
 * uploading or done is never sent again; "retry failed" sends only the failed
 * ones (or those of them a filter keeps: an upload whose answer was lost is
 * checked before it is sent again, docs/api-decisions.md "Retries"), and a
 * failed entry found applied by such a check is marked done. Cancel stops starting new uploads and lets those already sent finish,
 * because an upload cut off mid-way may still have reached the service, and
 * its result would then be unknown.
 */

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled'

export interface UploadEntry<R> {
  key: string
  state: UploadState
  /** The upload's answer, once done. */
  result?: R
  /** Why it failed, as the upload function threw it. */
  error?: unknown
  /** How many times it was sent. */
  attempts: number
}

export interface UploadProgress<R> {
  total: number
  waiting: number
  uploading: number
  done: number
  failed: number
  cancelled: number
  /** Entries finished one way or another (done, failed, cancelled) over all entries: 0 to 1. */
  fraction: number
  /** True from start() or retryFailed() until nothing is in flight or waiting. */
  running: boolean
  entries: ReadonlyArray<UploadEntry<R>>
}

export interface UploadQueueOptions<T, R> {
  upload: (item: T) => Promise<R>
  /** Uploads in flight at once (default BULK_UPLOAD_CONCURRENCY). */
  concurrency?: number
}

export interface UploadQueue<R> {
  /** Sends every entry not yet sent or cancelled; resolves when none is left in flight. */
  start(): Promise<UploadProgress<R>>
  /** Sends the failed entries again, and only those (only those `which` keeps, when given). */
  retryFailed(which?: (entry: UploadEntry<R>) => boolean): Promise<UploadProgress<R>>
  /** A failed entry found applied after all (its answer was lost): done, with this result. */
  markDone(key: string, result: R): void
  /** No new uploads start; the waiting ones become cancelled; those in flight finish. */
  cancel(): void
  /** The current state; a new object after every change (for useSyncExternalStore). */
  progress(): UploadProgress<R>
  subscribe(listener: () => void): () => void
}

/**
 * Eight at once: 50 photos of a few hundred KB over a 50 ms round trip finish
 * well within the service's burst of 100, with at most 32 MiB of file bytes
 * in flight.
 */
export const BULK_UPLOAD_CONCURRENCY = 8

export function createUploadQueue<T, R>(
  items: ReadonlyArray<{ key: string; item: T }>,
  options: UploadQueueOptions<T, R>,
): UploadQueue<R> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? BULK_UPLOAD_CONCURRENCY))
  const keys = new Set<string>()
  for (const { key } of items) {
    if (keys.has(key)) throw new Error(`Two uploads share the key "${key}"`)
    keys.add(key)
  }
  const entries: UploadEntry<R>[] = items.map(({ key }) => ({ key, state: 'waiting', attempts: 0 }))
  const payloads = items.map(({ item }) => item)
  const listeners = new Set<() => void>()
  let inFlight = 0
  let running = false
  let idle: {
    promise: Promise<UploadProgress<R>>
    resolve: (p: UploadProgress<R>) => void
  } | null = null
  let snapshot = build()

  function build(): UploadProgress<R> {
    const count = (s: UploadState) => entries.filter((e) => e.state === s).length
    const done = count('done')
    const failed = count('failed')
    const cancelled = count('cancelled')
    return {
      total: entries.length,
      waiting: count('waiting'),
      uploading: count('uploading'),
      done,
      failed,
      cancelled,
      fraction: entries.length === 0 ? 1 : (done + failed + cancelled) / entries.length,
      running,
      entries: entries.map((e) => ({ ...e })),
    }
  }

  function changed(): void {
    snapshot = build()
    for (const listener of [...listeners]) listener()
  }

  function settle(): void {
    if (inFlight > 0 || entries.some((e) => e.state === 'waiting') || !idle) return
    running = false
    changed()
    const { resolve } = idle
    idle = null
    resolve(snapshot)
  }

  function send(index: number): void {
    const entry = entries[index]!
    entry.state = 'uploading'
    entry.attempts++
    inFlight++
    // Called for its promise only; an upload function that throws synchronously fails that entry.
    Promise.resolve()
      .then(() => options.upload(payloads[index]!))
      .then(
        (result) => {
          entry.state = 'done'
          entry.result = result
          delete entry.error
        },
        (error: unknown) => {
          entry.state = 'failed'
          entry.error = error
        },
      )
      .finally(() => {
        inFlight--
        pump()
      })
  }

  function pump(): void {
    while (running && inFlight < concurrency) {
      const next = entries.findIndex((e) => e.state === 'waiting')
      if (next < 0) break
      send(next)
    }
    changed()
    settle()
  }

  function run(): Promise<UploadProgress<R>> {
    running = true
    idle ??= (() => {
      let resolve!: (p: UploadProgress<R>) => void
      const promise = new Promise<UploadProgress<R>>((r) => (resolve = r))
      return { promise, resolve }
    })()
    const { promise } = idle
    pump()
    return promise
  }

  return {
    start() {
      for (const e of entries) if (e.state === 'cancelled') e.state = 'waiting'
      return run()
    },
    retryFailed(which) {
      for (const e of entries) {
        if (e.state === 'failed' && (!which || which({ ...e }))) e.state = 'waiting'
      }
      return run()
    },
    markDone(key, result) {
      const entry = entries.find((e) => e.key === key)
      if (entry?.state !== 'failed') return
      entry.state = 'done'
      entry.result = result
      delete entry.error
      changed()
    },
    cancel() {
      running = false
      for (const e of entries) if (e.state === 'waiting') e.state = 'cancelled'
      changed()
      // Resolves now if nothing is in flight; otherwise when the last one finishes.
      if (idle && inFlight === 0) {
        const { resolve } = idle
        idle = null
        resolve(snapshot)
      }
    },
    progress: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
