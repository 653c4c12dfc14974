/**
 * The error that crosses the bridge: its kinds, its data and its class.
 *
 * Kept free of zod so the preload bundle stays small. errors.ts holds the schema
 * that checks the data and the conversion of any thrown value.
 */

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
  'file', // a local file could not be written: a full disk, a file held open
  'internal',
] as const
export type AppErrorKind = (typeof APP_ERROR_KINDS)[number]

/** What a failure carries across the bridge. Never a stack or a secret. */
export interface AppErrorData {
  kind: AppErrorKind
  /** A sentence for the user: what went wrong and what to do. */
  message: string
  status?: number
  code?: string
  description?: string
  /** Field name → message, shown on form fields. */
  fieldErrors?: Record<string, string>
  retryable: boolean
  retryAfterSeconds?: number
  /**
   * A write (upload, update, delete) whose answer was lost after it was sent.
   *
   * The service may have applied it. It is not repeated on its own; the user
   * checks (reads the item again) or sends it again on purpose.
   */
  mayHaveApplied?: boolean
}

export class AppError extends Error {
  readonly data: AppErrorData
  constructor(data: AppErrorData) {
    super(data.message)
    this.name = 'AppError'
    this.data = data
  }
  get kind(): AppErrorKind {
    return this.data.kind
  }
  get status(): number | undefined {
    return this.data.status
  }
  toJSON(): AppErrorData {
    return this.data
  }
}

export function appError(
  kind: AppErrorKind,
  message: string,
  extra: Partial<Omit<AppErrorData, 'kind' | 'message'>> = {},
): AppError {
  return new AppError({ kind, message, retryable: false, ...extra })
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}
