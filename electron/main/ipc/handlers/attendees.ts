/**
 * Handlers of the attendee channels.
 *
 * Every call to the service carries the router's signal, so cancelling in the
 * renderer aborts the request (or takes it out of the queue before it is sent).
 */
import type { ApiService } from '@main/api/service'
import type { NamespaceHandlers } from '../router'

export function attendeesHandlers(api: ApiService): NamespaceHandlers<'attendees'> {
  return {
    'attendees:list': ({ workspaceId, ...query }, { signal }) =>
      api.listAttendees(workspaceId, query, signal),
  }
}
