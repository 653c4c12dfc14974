/**
 * The session editor's calls.
 *
 * The event's remembered time zone and drafts, one session's draft, and the
 * save. The save is optimistic: the catalog's copy of the session shows the new
 * values at once and goes back to the old ones if the service refuses them
 * (docs/api-decisions.md, "Session update"); what the service kept reaches the
 * catalog from main.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { showPending } from '@renderer/data/catalog-sync'
import {
  sessionDraftMutations,
  sessionDraftQueries,
  type EventRef,
} from '@renderer/data/session-drafts'
import { sessionMutations } from '@renderer/data/sessions'
import { optimisticState } from './save-outcome'

export type { EventRef }

export function useSessionDrafts(ref: EventRef) {
  return useQuery(sessionDraftQueries.event(ref))
}

export function useSessionDraft(ref: EventRef, sessionId: string) {
  return useQuery({
    ...sessionDraftQueries.get(ref, sessionId),
    // A draft read once per opening: refetching would offer it again while it is being typed.
    staleTime: Infinity,
  })
}

export function useSaveDraft(ref: EventRef, sessionId: string) {
  const client = useQueryClient()
  return useMutation({
    ...sessionDraftMutations.save(ref, sessionId),
    onSuccess: (draft) => {
      // The next opening offers this draft without reading it again.
      client.setQueryData(sessionDraftQueries.get(ref, sessionId).queryKey, { draft })
      return client.invalidateQueries({
        queryKey: sessionDraftQueries.event(ref).queryKey,
        exact: true,
      })
    },
  })
}

export function useDiscardDraft(ref: EventRef, sessionId: string) {
  const client = useQueryClient()
  return useMutation({
    ...sessionDraftMutations.discard(ref, sessionId),
    onSuccess: () => {
      client.setQueryData(sessionDraftQueries.get(ref, sessionId).queryKey, { draft: null })
      return client.invalidateQueries({
        queryKey: sessionDraftQueries.event(ref).queryKey,
        exact: true,
      })
    },
  })
}

/** Remembers the zone chosen for the event; shown at once, put back if main refuses it. */
export function useSetTimeZone(ref: EventRef) {
  const client = useQueryClient()
  const { queryKey } = sessionDraftQueries.event(ref)
  return useMutation({
    ...sessionDraftMutations.setTimeZone(ref),
    onMutate: async (timeZone) => {
      await client.cancelQueries({ queryKey, exact: true })
      const previous = client.getQueryData(queryKey)
      client.setQueryData(queryKey, (old) => (old ? { ...old, timeZone } : old))
      return { previous }
    },
    onError: (_error, _zone, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous)
    },
  })
}

/** Saves a session: its catalog entry shows the new values until main tells what the service kept. */
export function useUpdateSession(ref: EventRef, sessionId: string) {
  const client = useQueryClient()
  return useMutation({
    ...sessionMutations.update(ref, sessionId),
    onMutate: (changes) =>
      showPending(client, { ...ref, kind: 'session' }, sessionId, (e) => ({
        ...e,
        state: optimisticState(e.state, changes),
      })),
    onError: (_error, _changes, undo) => undo?.(),
  })
}
