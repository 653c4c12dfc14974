/**
 * Deleting a location: a TanStack Query mutation that takes the location out
 * of the list at once (its catalog entry shows as 'deleted', which every list
 * and the session editor's location chooser leave out) and puts it back if
 * the service refuses. Main records the outcome in the catalog (deleted; the
 * default flag on a 409; gone on a 404), so every catalog query of the event
 * is read again afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CatalogEntry } from '../../../../shared/ipc/channels/catalog'
import { queryKeys } from '../../app/query-keys'
import { bridge } from '../../bridge'
import { errorData } from '../../lib/errors'

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
    mutationFn: ({ id }: { id: string; name: string }) =>
      bridge().locations.delete({ workspaceId, eventId, locationId: id }),
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
