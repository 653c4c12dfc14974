/**
 * Update a session (`PUT /v1/events/{eventId}/sessions/{sessionId}`), partially
 * (docs/api-decisions.md, "Session update"): only the fields given are sent,
 * checked first with the shared schema; the service's 400 `errors` come back
 * as fieldErrors for the form.
 */
import {
  sessionSchema,
  sessionUpdateSchema,
  type Session,
  type SessionUpdate,
} from '@shared/api/schemas'
import { appError } from '@shared/errors'
import { pathId, send, type ApiContext } from './context'

export interface SessionUpdateInput {
  eventId: string
  sessionId: string
  changes: SessionUpdate
}

function checkedChanges(changes: unknown): SessionUpdate {
  const parsed = sessionUpdateSchema.safeParse(changes)
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_'
      fieldErrors[field] ??= `${field} ${issue.message}`
    }
    throw appError(
      'invalid-input',
      `Some session fields are not valid: ${Object.values(fieldErrors).join('; ')}.`,
      {
        fieldErrors,
      },
    )
  }
  // Undefined members would vanish in JSON anyway; dropping them keeps "only what changed" explicit.
  const body = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined))
  if (Object.keys(body).length === 0) {
    throw appError('invalid-input', 'Nothing to save: change at least one field of the session.')
  }
  return body as SessionUpdate
}

export async function updateSession(
  ctx: ApiContext,
  input: SessionUpdateInput,
  signal?: AbortSignal,
): Promise<Session> {
  const json = checkedChanges(input.changes)
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
