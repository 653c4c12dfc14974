/**
 * Reads an error that came back over the bridge.
 *
 * An `AppError` built by the shared bridge carries `.data`; across Electron's
 * contextBridge custom properties can be dropped, so this also accepts a plain
 * `{ data }`, a bare AppErrorData object or a plain Error, and never throws.
 */
import { appErrorDataSchema, type AppErrorData } from '@shared/errors'

export function errorData(error: unknown): AppErrorData {
  if (error && typeof error === 'object') {
    const withData = appErrorDataSchema.safeParse((error as { data?: unknown }).data)
    if (withData.success) return withData.data
    const bare = appErrorDataSchema.safeParse(error)
    if (bare.success) return bare.data
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
