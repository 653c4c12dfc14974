/**
 * Deep image precheck in a Web Worker (image-check.worker.ts).
 *
 * Checking a 4 MiB picture then never stalls the UI. The bytes are transferred
 * to the worker and back, not copied: `check` hands them back with the verdict.
 *
 *   const checker = createImageChecker()
 *   const { verdict, bytes } = await checker.check(fileBytes, 'speaker-picture')
 */
import type { ImageTarget, PrecheckResult } from '@shared/images/precheck'
import type { ImageCheckRequest, ImageCheckResponse } from './image-check-protocol'
import { createWorkerCalls } from './worker-calls'

/** The part of a Worker the checker uses (a test passes a stand-in). */
export interface ImageCheckWorker {
  postMessage(message: ImageCheckRequest, transfer: Transferable[]): void
  addEventListener(type: 'message', listener: (event: { data: ImageCheckResponse }) => void): void
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void
  terminate(): void
}

export interface ImageChecker {
  /** The deep verdict. `bytes` is emptied (transferred); use the returned `bytes` instead. */
  check(bytes: Uint8Array, target: ImageTarget): Promise<ImageCheckOutcome>
  /** Stops the worker; pending checks fail. */
  dispose(): void
}

export interface ImageCheckOutcome {
  verdict: PrecheckResult
  bytes: Uint8Array
}

const startWorker = (): ImageCheckWorker =>
  new Worker(new URL('./image-check.worker.ts', import.meta.url), { type: 'module' })

/** One worker, started on the first check and kept for the next ones. */
export function createImageChecker(start: () => ImageCheckWorker = startWorker): ImageChecker {
  const calls = createWorkerCalls({
    start,
    settle: (data: ImageCheckResponse): ImageCheckOutcome => ({
      verdict: data.verdict,
      bytes: new Uint8Array(data.buffer),
    }),
    crashed: (message) =>
      new Error(`The image could not be checked: ${message ?? 'the checker stopped'}`),
  })
  return {
    check(bytes, target) {
      // Only a buffer of exactly these bytes is transferred: a view of a larger one is copied first.
      const own =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
          ? bytes
          : bytes.slice()
      const buffer = own.buffer as ArrayBuffer
      return calls.call((id) => ({ id, buffer, target }), [buffer])
    },
    dispose() {
      calls.stop(new Error('The image checker was stopped'))
    },
  }
}
