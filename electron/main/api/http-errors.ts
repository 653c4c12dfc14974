/**
 * Turns what the service answered into one AppError with a sentence a user can act on.
 *
 * The key itself never appears in any of these: sentences are built from fixed
 * text, the operation name and the server's own words, and those pass the key's
 * redaction first (a service may echo what it was sent).
 */
import { AppError, type AppErrorData } from '@shared/errors'
import { NOT_BACKEND_KEY } from '@shared/workspace'
import { errorEnvelopeSchema, type ErrorEnvelope } from '@shared/api/schemas'
import { createRedactor } from '../logging/logger'
import { waitWords } from '../scheduler/retry-after'

/** What the body of the answer was, for the sentence (an HTML page from a proxy reads differently). */
export type BodyKind = 'json' | 'empty' | 'html' | 'truncated-json' | 'text'

export interface HttpErrorContext {
  /** What was being done, e.g. "list teams". */
  operation: string
  /** Which resource a 404 is about when the envelope has no code, e.g. "speaker". */
  resource?: string
  retryAfterSeconds?: number
  bodyKind?: BodyKind
  /** The sentence for a 409 of this operation (e.g. deleting a default location). */
  conflict?: string
  /** Takes the key out of the service's words (`keyRedaction`). */
  redact?: (text: string) => string
}

/**
 * Takes the key out of text the service wrote, as the log does: the key
 * itself (at least four characters) and any "Authorization: <value>".
 */
export function keyRedaction(apiKey: string): (text: string) => string {
  const redactor = createRedactor()
  redactor.add(apiKey)
  return (text) => redactor.apply(text)
}

/** A JSON value with every string redacted, member names too. */
export function redactJson(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value)
  if (Array.isArray(value)) return value.map((item) => redactJson(item, redact))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => [redact(name), redactJson(inner, redact)]),
  )
}

const RESOURCES = ['event', 'session', 'speaker', 'sponsor', 'location', 'attendee'] as const

const NOT_FOUND_HINTS: Record<string, string> = {
  event: 'Check the event ID chosen at the top of the window.',
  session: 'It may have been deleted, or the session ID is wrong.',
  speaker: 'It may have been deleted, or the speaker ID is wrong.',
  sponsor: 'It may have been deleted, or the sponsor ID is wrong.',
  location: 'It may have been deleted already, or the location ID is wrong.',
  attendee: 'It may have been removed from the event, or the attendee ID is wrong.',
}

const CODE_SENTENCES: Record<string, string> = {
  BACKEND_KEY_REQUIRED: `${NOT_BACKEND_KEY} Then edit the workspace and paste it.`,
  FILE_TOO_LARGE: 'The upload is larger than the service accepts: images must be at most 4 MB.',
  INVALID_URL: 'The image address was refused: only http:// and https:// addresses can be used.',
  PRIVATE_ADDRESS:
    'The image address points to a private or internal network address; use a publicly reachable image URL.',
  UNRESOLVABLE: 'The image address could not be found (its host name does not resolve).',
  DAILY_QUOTA_EXCEEDED:
    "Today's quota of 10,000 requests for this key is used up. Requests can be made again after midnight UTC.",
}

const backendWords = (envelope: ErrorEnvelope | null): boolean =>
  /\bbackend\b/i.test(`${envelope?.message ?? ''} ${envelope?.description ?? ''}`)

function scopeSentence(envelope: ErrorEnvelope | null): string {
  const required = envelope?.params?.required
  const granted = envelope?.params?.granted
  const has = Array.isArray(granted)
    ? granted.filter((g) => typeof g === 'string').join(' and ')
    : ''
  if (typeof required === 'string') {
    return `This needs an API key with ${required} scope${has ? `; the workspace's key has ${has}` : ''}. Create a key with READ and WRITE scope in the platform and edit the workspace.`
  }
  return 'The API key does not have the scope this needs (READ to view, WRITE to change). Create a key with READ and WRITE scope and edit the workspace.'
}

function notFound(envelope: ErrorEnvelope | null, context: HttpErrorContext): string {
  const code = envelope?.code ?? ''
  const fromCode = RESOURCES.find((r) => code === `${r.toUpperCase()}_NOT_FOUND`)
  // Envelopes without a code still name what is missing in their message.
  const fromMessage = RESOURCES.find((r) =>
    new RegExp(`\\b${r}\\b`, 'i').test(envelope?.message ?? ''),
  )
  const resource = fromCode ?? (code ? undefined : fromMessage) ?? context.resource
  if (!resource) return `What was asked for was not found while trying to ${context.operation}.`
  const hint = NOT_FOUND_HINTS[resource] ?? ''
  return `The ${resource} was not found. ${hint}`.trim()
}

