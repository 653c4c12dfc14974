/**
 * An event's sessions or locations read from the service, where it lists them.
 *
 * Read when the section opens (once per app run; a list costs requests) and
 * on Refresh. What it returns reaches the section through the catalog.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { listingMutations, listingQueries, type ListedKind } from '@renderer/data/listings'

export interface ListRef {
  workspaceId: string
  eventId: string
}

export function useServiceList(kind: ListedKind, ref: ListRef) {
  const client = useQueryClient()
  const query = useQuery(listingQueries.ofEvent(kind, ref))
  const refresh = useMutation(listingMutations.refresh(client, kind, ref))
  return {
    listing: query.data ?? null,
    isReading: query.isPending || refresh.isPending,
    error: refresh.error ?? query.error,
    /** True once the service said it lists them (an empty list included). */
    offered: query.data?.offered === true,
    refresh: () => refresh.mutate(),
  }
}
export type ServiceList = ReturnType<typeof useServiceList>
