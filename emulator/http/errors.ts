/**
 * The API's error envelope in the two shapes the endpoints document.
 *
 * `full` (timestamp, message, description, code, params, errors) and `bare`
 * (the same without code and params: attendee listing and location deletion).
 * Every error a route returns goes through here, so the shape per endpoint
 * cannot drift.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type EnvelopeStyle = 'full' | 'bare'

export interface ApiErrorInit {
  status: ContentfulStatusCode
  message: string
  description?: string
  code?: string
  params?: Record<string, unknown>
  errors?: Record<string, string>
  headers?: Record<string, string>
  /** Extra top-level fields, e.g. the legacy fields of a 413 upload response. */
  extra?: Record<string, unknown>
}

/** Thrown anywhere in a handler; the app's error handler renders it in the route's style. */
export class ApiError extends Error {
  constructor(readonly init: ApiErrorInit) {
    super(init.message)
  }
}

export function errorBody(style: EnvelopeStyle, init: ApiErrorInit, now: number) {
  const body: Record<string, unknown> = {
    ...init.extra,
    timestamp: new Date(now).toISOString(),
    message: init.message,
    description: init.description ?? init.message,
  }
  if (style === 'full') {
    body.code = init.code ?? defaultCode(init.status)
    body.params = init.params ?? {}
  }
  body.errors = init.errors ?? {}
  return body
}

/** Codes for statuses the contract leaves without one; clients must not depend on these. */
function defaultCode(status: number): string {
  switch (status) {
    case 400:
      return 'BAD_REQUEST'
    case 401:
      return 'UNAUTHORIZED'
    case 403:
      return 'FORBIDDEN'
    case 404:
      return 'NOT_FOUND'
    case 405:
      return 'METHOD_NOT_ALLOWED'
    case 409:
      return 'CONFLICT'
    case 429:
      return 'RATE_LIMITED'
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'ERROR'
  }
}

export function renderError(c: Context, style: EnvelopeStyle, init: ApiErrorInit, now: number) {
  for (const [name, value] of Object.entries(init.headers ?? {})) c.header(name, value)
  return c.json(errorBody(style, init, now), init.status)
}