function refused(envelope: ErrorEnvelope | null, context: HttpErrorContext): string {
  const fields = envelope?.errors ? Object.entries(envelope.errors) : []
  if (fields.length > 0) {
    const list = fields.map(([field, message]) => `${field}: ${message}`).join('; ')
    return `The service refused to ${context.operation}: ${list}.`
  }
  const said = envelope?.description || envelope?.message
  return said
    ? `The service refused to ${context.operation}: ${said}`
    : `The service refused to ${context.operation}.`
}

function sentenceFor(
  status: number,
  envelope: ErrorEnvelope | null,
  context: HttpErrorContext,
): string {
  const code = envelope?.code ?? undefined
  if (code && CODE_SENTENCES[code]) return CODE_SENTENCES[code]
  if (code === 'INSUFFICIENT_SCOPE') return scopeSentence(envelope)
  const serverSays = envelope?.message ? ` The service said: "${envelope.message}".` : ''
  switch (true) {
    case status === 401:
      return 'The API key was refused (missing, wrong or revoked). Edit the workspace and enter a valid key.'
    case status === 403:
      return `The API key is not allowed to ${context.operation}.${serverSays}`
    case status === 404:
      return notFound(envelope, context)
    case status === 409:
      return (
        context.conflict ??
        `Could not ${context.operation}.${serverSays || ' It conflicts with the current state.'}`
      )
    case status === 413:
      return CODE_SENTENCES.FILE_TOO_LARGE as string
    case status === 429: {
      const wait = context.retryAfterSeconds
      return wait !== undefined
        ? `The service's rate limit was reached; it asked to wait ${waitWords(wait)} before the next request.`
        : "The service's rate limit was reached. Wait a moment and try again."
    }
    case status >= 500 && context.bodyKind === 'html':
      return `The service (or a proxy in front of it) answered with an error page instead of data while trying to ${context.operation}. Try again in a moment.`
    case status >= 500:
      return `The service had a problem while trying to ${context.operation}. Try again in a moment.`
    case status === 400 || status === 422:
      return refused(envelope, context)
    default:
      return `Could not ${context.operation}: the service gave an answer Stagehand does not know.${serverSays}`
  }
}

export function parseErrorEnvelope(body: unknown): ErrorEnvelope | null {
  const parsed = errorEnvelopeSchema.safeParse(body)
  return parsed.success ? parsed.data : null
}

/**
 * The daily quota is spent.
 *
 * Endpoints whose envelope has no `code` (attendee listing, location deletion)
 * can only say so in words, so a 429 without a code whose message speaks of the
 * quota counts too.
 */
function isDailyQuota(status: number, envelope: ErrorEnvelope | null): boolean {
  if (status !== 429) return false
  if (envelope?.code) return envelope.code === 'DAILY_QUOTA_EXCEEDED'
  return /\bquota\b/i.test(`${envelope?.message ?? ''} ${envelope?.description ?? ''}`)
}

export function httpError(status: number, body: unknown, context: HttpErrorContext): AppError {
  const parsed = parseErrorEnvelope(context.redact ? redactJson(body, context.redact) : body)
  const quota = isDailyQuota(status, parsed)
  // The attendee list's refusals carry no code: a quota or Backend-only refusal is known by
  // its words, and then told as the coded one is.
  const inferred = quota
    ? 'DAILY_QUOTA_EXCEEDED'
    : status === 403 && backendWords(parsed)
      ? 'BACKEND_KEY_REQUIRED'
      : null
  const envelope = inferred && parsed && !parsed.code ? { ...parsed, code: inferred } : parsed
  const data: AppErrorData = {
    kind: quota ? 'quota' : 'http',
    status,
    message: sentenceFor(status, envelope, context),
    retryable:
      !quota &&
      (status === 429 || status === 503 || status === 502 || status === 504 || status === 500),
  }
  if (envelope?.code) data.code = envelope.code
  if (envelope?.description) data.description = envelope.description
  if (envelope?.errors && Object.keys(envelope.errors).length > 0)
    data.fieldErrors = envelope.errors
  if (context.retryAfterSeconds !== undefined) data.retryAfterSeconds = context.retryAfterSeconds
  return new AppError(data)
}
