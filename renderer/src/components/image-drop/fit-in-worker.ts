/**
 * "Convert and fit" (fit-image.ts) in a Web Worker (fit-image.worker.ts).
 *
 * Decoding, the transparency scan (reading every pixel: hundreds of
 * milliseconds for a large photo) and re-encoding never block typing or
 * scrolling. The source file goes over by structured clone (a Blob is a handle,
 * its bytes are not copied); a refusal comes back as FitRefused.
 *
 *   const fitter = createFitter()
 *   const fitted = await fitter.fit(file, 'speaker-picture', verdict)
 */
import type { ImageTarget } from '@shared/images/precheck'
import { FitRefused, convertAndFit, type FittedImage } from './fit-image'
import type { InstantVerdict } from './instant-verdict'
import { createWorkerCalls } from '@renderer/lib/worker-calls'

export type FitFound = Pick<InstantVerdict, 'formatId' | 'formatName' | 'byteLength'>

export interface FitRequest {
  id: number
  source: Blob
  target: ImageTarget
  found: FitFound
}

export type FitResponse =
  | { id: number; ok: true; fitted: FittedImage }
  /** refused: the picture cannot be fitted (said as it is); else the conversion broke. */
  | { id: number; ok: false; refused: boolean; message: string }

/** The part of a Worker the fitter uses (a test passes a stand-in). */
export interface FitWorker {
  postMessage(message: FitRequest): void
  addEventListener(type: 'message', listener: (event: { data: FitResponse }) => void): void
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void
  terminate(): void
}

/** The worker's answer to one request; never rejects. */
export async function answerFit(
  { id, source, target, found }: FitRequest,
  convert: typeof convertAndFit = convertAndFit,
): Promise<FitResponse> {
  try {
    return { id, ok: true, fitted: await convert(source, target, found) }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { id, ok: false, refused: error instanceof FitRefused, message }
  }
}

const startWorker = (): FitWorker =>
  new Worker(new URL('./fit-image.worker.ts', import.meta.url), { type: 'module' })

/** One worker, started on the first conversion and kept for the next ones. */
export function createFitter(start: () => FitWorker = startWorker) {
  const calls = createWorkerCalls({
    start,
    settle: (data: FitResponse): FittedImage | Error =>
      data.ok ? data.fitted : data.refused ? new FitRefused(data.message) : new Error(data.message),
    crashed: (message) => new Error(message ?? 'the converter stopped'),
  })
  return {
    fit(source: Blob, target: ImageTarget, found: FitFound): Promise<FittedImage> {
      const { formatId, formatName, byteLength } = found
      return calls.call((id) => ({
        id,
        source,
        target,
        found: { formatId, formatName, byteLength },
      }))
    },
  }
}
