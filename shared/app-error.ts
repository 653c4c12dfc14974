/**
 * The error that crosses the bridge: its kinds, its data and its class.
 *
 * Kept free of zod so the preload bundle and the window's first screen stay
 * small. errors.ts holds the schema that checks the data and the conversion
 * of any thrown value; `readAppErrorData` reads the data as that schema does
 * (errors.test.ts holds them to the same answers).
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

/**
 * What a write whose answer was lost says after its cause. A place that can
 * settle it, or says that trying again is safe, gives its own words instead
 * (`withoutCheckAdvice`).
 */
export const CHECK_ADVICE =
  'The change may have been applied before the answer was lost: check it before sending it again.'

/** `message` without CHECK_ADVICE at its end. */
export function withoutCheckAdvice(message: string): string {
  return message.endsWith(CHECK_ADVICE) ? message.slice(0, -CHECK_ADVICE.length).trimEnd() : message
}

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

const OPTIONAL_TEXT = ['code', 'description'] as const

/**
 * The AppErrorData in `value`, as `appErrorDataSchema` reads it, or null.
 *
 * Members it does not know are left out, as the schema strips them; a
 * `__proto__` field name is dropped, as zod's record drops it.
 */
export function readAppErrorData(value: unknown): AppErrorData | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const v = value as Record<string, unknown>
  if (!(APP_ERROR_KINDS as readonly unknown[]).includes(v.kind)) return null
  if (typeof v.message !== 'string' || typeof v.retryable !== 'boolean') return null
  const data: AppErrorData = {
    kind: v.kind as AppErrorKind,
    message: v.message,
    retryable: v.retryable,
  }
  if (v.status !== undefined) {
    if (!Number.isSafeInteger(v.status)) return null
    data.status = v.status as number
  }
  for (const key of OPTIONAL_TEXT) {
    if (v[key] === undefined) continue
    if (typeof v[key] !== 'string') return null
    data[key] = v[key]
  }
  if (v.retryAfterSeconds !== undefined) {
    if (!Number.isFinite(v.retryAfterSeconds)) return null
    data.retryAfterSeconds = v.retryAfterSeconds as number
  }
  if (v.mayHaveApplied !== undefined) {
    if (typeof v.mayHaveApplied !== 'boolean') return null
    data.mayHaveApplied = v.mayHaveApplied
  }
  if (v.fieldErrors !== undefined) {
    const fields = readTextRecord(v.fieldErrors)
    if (!fields) return null
    data.fieldErrors = fields
  }
  return data
}

function readTextRecord(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const out: Record<string, string> = {}
  for (const [key, text] of Object.entries(value)) {
    if (typeof text !== 'string') return null
    if (key !== '__proto__') out[key] = text
  }
  return out
}
