/**
 * One page of attendees from main (filter, sort and paging are done by the
 * service). The previous page stays on screen while the next one loads.
 * Marks the arrival of each answer (user timing ANSWER_MARK), so a profile
 * or the grid benchmark can tell the time to the answer from the time to
 * show it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ANSWER_MARK } from '@shared/attendees/user-timing'
import { queryKeys } from '@renderer/app/query-keys'
import { bridge } from '@renderer/bridge'
import type { GridQuery } from './use-grid-state'

export function useAttendeePage(workspaceId: string, eventId: string, query: GridQuery) {
  return useQuery({
    queryKey: queryKeys.attendees(workspaceId, eventId, query),
    // The answer carries the request it answers, so the grid can say which one it shows.
    queryFn: async ({ signal }) => {
      const { filter, sort, page, pageSize } = query
      const result = await bridge().attendees.list(
        { workspaceId, eventId, filter, sort, page, pageSize },
        { signal },
      )
      // One mark at a time: the timeline keeps marks until they are cleared.
      performance.clearMarks(ANSWER_MARK)
      performance.mark(ANSWER_MARK)
      return { ...result, query }
    },
    placeholderData: keepPreviousData,
  })
}
