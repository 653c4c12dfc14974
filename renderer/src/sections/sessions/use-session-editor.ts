/**
 * The session editor's calls: the event's remembered time zone and drafts,
 * one session's draft, and the save. The save is optimistic: the catalog's
 * copy of the session shows the new values at once and goes back to the
 * old ones if the service refuses them (docs/api-decisions.md, "Session update").
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Session, SessionUpdate } from '@shared/api/schemas'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import type { SessionFormValues } from '@shared/sessions/session-form'
import { queryKeys } from '@renderer/app/query-keys'
import { bridge } from '@renderer/bridge'
import { optimisticState } from './save-outcome'

export interface EventRef {
  workspaceId: string
  eventId: string
}

interface CatalogList {
  entries: CatalogEntry[]
  notice: string | null
}

export function useSessionDrafts(ref: EventRef) {
  return useQuery({
    queryKey: queryKeys.sessionDrafts(ref.workspaceId, ref.eventId),
    queryFn: () => bridge().sessionDrafts.event(ref),
  })
}

export function useSessionDraft(ref: EventRef, sessionId: string) {
  return useQuery({
    queryKey: queryKeys.sessionDraft(ref.workspaceId, ref.eventId, sessionId),
    queryFn: () => bridge().sessionDrafts.get({ ...ref, sessionId }),
    // A draft read once per opening: refetching would offer it again while it is being typed.
    staleTime: Infinity,
  })
}

export function useSaveDraft(ref: EventRef, sessionId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (values: SessionFormValues) =>
      bridge().sessionDrafts.save({ ...ref, sessionId, values }),
    onSuccess: (draft) => {
      // The next opening offers this draft without reading it again.
      client.setQueryData(queryKeys.sessionDraft(ref.workspaceId, ref.eventId, sessionId), {
        draft,
      })
      return client.invalidateQueries({
        queryKey: queryKeys.sessionDrafts(ref.workspaceId, ref.eventId),
        exact: true,
      })
    },
  })
}

export function useDiscardDraft(ref: EventRef, sessionId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => bridge().sessionDrafts.discard({ ...ref, sessionId }),
    onSuccess: () => {
      client.setQueryData(queryKeys.sessionDraft(ref.workspaceId, ref.eventId, sessionId), {
        draft: null,
      })
      return client.invalidateQueries({
        queryKey: queryKeys.sessionDrafts(ref.workspaceId, ref.eventId),
        exact: true,
      })
    },
  })
}

/** Remembers the zone chosen for the event; shown at once, put back if main refuses it. */
export function useSetTimeZone(ref: EventRef) {
  const client = useQueryClient()
  const key = queryKeys.sessionDrafts(ref.workspaceId, ref.eventId)
  type Memory = Awaited<ReturnType<ReturnType<typeof bridge>['sessionDrafts']['event']>>
  return useMutation({
    mutationFn: (timeZone: string) => bridge().sessionDrafts.setTimeZone({ ...ref, timeZone }),
    onMutate: async (timeZone) => {
      await client.cancelQueries({ queryKey: key, exact: true })
      const previous = client.getQueryData<Memory>(key)
      client.setQueryData<Memory>(key, (old) => (old ? { ...old, timeZone } : old))
      return { previous }
    },
    onError: (_error, _zone, context) => {
      if (context?.previous) client.setQueryData(key, context.previous)
    },
  })
}

export function useUpdateSession(ref: EventRef, sessionId: string) {
  const client = useQueryClient()
  const key = queryKeys.catalog(ref.workspaceId, ref.eventId, 'session')
  const setState = (state: (old: Record<string, unknown> | null) => Record<string, unknown>) =>
    client.setQueryData<CatalogList>(key, (old) =>
      old
        ? {
            ...old,
            entries: old.entries.map((e) =>
              e.id === sessionId ? { ...e, state: state(e.state) } : e,
            ),
          }
        : old,
    )
  return useMutation({
    mutationFn: (changes: SessionUpdate): Promise<Session> =>
      bridge().sessions.update({ ...ref, sessionId, changes }),
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: key })
      const previous = client.getQueryData<CatalogList>(key)
      setState((old) => optimisticState(old, changes))
      return { previous }
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) client.setQueryData(key, context.previous)
    },
    onSuccess: (session) => setState(() => ({ ...session })),
    // Main recorded the answer and what it names (speakers, sponsors, location): read them all again.
    onSettled: () =>
      client.invalidateQueries({ queryKey: queryKeys.catalog(ref.workspaceId, ref.eventId) }),
  })
}
