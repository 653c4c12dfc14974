/**
 * The zone an event's session times are shown in, for every screen that shows them.
 *
 * The one chosen for the event, else the event's own where the service reads
 * the event back, else the computer's (`sessionZone`). The Sessions and
 * Agenda sections and the agenda import all read it here, so a time means
 * the same wall time on each.
 */
import { useQuery } from '@tanstack/react-query'
import { eventReadQuery } from '@renderer/data/listings'
import { useSessionDrafts, type EventRef } from './use-session-editor'
import { sessionZone } from './zones'

export function useEventZone(eventRef: EventRef) {
  const memory = useSessionDrafts(eventRef)
  const read = useQuery(eventReadQuery(eventRef))
  const chosen = memory.data?.timeZone
  return {
    zone: sessionZone(chosen, read.data?.offered ? read.data.event.timezone : null),
    /** The event's session memory (drafts and the chosen zone). */
    memory,
    /** Settled: the zone will not change once the event's read answers. */
    settled: !memory.isPending && (Boolean(chosen) || !read.isPending),
  }
}
