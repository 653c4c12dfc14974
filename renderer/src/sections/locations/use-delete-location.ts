/**
 * Deleting a location.
 *
 * A TanStack Query mutation that takes the location out of the list at once
 * (its catalog entry shows as 'deleted', which every list and the session
 * editor's location chooser leave out) and puts it back if the service refuses.
 * Main records the outcome in the catalog (deleted; the default flag on a 409;
 * gone on a 404) and tells the window, whose every list of the event follows
 * (`@renderer/data/catalog-sync`). A deletion whose answer was lost is sent
 * again only on request ("Try again"): the API's contract does not say what
 * deleting a deleted location answers, so it cannot be checked by deleting
 * again on the quiet. When the repeat is answered 404 (not found), the first
 * one did delete it: the location leaves the list as deleted, not as "Gone".
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { showPending } from '@renderer/data/catalog-sync'
import { locationMutations } from '@renderer/data/locations'
import { errorData } from '@renderer/lib/errors'

export { deletedEarlier, type Deleted, type DeleteRequest } from '@renderer/data/locations'

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

/** The location's entry as it shows while the deletion is under way: marked 'deleted'. */
export function markDeleted(entry: CatalogEntry): CatalogEntry {
  return { ...entry, status: 'deleted' }
}

export function useDeleteLocation(workspaceId: string, eventId: string) {
  const client = useQueryClient()
  return useMutation({
    ...locationMutations.delete({ workspaceId, eventId }),
    onMutate: ({ id }) =>
      showPending(client, { workspaceId, eventId, kind: 'location' }, id, markDeleted),
    onError: (_error, _vars, undo) => undo?.(),
  })
}
