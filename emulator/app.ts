/**
 * The Hono application: cross-cutting behaviour (request log, injected
 * latency and faults, error rendering) around the seven endpoints, the media
 * store and, when enabled, the control surface.
 */
import { Hono } from 'hono'
import { ApiError, errorBody, renderError } from './http/errors'
import type { AppEnv } from './http/guard'
import type { FaultRule } from './http/faults'
import { withEchoedKey, withOddRecords } from './http/odd-answers'
import { DEFAULT_HOLD_MS, holdUntilClosed, stalledBody } from './http/stall'
import type { EmulatorState } from './state'
import { waitUnlessCancelled } from './dialect/slow'
import { teamRoutes } from './routes/teams'
import { attendeeRoutes } from './routes/attendees'
import { speakerRoutes } from './routes/speakers'
import { sessionRoutes } from './routes/sessions'
import { locationRoutes } from './routes/locations'
import { readRoutes } from './routes/reads'
import { uploadRoutes } from './routes/uploads'
import { mediaRoutes } from './routes/media'
import { ControlError, controlRoutes } from './routes/control'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Scheme, host and port the client used, so returned URLs work however it reached us. */
export const originOf = (url: string) => new URL(url).origin

/**
 * `body` again, `chunkBytes` at a time with `chunkDelayMs` before each, up to
 * `slowBytes` (then as it comes); read only as it is asked for.
 */
function trickle(
  body: ReadableStream<Uint8Array> | null,
  rule: FaultRule,
): ReadableStream<Uint8Array> {
  const reader = body?.getReader()
  const size = Math.max(1, rule.chunkBytes ?? 64)
  const delay = rule.chunkDelayMs ?? 100
  const slowBytes = rule.slowBytes ?? Infinity
  let given = 0
  let pending: Uint8Array = new Uint8Array(0)
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        while (pending.length === 0) {
          const r = reader ? await reader.read() : { done: true as const, value: undefined }
          if (r.done) return controller.close()
          pending = r.value
        }
        const slow = given < slowBytes
        if (slow) await sleep(delay)
        const piece = slow ? pending.slice(0, size) : pending
        controller.enqueue(piece)
        given += piece.length
        pending = pending.slice(piece.length)
      },
    },
    { highWaterMark: 0 },
  )
}

function slowBody(res: Response, rule: FaultRule): Response {
  const stream = trickle(res.body, rule)
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  return new Response(stream, { status: res.status, headers })
}

