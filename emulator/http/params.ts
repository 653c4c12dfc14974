/** Path parameter checks and lookups shared by the routes (400 on shape, 404 on absence). */
import { UUID_PATTERN } from '@shared/api/schemas'
import type { EventRecord } from '../model'
import type { EmulatorState } from '../state'
import { ApiError } from './errors'

/** The API: eventId, speakerId, sponsorId and locationId must match the UUID pattern. */
export function requireUuid(name: string, value: string): string {
  if (!UUID_PATTERN.test(value)) {
    throw new ApiError({
      status: 400,
      code: 'INVALID_PATH_PARAMETER',
      message: `Invalid ${name}`,
      description: `${name} "${value}" is not a UUID (8-4-4-4-12 lowercase hex digits).`,
      params: { [name]: value },
      errors: { [name]: 'must be a UUID' },
    })
  }
  return value
}

export function notFound(code: string, what: string, id: string): ApiError {
  return new ApiError({
    status: 404,
    code,
    message: `${what} not found`,
    description: `No ${what.toLowerCase()} with id ${id}.`,
    params: { id },
  })
}

export function requireEvent(state: EmulatorState, eventId: string): EventRecord {
  requireUuid('eventId', eventId)
  const event = state.event(eventId)
  if (!event) throw notFound('EVENT_NOT_FOUND', 'Event', eventId)
  return event
}

/** One value of a query parameter; a repeated parameter is ambiguous, so 400. */
export function singleQuery(all: string[] | undefined, name: string): string | undefined {
  if (!all || all.length === 0) return undefined
  if (all.length > 1) {
    throw new ApiError({
      status: 400,
      message: `Repeated query parameter ${name}`,
      description: `${name} was given ${all.length} times; give it once.`,
      errors: { [name]: 'must be given once' },
    })
  }
  return all[0]
}
