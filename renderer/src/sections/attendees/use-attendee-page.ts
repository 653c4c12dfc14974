/**
 * One page of attendees from main (filter, sort and paging are done by the service).
 *
 * The previous page stays on screen while the next one loads. Marks the arrival
 * of each answer (user timing ANSWER_MARK), so a profile or the grid benchmark
 * can tell the time to the answer from the time to show it.
 */
import { useQuery } from '@tanstack/react-query'
import { attendeeQueries } from '@renderer/data/attendees'
import type { GridQuery } from './use-grid-state'

export function useAttendeePage(workspaceId: string, eventId: string, query: GridQuery) {
  return useQuery(attendeeQueries.page(workspaceId, eventId, query))
}
