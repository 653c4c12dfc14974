/**
 * The catalog of known IDs in the renderer, for every kind: the list, adding
 * (typed, pasted or a file's text), inline labels and removal with undo.
 * Labels and removals show at once and roll back if main refuses them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { toast } from 'sonner'
import type { CatalogEntry, CatalogKind } from '@shared/ipc/channels/catalog'
import { queryKeys } from '../app/query-keys'
import { bridge } from '../bridge'
import { errorData } from '../lib/errors'
import { pendingKey, pendingRemovals, usePendingRemovals } from './pending-removals'

export interface CatalogScope {
  workspaceId: string
  eventId: string
  kind: CatalogKind
}

interface CatalogList {
  entries: CatalogEntry[]
  notice: string | null
}

const scopeKey = (s: CatalogScope): string => `${s.workspaceId}/${s.eventId}/${s.kind}`
const listKey = (s: CatalogScope) => queryKeys.catalog(s.workspaceId, s.eventId, s.kind)

/** The entries of one kind, less those whose removal can still be undone. */
export function useCatalog(scope: CatalogScope) {
  const pending = usePendingRemovals()
  const query = useQuery({
    queryKey: listKey(scope),
    queryFn: () => bridge().catalog.list(scope),
  })
  const key = scopeKey(scope)
  const data = query.data
  const entries = useMemo(
    () => (data?.entries ?? []).filter((e) => !pending.has(pendingKey(key, e.id))),
    [data, key, pending],
  )
  return { ...query, entries, notice: data?.notice ?? null }
}

/** Refetches an event's catalog when main says it changed (added, met in an answer, 404…). */
export function useCatalogEvents(workspaceId: string, eventId: string): void {
  const client = useQueryClient()
  useEffect(
    () =>
      bridge().events.on('catalog:changed', (change) => {
        if (change.workspaceId === workspaceId && change.eventId === eventId)
          void client.invalidateQueries({ queryKey: queryKeys.catalog(workspaceId, eventId) })
      }),
    [client, workspaceId, eventId],
  )
}

/** Adds IDs from text; `fileName` says the text was read from that file (an import). */
export function useAddIds(scope: CatalogScope) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ text, fileName }: { text: string; fileName: string | null }) => {
      if (fileName === null) {
        const report = await bridge().catalog.add({ ...scope, text })
        return { ...report, fileName: null }
      }
      const report = await bridge().catalog.import({
        ...scope,
        source: { kind: 'text', text, fileName },
      })
      return { ...report, fileName: report.fileName }
    },
    onSettled: () => client.invalidateQueries({ queryKey: listKey(scope) }),
  })
}

function patchEntries(
  data: CatalogList | undefined,
  change: (entries: CatalogEntry[]) => CatalogEntry[],
): CatalogList | undefined {
  return data ? { ...data, entries: change(data.entries) } : data
}

export function useLabelEntry(scope: CatalogScope) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, label }: { id: string; label: string | null }) =>
      bridge().catalog.label({ ...scope, id, label }),
    onMutate: async ({ id, label }) => {
      await client.cancelQueries({ queryKey: listKey(scope) })
      const previous = client.getQueryData<CatalogList>(listKey(scope))
      client.setQueryData<CatalogList>(listKey(scope), (old) =>
        patchEntries(old, (entries) => entries.map((e) => (e.id === id ? { ...e, label } : e))),
      )
      return { previous }
    },
    onError: (error, _vars, context) => {
      if (context?.previous) client.setQueryData(listKey(scope), context.previous)
      toast.error(`The label was not saved: ${errorData(error).message}`)
    },
    onSettled: () => client.invalidateQueries({ queryKey: listKey(scope) }),
  })
}

/**
 * Removes entries at once from view; the catalog forgets them when the undo
 * toast closes without "Undo". A refused removal brings them back with the reason.
 */
export function useRemoveWithUndo(scope: CatalogScope) {
  const client = useQueryClient()
  const remove = useMutation({
    mutationFn: (ids: string[]) => bridge().catalog.remove({ ...scope, ids }),
    onError: (error) => toast.error(`Not removed: ${errorData(error).message}`),
    onSettled: (_result, _error, ids) => {
      pendingRemovals.drop(ids.map((id) => pendingKey(scopeKey(scope), id)))
      return client.invalidateQueries({ queryKey: listKey(scope) })
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
