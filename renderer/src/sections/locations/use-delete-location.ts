/**
 * Deleting a location: a TanStack Query mutation that takes the location out
 * of the list at once (its catalog entry shows as 'deleted', which every list
 * and the session editor's location chooser leave out) and puts it back if
 * the service refuses. Main records the outcome in the catalog (deleted; the
 * default flag on a 409; gone on a 404), so every catalog query of the event
 * is read again afterwards.
 * A deletion whose answer was lost is sent again only on request ("Try
 * again"): the API's contract does not say what deleting a deleted location
 * answers, so it cannot be checked by deleting again on the quiet. When the
 * repeat is answered 404 (not found), the first one did delete it: the
 * location leaves the list as deleted, not as "Gone".
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { queryKeys } from '@renderer/app/query-keys'
import { bridge } from '@renderer/bridge'
import { errorData } from '@renderer/lib/errors'

export interface CatalogList {
  entries: CatalogEntry[]
  notice: string | null
}

/** Why a deletion failed, as the section explains it. */
export type DeleteRefusal =
  | { kind: 'default'; id: string; name: string }
  | { kind: 'gone'; id: string; name: string }
  /** mayHaveApplied: the answer was lost after the deletion was sent; the refreshed list tells. */
  | { kind: 'failed'; id: string; name: string; message: string; mayHaveApplied?: true }

export interface DeleteRequest {
  id: string
  name: string
  /** A second try after a lost answer: a 404 then means the first one deleted it. */
  repeat?: boolean
}

/** The location was deleted: now, or (a repeat answered 404) by the try whose answer was lost. */
export interface Deleted {
  locationId: string
  byEarlierTry: boolean
}

/** A repeat answered 404 (not found): the earlier deletion did it. */
export function deletedEarlier(error: unknown, repeat: boolean): boolean {
  const data = errorData(error)
  return repeat && data.kind === 'http' && data.status === 404
}

export function refusalOf(error: unknown, id: string, name: string): DeleteRefusal {
  const data = errorData(error)
  if (data.kind === 'http' && data.status === 409) return { kind: 'default', id, name }
  if (data.kind === 'http' && data.status === 404) return { kind: 'gone', id, name }
  return {
    kind: 'failed',
    id,
    name,
    message: data.message,
    ...(data.mayHaveApplied ? { mayHaveApplied: true as const } : {}),
  }
}

/** The list as it shows while the deletion is under way: the location's entry marked 'deleted'. */
export function markDeleted(list: CatalogList | undefined, id: string): CatalogList | undefined {
  if (!list) return list
  return {
    ...list,
    entries: list.entries.map((e) =>
      e.kind === 'location' && e.id === id ? { ...e, status: 'deleted' as const } : e,
    ),
  }
}

export function useDeleteLocation(workspaceId: string, eventId: string) {
  const client = useQueryClient()
  const listKey = queryKeys.catalog(workspaceId, eventId, 'location')
  return useMutation({
    mutationFn: async ({ id, repeat = false }: DeleteRequest): Promise<Deleted> => {
      try {
        await bridge().locations.delete({ workspaceId, eventId, locationId: id })
        return { locationId: id, byEarlierTry: false }
      } catch (error) {
        if (!deletedEarlier(error, repeat)) throw error
        // Main marked it "not found"; it was deleted, so it goes from the list like a deletion.
        await bridge().catalog.remove({ workspaceId, eventId, kind: 'location', ids: [id] })
        return { locationId: id, byEarlierTry: true }
      }
    },
    onMutate: async ({ id }) => {
      await client.cancelQueries({ queryKey: listKey })
      const previous = client.getQueryData<CatalogList>(listKey)
      client.setQueryData<CatalogList>(listKey, (old) => markDeleted(old, id))
      return { previous }
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(listKey, context.previous)
    },
    // Every kind: the session editor's chooser and "Everything known" read the same catalog.
    onSettled: () =>
      client.invalidateQueries({ queryKey: queryKeys.catalog(workspaceId, eventId) }),
  })
}
