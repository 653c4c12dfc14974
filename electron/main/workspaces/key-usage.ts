/**
 * Whether a key was made for Backend usage, learnt before a workspace is saved.
 *
 * The service says so only when a Backend-only operation is asked of it, and
 * the cheapest such operation is one attendee of an event. So the check reads
 * one attendee of the workspace's event, or, with no event chosen yet, of the
 * first event the service lists (where it offers the list). Where neither
 * can be asked, the answer is "unknown" and nothing is claimed: the first
 * attendee read says it then.
 */
import { z } from 'zod'
import { PAGE_SIZE_PARAM } from '@shared/api/filter-grammar'
import { isAppError } from '@shared/errors'
import { apiRead, type ApiClientConfig } from '../api/http-client'
import { pathId } from '../api/context'

export type KeyUsage = 'backend' | 'other' | 'unknown'

export interface KeyUsageCheck {
  usage: KeyUsage
  /** Requests the check sent (each counts against the key's daily quota). */
  requests: number
}

/** Anything under `data`: only whether the service answered matters here. */
const anyPage = z.object({ data: z.array(z.unknown()) }).loose()

type Outcome = { ok: true; data: unknown[] } | { ok: false; notBackend: boolean }

async function read(
  config: ApiClientConfig,
  path: string,
  signal: AbortSignal | undefined,
): Promise<Outcome> {
  try {
    const { value } = await apiRead(config, {
      method: 'GET',
      path,
      query: { page: 1, [PAGE_SIZE_PARAM]: 1 },
      schema: anyPage,
      operation: 'check the key',
      ...(signal ? { signal } : {}),
    })
    return { ok: true, data: value.data }
  } catch (error) {
    if (!isAppError(error) || error.data.kind !== 'http') throw error
    // Coded so by http-errors.ts also where the service said it only in words.
    return { ok: false, notBackend: error.data.code === 'BACKEND_KEY_REQUIRED' }
  }
}

const firstEventId = (data: unknown[]): string | null => {
  const first = data[0]
  if (typeof first !== 'object' || first === null) return null
  const id = (first as { id?: unknown }).id
  return typeof id === 'string' && id !== '' ? id : null
}

/**
 * Asks at most two requests: the events list (when no event is chosen), then one attendee.
 *
 * A failure to reach the service is thrown, not told as "unknown": the form
 * then says the key could not be checked.
 */
export async function checkKeyUsage(
  config: ApiClientConfig,
  eventId: string | null,
  signal?: AbortSignal,
): Promise<KeyUsageCheck> {
  let requests = 0
  let event = eventId
  if (!event) {
    requests++
    const events = await read(config, '/v1/events', signal)
    if (!events.ok) return { usage: events.notBackend ? 'other' : 'unknown', requests }
    event = firstEventId(events.data)
    if (!event) return { usage: 'unknown', requests }
  }
  requests++
  const attendees = await read(config, `/v1/events/${pathId('eventId', event)}/attendees`, signal)
  if (attendees.ok) return { usage: 'backend', requests }
  return { usage: attendees.notBackend ? 'other' : 'unknown', requests }
}
