/**
 * The catalog of known IDs in the renderer, for every kind.
 *
 * The list, adding (typed, pasted or a file's text), inline labels and removal
 * with undo. Labels and removals show at once and roll back if main refuses
 * them; what main wrote reaches the lists through
 * `@renderer/data/catalog-sync`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { toast } from 'sonner'
import { catalogMutations, catalogQueries, type CatalogScope } from '@renderer/data/catalog'
import { showPending } from '@renderer/data/catalog-sync'
import { errorData } from '../lib/errors'
import { pendingKey, pendingRemovals, usePendingRemovals } from './pending-removals'

export type { CatalogScope }

const scopeKey = (s: CatalogScope): string => `${s.workspaceId}/${s.eventId}/${s.kind}`

/** The entries of one kind, less those whose removal can still be undone. */
export function useCatalog(scope: CatalogScope) {
  const pending = usePendingRemovals()
  const query = useQuery(catalogQueries.list(scope))
  const key = scopeKey(scope)
  const data = query.data
  const entries = useMemo(
    () => (data?.entries ?? []).filter((e) => !pending.has(pendingKey(key, e.id))),
    [data, key, pending],
  )
  // Named, not spread: a spread observes every field of the query and renders on each.
  return {
    entries,
    notice: data?.notice ?? null,
    isPending: query.isPending,
    isSuccess: query.isSuccess,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  }
}

/** Adds IDs from text; `fileName` says the text was read from that file (an import). */
export function useAddIds(scope: CatalogScope) {
  return useMutation(catalogMutations.addText(scope))
}

export function useLabelEntry(scope: CatalogScope) {
  const client = useQueryClient()
  return useMutation({
    ...catalogMutations.label(scope),
    onMutate: ({ id, label }) => showPending(client, scope, id, (e) => ({ ...e, label })),
    onError: (error, _vars, undo) => {
      undo?.()
      toast.error(`The label was not saved: ${errorData(error).message}`)
    },
  })
}

/**
 * Removes entries at once from view.
 *
 * The catalog forgets them when the undo toast closes without "Undo". A refused
 * removal brings them back with the reason.
 */
export function useRemoveWithUndo(scope: CatalogScope) {
  const remove = useMutation({
    ...catalogMutations.remove(scope),
    onError: (error) => toast.error(`Not removed: ${errorData(error).message}`),
    onSettled: (_result, _error, ids) => {
      pendingRemovals.drop(ids.map((id) => pendingKey(scopeKey(scope), id)))
    },
  })
  return (entries: { id: string; name: string }[]): void => {
    if (entries.length === 0) return
    const keys = entries.map((e) => pendingKey(scopeKey(scope), e.id))
    pendingRemovals.add(keys)
    let undone = false
    const commit = (): void => {
      if (undone) return
      undone = true
      remove.mutate(entries.map((e) => e.id))
    }
    const what = entries.length === 1 ? entries[0]!.name : `${entries.length} ${scope.kind}s`
    toast(`Removed ${what}`, {
      action: {
        label: 'Undo',
        onClick: () => {
          undone = true
          pendingRemovals.drop(keys)
        },
      },
      onAutoClose: commit,
      onDismiss: commit,
    })
  }
}
