/**
 * Per-route access checks in the order a client can act on.
 *
 * Who you are (401), how often you call (429), what your key may do (403), and,
 * in the `strict` dialect, whether the query names only parameters the endpoint
 * reads (400). Also the envelope style of the route, which every later error of
 * the request uses.
 */
import type { MiddlewareHandler } from 'hono'
import type { HttpBindings } from '@hono/node-server'
import type { ApiKey, Scope } from '../model'
import type { EmulatorState } from '../state'
import { ApiError, type EnvelopeStyle } from './errors'

export type AppEnv = {
  /** Node request/response; absent when the app is called without a server (app.request). */
  Bindings: Partial<HttpBindings>
  Variables: {
    envelope: EnvelopeStyle
    apiKey: ApiKey | undefined
    /** Bytes of request body read by a handler without Content-Length (request log). */
    bodyBytesRead: number
  }
}

export interface GuardOptions {
  scope: Scope
  backendOnly: boolean
  envelope: EnvelopeStyle
  /** Query parameters the endpoint reads; the `strict` dialect refuses any other. */
  query?: readonly string[]
}

export function guard(state: EmulatorState, opts: GuardOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('envelope', state.dialect.bareErrors ? 'bare' : opts.envelope)
    const secret = c.req.header('authorization')
    if (!secret) {
      throw new ApiError({
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'Unauthorized',
        description: 'The Authorization header is missing; it must carry the API key.',
      })
    }
    const key = state.findKey(secret.trim())
    if (!key) {
      throw new ApiError({
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'Unauthorized',
        description: 'The API key in the Authorization header is not valid.',
      })
    }
    c.set('apiKey', key)
    const verdict = state.limiter.take(key.key)
    if (!verdict.ok) {
      const quota = verdict.reason === 'quota'
      throw new ApiError({
        status: 429,
        code: quota ? 'DAILY_QUOTA_EXCEEDED' : 'RATE_LIMIT_EXCEEDED',
        message: quota ? 'Daily quota exceeded' : 'Too many requests',
        description: quota
          ? `The daily quota of ${state.limiter.settings.dailyQuota} requests for this key is used up; it resets at 00:00 UTC.`
          : `Rate limit exceeded (${state.limiter.settings.perSecond} requests per second, burst ${state.limiter.settings.burst}).`,
        params: { retryAfterSeconds: verdict.retryAfterSeconds },
        headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
      })
    }
    if (!key.scopes.includes(opts.scope)) {
      throw new ApiError({
        status: 403,
        code: 'INSUFFICIENT_SCOPE',
        message: 'Insufficient scope',
        description: `This operation needs the ${opts.scope} scope; the key has ${key.scopes.join(', ')}.`,
        params: { required: opts.scope, granted: key.scopes },
      })
    }
    if (opts.backendOnly && key.kind !== 'backend') {
      throw new ApiError({
        status: 403,
        code: 'BACKEND_KEY_REQUIRED',
        message: 'Backend key required',
        description: 'This operation needs an access key generated for Backend usage.',
      })
    }
    if (state.dialect.strictQuery) refuseUnknownQuery(new URL(c.req.url), opts.query ?? [])
    await next()
  }
}

/** A 400 naming every query parameter the endpoint does not read. */
function refuseUnknownQuery(url: URL, known: readonly string[]): void {
  const unknown = [...new Set(url.searchParams.keys())].filter((n) => !known.includes(n))
  if (unknown.length === 0) return
  const list = unknown.join(', ')
  throw new ApiError({
    status: 400,
    code: 'UNKNOWN_QUERY_PARAMETER',
    message: `Unknown query parameter${unknown.length > 1 ? 's' : ''} ${list}`,
    description: `This endpoint does not read ${list}; it reads ${known.length > 0 ? known.join(', ') : 'no query parameters'}.`,
    params: { unknown },
    errors: Object.fromEntries(
      unknown.map((n) => [n, 'is not a query parameter of this endpoint']),
    ),
  })
}
