/**
 * The session editor's memory (channels `sessionDrafts:*`) as queries and
 * mutations: the event's chosen zone and drafts, one session's draft.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'
import type { SessionFormValues } from '@shared/sessions/session-form'

export interface EventRef {
  workspaceId: string
  eventId: string
}

export const sessionDraftQueries = {
  event: ({ workspaceId, eventId }: EventRef) =>
    queryOptions({
      queryKey: queryKeys.sessionDrafts(workspaceId, eventId),
      queryFn: ({ signal }) => bridge().sessionDrafts.event({ workspaceId, eventId }, { signal }),
    }),
  get: ({ workspaceId, eventId }: EventRef, sessionId: string) =>
    queryOptions({
      queryKey: queryKeys.sessionDraft(workspaceId, eventId, sessionId),
      queryFn: ({ signal }) =>
        bridge().sessionDrafts.get({ workspaceId, eventId, sessionId }, { signal }),
    }),
}

export const sessionDraftMutations = {
  save: (ref: EventRef, sessionId: string) =>
    mutationOptions({
      mutationFn: (values: SessionFormValues) =>
        bridge().sessionDrafts.save({ ...ref, sessionId, values }),
    }),
  discard: (ref: EventRef, sessionId: string) =>
    mutationOptions({
      mutationFn: () => bridge().sessionDrafts.discard({ ...ref, sessionId }),
    }),
  setTimeZone: (ref: EventRef) =>
    mutationOptions({
      mutationFn: (timeZone: string) => bridge().sessionDrafts.setTimeZone({ ...ref, timeZone }),
    }),
}
