/**
 * One serialisable error type for everything that crosses the bridge.
 * The main process turns every failure into `AppErrorData`; the renderer
 * rebuilds an `AppError` from it. Never carries a stack or a secret.
 */
import { z } from 'zod'
import { AppError } from './app-error'

export { AppError, appError, isAppError } from './app-error'

export const APP_ERROR_KINDS = [
  'http', // the service answered with an error status
  'network', // no answer: connection refused, reset, DNS
  'timeout',
  'cancelled',
  'invalid-input', // a payload failed its schema before anything was sent
  'invalid-response', // the service answered with something of the wrong shape
  'keychain',
  'quota', // the local daily quota guard refused to start work
  'not-found', // a local thing (workspace, file) does not exist
  'internal',
] as const
export type AppErrorKind = (typeof APP_ERROR_KINDS)[number]

export const appErrorDataSchema = z.object({
  kind: z.enum(APP_ERROR_KINDS),
  /** A sentence for the user: what went wrong and what to do. */
  message: z.string(),
  status: z.number().int().optional(),
  code: z.string().optional(),
  description: z.string().optional(),
  /** Field name → message, shown on form fields. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
  retryable: z.boolean(),
  retryAfterSeconds: z.number().optional(),
})
export type AppErrorData = z.infer<typeof appErrorDataSchema>

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
