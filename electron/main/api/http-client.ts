/**
 * The one place that speaks HTTP to the service: adds the Authorization
 * header, applies the timeout and cancellation, maps error statuses and
 * validates every response body against its schema (a body of the wrong
 * shape becomes a typed error, never a crash).
 */
import type { z } from 'zod'
import { AppError, appError } from '@shared/errors'
import { pathSegmentProblem } from '@shared/api/path-segment'
import { readBody, valueTellingNotes, type ReadResult } from './read-body'
import type { ReadNotesListener } from './read-notes-log'
import { httpError, keyRedaction, type BodyKind } from './http-errors'
import { markNeverSent } from '../scheduler/never-sent'
import { parseRetryAfter } from '../scheduler/retry-after'
import { describeNetworkFailure } from './network-errors'
import { parseByElements } from './json-bytes'
import { systemClock, type Clock } from '../scheduler/clock'
import {
  READ_TIMEOUTS,
  attemptLimits,
  readBodyBytes,
  timeoutSentence,
  type ReadPatience,
  type ReadTimeouts,
} from './attempt-limits'
import type { BodyProgress } from './counted-body'
import { countingUploadSender, type UploadSender } from './upload-sender'
import { bodyCap } from './body-cap'
import { redactAnswer } from './answer-redaction'

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export interface ApiClientConfig {
  baseUrl: string
  apiKey: string
  fetch: FetchLike
  /** Sends an upload whose bytes sent are watched (upload-sender.ts); by default through `fetch`. */
  sendUpload?: UploadSender
  /** The overall limit of a write (a read has limits on its silences instead: attempt-limits.ts). */
  timeoutMs?: number
  /** Replaces the default limits on a read's silence (tests use shorter ones). */
  readTimeouts?: Partial<Record<ReadPatience, ReadTimeouts>>
  /** Times the limits; the system clock unless a test steps a fake one. */
  clock?: Clock
  /** The largest answer read (body-cap.ts); tests lower it. */
  maxBodyBytes?: number
  /** Told what a tolerant read changed, where the caller keeps only the value (read-notes-log.ts). */
  onReadNotes?: ReadNotesListener
}

export interface ApiRequestBase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query?: Record<string, string | number | undefined>
  json?: unknown
  body?: RequestInit['body']
  /** For a body of bytes: its bytes sent, each attempt from zero (sent by the config's `sendUpload`). */
  onUploadProgress?: (progress: BodyProgress) => void
  /** Content-Type of `body`, for a body that cannot say it itself (a byte array). */
  contentType?: string
  /** Describes the call in error sentences ("list teams"). */
  operation: string
  resource?: string
  /** The sentence for a 409 of this operation. */
  conflict?: string
  signal?: AbortSignal
  /** For a GET: how long its silences may be (default 'on-screen'; attempt-limits.ts). */
  patience?: ReadPatience
}

export interface ApiRequest<S extends z.ZodType> extends ApiRequestBase {
  /** Schema of a 2xx body. */
  schema: S
  /** Where the answer's records sit (`PAGE_RECORDS`): records left out there are counted as skipped. */
  recordsAt?: string
}

export const DEFAULT_TIMEOUT_MS = 30_000

/**
 * Every request path, whoever built it.
 *
 * A dot or empty segment would be resolved away by URL parsing and send the
 * request to another resource. pathId refuses such parameters by name first; this keeps any path honest.
 */
function checkPath(path: string): void {
  for (const segment of path.split('/').slice(1)) {
    const problem = pathSegmentProblem('path segment', segment)
    if (problem) {
      throw appError('invalid-input', `The request path ${path} is not valid: ${problem}`)
    }
  }
}

export function buildUrl(baseUrl: string, path: string, query?: ApiRequestBase['query']): string {
  checkPath(path)
  const url = new URL(baseUrl.replace(/\/+$/, '') + path)
  // encodeURIComponent, not URLSearchParams: a space must travel as %20, since
  // '+' means a space only to form decoders and the API asks for percent-encoding.
  url.search = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return url.toString()
}

