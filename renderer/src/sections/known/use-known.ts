/**
 * Every catalog entry of the event, of every kind, and the CSV export of them.
 *
 * What main changes in the catalog reaches this list as it reaches each kind's
 * (`@renderer/data/catalog-sync`).
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { catalogMutations, catalogQueries } from '@renderer/data/catalog'
import { errorData } from '@renderer/lib/errors'

export function useKnown(workspaceId: string, eventId: string) {
  return useQuery(catalogQueries.list({ workspaceId, eventId }))
}

/** Writes a file only: no cached data changes, so there is nothing to update optimistically. */
export function useExportKnown(workspaceId: string, eventId: string) {
  return useMutation({
    ...catalogMutations.exportAll({ workspaceId, eventId }),
    onSuccess: (result) => {
      if (result.saved)
        toast.success(
          `Saved ${result.rows} ${result.rows === 1 ? 'ID' : 'IDs'} to ${result.fileName}`,
        )
    },
    onError: (error) => toast.error(`Nothing was exported: ${errorData(error).message}`),
  })
}
