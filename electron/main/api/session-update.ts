/**
 * Update a session (`PUT /v1/events/{eventId}/sessions/{sessionId}`), partially
 * (docs/api-decisions.md, "Session update"): only the fields given are sent;
 * the service's 400 `errors` come back as fieldErrors for the form.
 *
 * The changes are typed and trusted here: the window's are checked once by
 * the router with the channel's schema (shared/ipc/channels/sessions.ts),
 * and main's own (the agenda apply, a revert) are built from data already
 * checked where it came in.
 */
import { sessionSchema, type Session, type SessionUpdate } from '@shared/api/schemas'
import { pathId, send, type ApiContext } from './context'

export interface SessionUpdateInput {
  eventId: string
  sessionId: string
  changes: SessionUpdate
}

export async function updateSession(
  ctx: ApiContext,
  input: SessionUpdateInput,
  signal?: AbortSignal,
): Promise<Session> {
  // Undefined members would vanish in JSON anyway; dropping them keeps "only what changed" explicit.
  const json = Object.fromEntries(Object.entries(input.changes).filter(([, v]) => v !== undefined))
  return send(
    ctx,
    {
      method: 'PUT',
      path: `/v1/events/${pathId('eventId', input.eventId)}/sessions/${pathId('sessionId', input.sessionId, false)}`,
      json,
      schema: sessionSchema,
      operation: 'update the session',
      resource: 'session',
    },
    signal,
  )
}