export function createEmulatorApp(state: EmulatorState): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.use('*', async (c, next) => {
    c.set('envelope', state.dialect.bareErrors ? 'bare' : 'full')
    c.set('bodyBytesRead', 0)
    const url = new URL(c.req.url)
    if (url.pathname.startsWith('/__control')) return next()
    const epoch = state.requestLogEpoch
    let dropped = false
    const waitedMs = url.pathname.startsWith('/v1/') ? state.nextSlowDelay() : null
    try {
      // A client that gives up during the wait leaves nothing behind: the request is not handled.
      if (waitedMs !== null && !(await waitUnlessCancelled(waitedMs, c.req.raw.signal))) {
        dropped = true
        c.res = new Response(null, { status: 500 })
        return
      }
      if (state.latencyMs > 0) await sleep(state.latencyMs)
      const fault = url.pathname.startsWith('/v1/')
        ? state.faults.pick(c.req.method, url.pathname)
        : undefined
      // After handling: the request did its work (a write is applied), then its answer is lost.
      if (fault && fault.kind !== 'slow-body' && fault.afterHandling) await next()
      switch (fault?.kind) {
        case 'drop':
          dropped = true
          c.env.incoming?.socket.destroy()
          c.res = new Response(null, { status: 500 })
          return
        case 'hang':
          dropped = true
          await holdUntilClosed(c.env.incoming?.socket, fault.holdMs ?? DEFAULT_HOLD_MS)
          c.res = new Response(null, { status: 500 })
          return
        case 'hold':
          if (!(await state.faults.hold(c.env.incoming?.socket))) {
            dropped = true
            c.res = new Response(null, { status: 500 })
            return
          }
          // Handled already (afterHandling): its answer, held until now, goes out.
          if (fault.afterHandling) return
          break
        case 'error':
          c.res = c.json(
            errorBody(
              c.get('envelope'),
              {
                status: (fault.status ?? 500) as 500,
                message: fault.message ?? 'Internal server error',
                code: fault.code ?? 'INTERNAL_ERROR',
              },
              state.clock(),
            ),
            (fault.status ?? 500) as 500,
          )
          return
        case 'html':
          c.res = c.html(
            '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr><p>nginx</p></body></html>',
            (fault.status ?? 502) as 502,
          )
          return
        case 'malformed-json':
          c.res = new Response('{"pagination":{"next":"/v1/', {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
          return
        case 'bare-string':
          c.res = c.json(fault.message ?? 'No teams are available for this key.')
          return
      }
      if (fault?.kind === 'slow-upload' && c.req.raw.body) {
        // The route reads the body as usual; the socket gives it up only as fast as this reads.
        const raw = c.req.raw
        c.req.raw = new Request(raw.url, {
          method: raw.method,
          headers: raw.headers,
          body: trickle(raw.body, fault),
          duplex: 'half',
        } as RequestInit)
      }
      await next()
      if (fault?.kind === 'slow-body') c.res = slowBody(c.res, fault)
      if (fault?.kind === 'odd-records') c.res = await withOddRecords(c.res, fault.records ?? [])
      if (fault?.kind === 'echo-key')
        c.res = await withEchoedKey(c.res, c.req.header('authorization') ?? '')
      if (fault?.kind === 'stall-body') {
        const socket = c.env.incoming?.socket
        const hold = () => holdUntilClosed(socket, fault.holdMs ?? DEFAULT_HOLD_MS)
        c.res = stalledBody(c.res, Math.max(1, fault.chunkBytes ?? 64), hold)
      }
    } finally {
      const length = Number(c.req.header('content-length'))
      const key = c.get('apiKey')
      state.recordRequest(
        {
          at: new Date(state.clock()).toISOString(),
          method: c.req.method,
          path: url.pathname,
          query: url.search.replace(/^\?/, ''),
          bodySize: Number.isFinite(length) && length > 0 ? length : c.get('bodyBytesRead'),
          status: dropped ? 0 : c.res.status,
          keyLabel: key?.label ?? '',
          ...(waitedMs !== null ? { waitedMs } : {}),
        },
        epoch,
      )
    }
  })

  const origin = originOf
  teamRoutes(app, state, origin)
  attendeeRoutes(app, state, origin)
  speakerRoutes(app, state, origin)
  sessionRoutes(app, state, origin)
  locationRoutes(app, state, origin)
  readRoutes(app, state, origin)
  uploadRoutes(app, state, origin)
  mediaRoutes(app, state)
  if (state.controlEnabled) controlRoutes(app, state)

  app.notFound((c) =>
    renderError(
      c,
      state.dialect.bareErrors ? 'bare' : 'full',
      {
        status: 404,
        code: 'NOT_FOUND',
        message: 'Not found',
        description: `No route for ${c.req.method} ${new URL(c.req.url).pathname}.`,
      },
      state.clock(),
    ),
  )

  app.onError((err, c) => {
    if (
      err instanceof ControlError ||
      (err instanceof SyntaxError && c.req.path.startsWith('/__control'))
    ) {
      return c.json({ error: err.message }, 400)
    }
    const style = c.get('envelope') ?? 'full'
    if (err instanceof ApiError) return renderError(c, style, err.init, state.clock())
    console.error('[emulator] unhandled error:', err)
    return renderError(
      c,
      style,
      { status: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' },
      state.clock(),
    )
  })

  return app
}
