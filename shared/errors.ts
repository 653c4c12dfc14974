/**
 * One serialisable error type for everything that crosses the bridge.
 *
 * The main process turns every failure into `AppErrorData`; the renderer
 * rebuilds an `AppError` from it. Never carries a stack or a secret.
 */
import { z } from 'zod'
import { APP_ERROR_KINDS, AppError, type AppErrorData } from './app-error'

export { APP_ERROR_KINDS, AppError, appError, isAppError } from './app-error'
export type { AppErrorData, AppErrorKind } from './app-error'

/** AppErrorData as a schema: the call envelope, export statuses and the renderer check it with this. */
export const appErrorDataSchema = z.object({
  kind: z.enum(APP_ERROR_KINDS),
  message: z.string(),
  status: z.number().int().optional(),
  code: z.string().optional(),
  description: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  retryable: z.boolean(),
  retryAfterSeconds: z.number().optional(),
  mayHaveApplied: z.boolean().optional(),
}) satisfies z.ZodType<AppErrorData>

/** Any thrown value → AppErrorData, without leaking stacks or internals. */
export function toAppErrorData(error: unknown): AppErrorData {
  if (error instanceof AppError) return error.data
  if (error instanceof Error && error.name === 'AbortError') {
    return { kind: 'cancelled', message: 'The operation was cancelled.', retryable: false }
  }
  return {
    kind: 'internal',
    message: 'Something went wrong inside Stagehand. The details are in the log file.',
    retryable: false,
  }
}
