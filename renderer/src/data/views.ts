/**
 * Saved views and the remembered column layout of an event's attendee grid
 * (`views:*`), as queries and mutations.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ChannelInput } from '@shared/ipc/contract'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'

interface EventScope {
  workspaceId: string
  eventId: string
}

type Unscoped<C extends 'views:save' | 'views:rename'> = Omit<ChannelInput<C>, keyof EventScope>

export const viewQueries = {
  get: ({ workspaceId, eventId }: EventScope) =>
    queryOptions({
      queryKey: queryKeys.attendeeViews(workspaceId, eventId),
      queryFn: ({ signal }) => bridge().views.get({ workspaceId, eventId }, { signal }),
      staleTime: Infinity,
    }),
}

export const viewMutations = {
  save: (scope: EventScope) =>
    mutationOptions({
      mutationFn: (input: Unscoped<'views:save'>) => bridge().views.save({ ...scope, ...input }),
    }),
  rename: (scope: EventScope) =>
    mutationOptions({
      mutationFn: (input: Unscoped<'views:rename'>) =>
        bridge().views.rename({ ...scope, ...input }),
    }),
  remove: (scope: EventScope) =>
    mutationOptions({
      mutationFn: (viewId: string) => bridge().views.delete({ ...scope, viewId }),
    }),
}

/** Writes the grid's column layout; the caller keeps the cached views in step. */
export const saveLayout = (input: ChannelInput<'views:setLayout'>) =>
  bridge().views.setLayout(input)
