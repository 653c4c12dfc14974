/**
 * Reads an error that came back over the bridge.
 *
 * An `AppError` built by the shared bridge carries `.data`; across Electron's
 * contextBridge custom properties can be dropped, so this also accepts a plain
 * `{ data }`, a bare AppErrorData object or a plain Error, and never throws.
 */
import { readAppErrorData, type AppErrorData } from '@shared/app-error'

export function errorData(error: unknown): AppErrorData {
  if (error && typeof error === 'object') {
    const read = readAppErrorData((error as { data?: unknown }).data) ?? readAppErrorData(error)
    if (read) return read
  }
  const message =
    error instanceof Error && error.message
      ? error.message
      : 'Something went wrong inside Stagehand. The details are in the log file.'
  return { kind: 'internal', message, retryable: false }
}

/** A 401 from the service: the stored API key was refused. */
export function isKeyRefused(error: unknown): boolean {
  const data = errorData(error)
  return data.kind === 'http' && data.status === 401
}

export function isRetryable(error: unknown): boolean {
  return errorData(error).retryable
}