function bodyKind(text: string): BodyKind {
  if (/^\s*</.test(text)) return 'html'
  if (/^\s*[[{"]/.test(text)) return 'truncated-json'
  return 'text'
}

/**
 * A body's text as JSON.
 *
 * A 2xx body that is not JSON is an error of its own; an error body that is not
 * JSON is only described (the status says enough). Exported for the export's
 * page codec, which reads 2xx bodies off the main thread.
 */
export function parseBodyText(
  text: string,
  ok: boolean,
  operation: string,
  status: number,
): { payload: unknown; kind: BodyKind } {
  if (text.length === 0) return { payload: null, kind: 'empty' }
  try {
    return { payload: JSON.parse(text) as unknown, kind: 'json' }
  } catch {
    const kind = bodyKind(text)
    if (!ok) return { payload: null, kind }
    const what = {
      html: 'an HTML page (often a proxy, captive portal or maintenance page)',
      'truncated-json': 'incomplete JSON (the answer was cut off)',
      text: 'text that is not JSON',
    }[kind as 'html' | 'truncated-json' | 'text']
    throw appError(
      'invalid-response',
      `The service answered "${operation}" with ${what} instead of the expected JSON. Try again; if it persists, check the workspace address.`,
      { status, retryable: true },
    )
  }
}

/**
 * `parseBodyText` from the body's bytes, without making them one string.
 *
 * The body is read element by element where it allows it (json-bytes.ts): for
 * large bodies read off the main thread. Any other body is read, or described,
 * as `parseBodyText` reads it.
 */
export function parseBodyBytes(
  bytes: Uint8Array,
  ok: boolean,
  operation: string,
  status: number,
): { payload: unknown; kind: BodyKind } {
  const read = parseByElements(bytes)
  if (read) return { payload: read.value, kind: 'json' }
  return parseBodyText(new TextDecoder().decode(bytes), ok, operation, status)
}

function networkError(error: unknown, operation: string): AppError {
  const failure = describeNetworkFailure(error)
  const result = appError(
    'network',
    `Could not ${operation}: ${failure.sentence} Check the network connection and the workspace address.`,
    { retryable: true },
  )
  if (failure.neverSent) markNeverSent(result)
  return result
}

/** The limits of a request: a read's silences, a write's whole exchange (attempt-limits.ts). */
function limitsOf(config: ApiClientConfig, request: ApiRequestBase) {
  if (request.method !== 'GET')
    return { totalMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS, silence: null }
  const patience = request.patience ?? 'on-screen'
  return { totalMs: null, silence: config.readTimeouts?.[patience] ?? READ_TIMEOUTS[patience] }
}

/**
 * Sends one request and maps every failure (network, timeout, cancellation,
 * error status) to an AppError; `readOk` reads the bytes of a 2xx answer.
 */
async function exchange<T>(
  config: ApiClientConfig,
  request: ApiRequestBase,
  readOk: (bytes: Uint8Array, status: number) => T,
): Promise<T> {
  if (request.signal?.aborted) throw appError('cancelled', 'The operation was cancelled.')
  const url = buildUrl(config.baseUrl, request.path, request.query)
  const { totalMs, silence } = limitsOf(config, request)
  const limits = attemptLimits(config.clock ?? systemClock, totalMs, silence)
  const signal = request.signal ? AbortSignal.any([request.signal, limits.signal]) : limits.signal
  const headers: Record<string, string> = {
    Authorization: config.apiKey,
    Accept: 'application/json',
  }
  let body = request.body
  if (request.contentType !== undefined) headers['Content-Type'] = request.contentType
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(request.json)
  }
  let response: Response
  let bytes: Uint8Array
  try {
    if (request.onUploadProgress && body instanceof Uint8Array) {
      const send = config.sendUpload ?? countingUploadSender(config.fetch)
      const init = { method: request.method, headers, body, signal }
      response = await send(url, init, request.onUploadProgress)
    } else {
      const init = { method: request.method, headers, body, signal, redirect: 'error' as const }
      response = await config.fetch(url, init)
    }
    limits.headersArrived()
    const cap = bodyCap(config.maxBodyBytes, request.operation, response.status)
    bytes = await readBodyBytes(response, signal, limits, cap)
  } catch (error) {
    if (error instanceof AppError) throw error
    if (request.signal?.aborted) throw appError('cancelled', 'The operation was cancelled.')
    const expiry = limits.expired()
    if (expiry) {
      throw appError('timeout', timeoutSentence(expiry, request.operation, silence), {
        retryable: true,
      })
    }
    throw networkError(error, request.operation)
  } finally {
    limits.dispose()
  }
  // Whatever a 2xx answer holds may be stored or shown: the key is taken out before it is read.
  if (response.ok) return readOk(redactAnswer(bytes, config.apiKey), response.status)
  const errorBody = parseBodyText(decode(bytes), false, request.operation, response.status)
  const wait = parseRetryAfter(response.headers.get('retry-after'), Date.now())
  throw httpError(response.status, errorBody.payload, {
    operation: request.operation,
    bodyKind: errorBody.kind,
    redact: keyRedaction(config.apiKey),
    ...(request.resource ? { resource: request.resource } : {}),
    ...(request.conflict ? { conflict: request.conflict } : {}),
    ...(wait !== undefined ? { retryAfterSeconds: wait } : {}),
  })
}

const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes)

/** Sends a request and reads its 2xx answer with the request's schema, with the read's notes. */
export async function apiRead<S extends z.ZodType>(
  config: ApiClientConfig,
  request: ApiRequest<S>,
): Promise<ReadResult<z.output<S>>> {
  return exchange(config, request, (bytes, status) => {
    const { payload } = parseBodyText(decode(bytes), true, request.operation, status)
    return readBody(request.schema, payload, request.operation, status, request.recordsAt)
  })
}

export async function apiRequest<S extends z.ZodType>(
  config: ApiClientConfig,
  request: ApiRequest<S>,
): Promise<z.output<S>> {
  return valueTellingNotes(config.onReadNotes, request.operation, await apiRead(config, request))
}

/**
 * The raw bytes of a 2xx body, errors mapped as for `apiRequest`.
 *
 * The caller owes the body its JSON parse and schema check (parseBodyBytes,
 * readBody): the export does both in a worker thread so the main process stays
 * free.
 */
export function apiRequestBytes(
  config: ApiClientConfig,
  request: ApiRequestBase,
): Promise<{ bytes: ArrayBuffer; status: number }> {
  return exchange(config, request, (bytes, status) => ({
    // The whole buffer when it is the body alone (the usual case: one copy less for a large page).
    bytes:
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? (bytes.buffer as ArrayBuffer)
        : (bytes.slice().buffer as ArrayBuffer),
    status,
  }))
}
