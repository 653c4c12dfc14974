/**
 * Every catalog entry of the event, of every kind, and the CSV export of
 * them. The list's key is the prefix of every kind's list, so whatever
 * invalidates the event's catalog (an add, a deletion, `catalog:changed`)
 * reads this one again too.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { queryKeys } from '@renderer/app/query-keys'
import { bridge } from '@renderer/bridge'
import { errorData } from '@renderer/lib/errors'

export function useKnown(workspaceId: string, eventId: string) {
  return useQuery({
    queryKey: queryKeys.catalog(workspaceId, eventId),
    queryFn: () => bridge().catalog.list({ workspaceId, eventId }),
  })
}

/** Writes a file only: no cached data changes, so there is nothing to update optimistically. */
export function useExportKnown(workspaceId: string, eventId: string) {
  return useMutation({
    mutationFn: () => bridge().catalog.export({ workspaceId, eventId }),
    onSuccess: (result) => {
      if (result.saved)
        toast.success(
          `Saved ${result.rows} ${result.rows === 1 ? 'ID' : 'IDs'} to ${result.fileName}`,
        )
    },
    onError: (error) => toast.error(`Nothing was exported: ${errorData(error).message}`),
  })
}
