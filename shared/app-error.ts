/**
 * The error class that crosses the bridge, kept free of zod so the preload
 * bundle stays small. Its data schema is in errors.ts.
 */
import type { AppErrorData, AppErrorKind } from './errors'

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
