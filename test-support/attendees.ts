/**
 * What the emulator's own state says a filtered, sorted attendee list holds,
 * computed in-process from its tables (not through HTTP), so export tests
 * compare the file with an independent answer. Used by Vitest and e2e specs.
 */
import type { RunningEmulator } from '@emulator'
import { queryOrder } from '@emulator/query/attendee-query'
import { materializeAttendee } from '@emulator/seed/attendee-details'
import { servedAttendee } from '@emulator/dialect/docs-resources'
import type { FilterCondition, SortKey } from '@shared/api/filter-grammar'
import { attendeeSchema, type Attendee } from '@shared/api/schemas'

/** Every attendee of `eventId` matching `filter`, in `sort` order, as the API would return them. */
export function expectedAttendees(
  emulator: RunningEmulator,
  eventId: string,
  filter: readonly FilterCondition[],
  sort: readonly SortKey[],
): Attendee[] {
  return servedAttendees(emulator, eventId, filter, sort).map((a) => attendeeSchema.parse(a))
}

/**
 * The same as the emulator's dialect serves them, as plain JSON: unparsed,
 * so a dialect's values outside the client's schemas reach the test as sent.
 */
export function servedAttendees(
  emulator: RunningEmulator,
  eventId: string,
  filter: readonly FilterCondition[],
  sort: readonly SortKey[],
): Record<string, unknown>[] {
  const state = emulator.state
  const event = state.event(eventId)
  const table = state.attendees(eventId)
  if (!event || !table) throw new Error(`the emulator has no event ${eventId}`)
  const order = queryOrder(table, filter, sort)
  return Array.from(order, (i) =>
    servedAttendee(state, materializeAttendee(table, event, i, emulator.baseUrl), i),
  )
}

/** The first event of the emulator (the one tests use unless they say otherwise). */
export function firstEventId(emulator: RunningEmulator): string {
  const id = emulator.events[0]?.id
  if (!id) throw new Error('the emulator has no events')
  return id
}
