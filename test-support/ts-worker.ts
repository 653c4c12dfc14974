/**
 * Starts a worker thread on a TypeScript entry from source, for tests, the
 * harness and benchmarks (the app runs the built JavaScript instead).
 */
import { Worker } from 'node:worker_threads'

const boot = new URL('./ts-worker-boot.mjs', import.meta.url)

export function tsWorker(entry: URL): Worker {
  return new Worker(boot, { workerData: { entry: entry.href } })
}

/** The export's page codec worker (electron/main/export/codec-worker.ts). */
export const spawnCodecWorker = (): Worker =>
  tsWorker(new URL('../electron/main/export/codec-worker.ts', import.meta.url))
