/**
 * One page of attendees (`attendees:list`): filter, sort and paging are done by the service.
 *
 * The answer carries the request it answers, so the grid can say which one it
 * shows; each answer's arrival is marked (user timing ANSWER_MARK) for a
 * profile or the grid benchmark.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ChannelInput, ChannelOutput } from '@shared/ipc/contract'
import { ANSWER_MARK } from '@shared/attendees/user-timing'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'

/** What the grid asks for: filter, sort, page and page size. */
export type AttendeeQuery = Pick<
  ChannelInput<'attendees:list'>,
  'filter' | 'sort' | 'page' | 'pageSize'
>

/** One page as the grid keeps it: the answer with the request it answers, its arrival marked. */
export function pageAnswer<Q extends AttendeeQuery>(
  result: ChannelOutput<'attendees:list'>,
  query: Q,
) {
  // One mark at a time: the timeline keeps marks until they are cleared.
  performance.clearMarks(ANSWER_MARK)
  performance.mark(ANSWER_MARK)
  return { ...result, query }
}

export const attendeeQueries = {
  page: <Q extends AttendeeQuery>(workspaceId: string, eventId: string, query: Q) =>
    queryOptions({
      queryKey: queryKeys.attendees(workspaceId, eventId, query),
      queryFn: async ({ signal }) => {
        const { filter, sort, page, pageSize } = query
        const result = await bridge().attendees.list(
          { workspaceId, eventId, filter, sort, page, pageSize },
          { signal },
        )
        return pageAnswer(result, query)
      },
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
}
