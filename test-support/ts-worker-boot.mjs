// Runs a TypeScript worker entry from source: tsx's loader is registered in
// this worker thread first (a worker does not inherit the parent's loaders).
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.entry)
