/**
 * `PUT /v1/events/{eventId}/sessions/{sessionId}`.
 *
 * Partial update (fields absent from the body stay as they are). Every bad
 * field is reported at once in `errors` (field → message) with 400, so the
 * client can mark its form.
 */
import type { Context, Hono } from 'hono'
import { parseIsoInstant } from '@shared/api/filter-grammar'
import { sessionUpdateSchema, type SessionUpdate } from '@shared/api/schemas'
import { BodyTooLarge, readBodyLimited } from '../http/body'
import { ApiError } from '../http/errors'
import { guard, type AppEnv } from '../http/guard'
import { notFound, requireEvent } from '../http/params'
import { sessionMode } from '../model'
import { renderSession } from '../render'
import { served } from '../dialect/docs-resources'
import type { EmulatorState } from '../state'

const MAX_JSON_BODY = 1024 * 1024

function invalid(errors: Record<string, string>): ApiError {
  return new ApiError({
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'Validation failed',
    description: Object.entries(errors)
      .map(([f, m]) => `${f}: ${m}`)
      .join('; '),
    errors,
  })
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw invalid({ body: 'must be JSON (Content-Type: application/json)' })
  }
  let bytes: Uint8Array
  try {
    bytes = await readBodyLimited(c, MAX_JSON_BODY)
  } catch (e) {
    if (e instanceof BodyTooLarge) {
      throw new ApiError({
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Request body too large',
      })
    }
    throw e
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw invalid({ body: 'is not valid JSON' })
  }
}

const isDateTime = (v: string) => /T\d{2}:\d{2}/.test(v) && parseIsoInstant(v) !== null

export function sessionRoutes(
  app: Hono<AppEnv>,
  state: EmulatorState,
  origin: (url: string) => string,
) {
  app.put(
    '/v1/events/:eventId/sessions/:sessionId',
    guard(state, { scope: 'WRITE', backendOnly: true, envelope: 'full' }),
    async (c) => {
      const event = requireEvent(state, c.req.param('eventId'))
      const sessionId = c.req.param('sessionId')
      const session = event.sessions.find((s) => s.id === sessionId)
      if (!session) throw notFound('SESSION_NOT_FOUND', 'Session', sessionId)

      const body = await readJson(c)
      state.recordSessionUpdate({ eventId: event.id, sessionId, body })
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw invalid({ body: 'must be a JSON object' })
      }
      const parsed = sessionUpdateSchema.safeParse(body)
      const errors: Record<string, string> = {}
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          if (issue.code === 'unrecognized_keys') {
            for (const k of issue.keys) errors[k] ??= 'is not a field of a session update'
          } else {
            const field = String(issue.path[0] ?? 'body')
            errors[field] ??= issue.message
          }
        }
      }
      // Semantic checks run on the raw values too, so one reply names every bad field.
      const raw = body as Record<string, unknown>
      const text = (f: string) => (typeof raw[f] === 'string' ? (raw[f] as string) : undefined)
      const title = text('title')
      if (title !== undefined && title.trim() === '') errors.title ??= 'must not be empty'
      for (const f of ['startDateTime', 'endDateTime'] as const) {
        const v = text(f)
        if (v !== undefined && !isDateTime(v)) {
          errors[f] ??= 'must be an ISO 8601 date-time, e.g. 2026-05-12T09:00:00Z'
        }
      }
      const locationId = text('locationId')
      if (locationId !== undefined && !event.locations.some((l) => l.id === locationId)) {
        errors.locationId ??= 'is not a location of this event'
      }
      const start = text('startDateTime') ?? session.startDateTime
      const end = text('endDateTime') ?? session.endDateTime
      if (!errors.startDateTime && !errors.endDateTime) {
        if ((parseIsoInstant(end) ?? 0) <= (parseIsoInstant(start) ?? 0)) {
          errors.endDateTime = 'must be after startDateTime'
        }
      }
      if (!parsed.success || Object.keys(errors).length > 0) throw invalid(errors)
      const u: SessionUpdate = parsed.data

      if (u.title !== undefined) session.title = u.title
      if (u.description !== undefined) session.description = u.description
      session.startDateTime = start
      session.endDateTime = end
      if (u.locationId !== undefined) session.locationId = u.locationId
      if (u.externalRefId !== undefined) session.externalRefId = u.externalRefId
      if (u.parentSessionId !== undefined) session.parentSessionId = u.parentSessionId
      if (u.tags !== undefined) session.tags = [...u.tags]
      // totalCapacity wins over the deprecated availableSpots; both are ignored for virtual sessions.
      const capacity = u.totalCapacity ?? u.availableSpots
      if (capacity !== undefined && sessionMode(event, session) !== 'VIRTUAL') {
        session.totalCapacity = capacity
      }
      state.touch()
      return c.json(served(state, renderSession(event, session, origin(c.req.url))))
    },
  )
}
