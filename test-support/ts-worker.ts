/**
 * Starts a worker thread on a TypeScript entry from source, for tests, the
 * harness and benchmarks (the app runs the built JavaScript instead).
 */
import { Worker, type WorkerOptions } from 'node:worker_threads'

const boot = new URL('./ts-worker-boot.mjs', import.meta.url)

export function tsWorker(entry: URL, options: WorkerOptions = {}): Worker {
  return new Worker(boot, { ...options, workerData: { entry: entry.href } })
}

/** The export's page codec worker (electron/main/export/codec-worker.ts). */
export const spawnCodecWorker = (): Worker =>
  tsWorker(new URL('../electron/main/export/codec-worker.ts', import.meta.url))

/** The agenda's sheet worker (electron/main/agenda/sheet-worker.ts), with the limits asked. */
export const spawnSheetWorker = (options: WorkerOptions = {}): Worker =>
  tsWorker(new URL('../electron/main/agenda/sheet-worker.ts', import.meta.url), options)

/** The change journal's reading thread (electron/main/journal/journal-worker.ts). */
export const spawnJournalWorker = (): Worker =>
  tsWorker(new URL('../electron/main/journal/journal-worker.ts', import.meta.url))
