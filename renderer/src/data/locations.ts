/**
 * Deleting a location (`locations:delete`).
 *
 * Main records the outcome in the catalog (deleted; the default flag on a 409;
 * not found on a 404).
 *
 * A deletion whose answer was lost is sent again only on request: when the
 * repeat is answered 404 (not found), the first one did delete it, and the
 * catalog forgets it as it forgets a deleted location.
 */
import { mutationOptions } from '@tanstack/react-query'
import { bridge } from '@renderer/bridge'
import { errorData } from '@renderer/lib/errors'

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

export const locationMutations = {
  delete: ({ workspaceId, eventId }: { workspaceId: string; eventId: string }) =>
    mutationOptions({
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
    }),
}
