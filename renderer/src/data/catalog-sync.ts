/**
 * The one place the window's cached catalog changes.
 *
 * Main is the catalog's only writer. After each write it sends
 * `catalog:changed` with the entries the write changed, whole, and those it
 * forgot; this module applies them to every cached list of that event. A
 * write's expected effect may show at once (`showPending`) until main's word
 * arrives; its undo restores the entry only if main has not changed it since.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { CATALOG_KINDS, type CatalogKind } from '@shared/catalog-kinds'
import type { CatalogChange, CatalogEntry } from '@shared/ipc/channels/catalog'
import { bridge } from '@renderer/bridge'
import { catalogQueries, type CatalogList, type CatalogScope } from './catalog'

const keyOf = (e: { kind: CatalogKind; id: string }): string => `${e.kind}\u0000${e.id}`

/**
 * A list with a change applied.
 *
 * Changed entries replace theirs in place, new ones go last (where main adds
 * them), forgotten ones leave; a list of one kind takes only that kind.
 */
export function withChange(
  list: CatalogList,
  change: Pick<CatalogChange, 'entries' | 'removed'>,
  kind?: CatalogKind,
): CatalogList {
  const ofKind = (e: { kind: CatalogKind }): boolean => !kind || e.kind === kind
  const gone = new Set(change.removed.filter(ofKind).map(keyOf))
  const changed = new Map(change.entries.filter(ofKind).map((e) => [keyOf(e), e]))
  if (gone.size === 0 && changed.size === 0) return list
  const entries: CatalogEntry[] = []
  for (const entry of list.entries) {
    const key = keyOf(entry)
    if (gone.has(key)) continue
    entries.push(changed.get(key) ?? entry)
    changed.delete(key)
  }
  entries.push(...changed.values())
  return { ...list, entries }
}

/**
 * Applies main's change to every cached list of the event.
 *
 * A list being read just now may answer with what it was before the write,
 * so it is read again instead.
 */
export function applyCatalogChange(client: QueryClient, change: CatalogChange): void {
  const { workspaceId, eventId } = change
  for (const kind of [undefined, ...CATALOG_KINDS]) {
    const { queryKey } = catalogQueries.list({ workspaceId, eventId, ...(kind ? { kind } : {}) })
    const state = client.getQueryState(queryKey)
    if (!state) continue
    if (state.fetchStatus === 'fetching') {
      // Cancelled first: a first read still under way would otherwise be waited for, not repeated.
      const filters = { queryKey, exact: true }
      void client.cancelQueries(filters).then(() => client.invalidateQueries(filters))
      continue
    }
    client.setQueryData(queryKey, (old) => old && withChange(old, change, kind))
  }
}

/**
 * Shows a write's expected effect on one entry of a kind's list at once.
 *
 * Resolves with the undo for a refused write: it puts the entry back as it
 * was, unless main has changed it since (a refusal main recorded).
 */
export async function showPending(
  client: QueryClient,
  scope: CatalogScope,
  id: string,
  change: (entry: CatalogEntry) => CatalogEntry,
): Promise<() => void> {
  const { queryKey } = catalogQueries.list(scope)
  await client.cancelQueries({ queryKey, exact: true })
  const find = (list: CatalogList | undefined) => list?.entries.find((e) => e.id === id)
  const before = find(client.getQueryData(queryKey))
  if (!before) return () => {}
  client.setQueryData(
    queryKey,
    (old) => old && { ...old, entries: old.entries.map((e) => (e === before ? change(e) : e)) },
  )
  const shown = find(client.getQueryData(queryKey))
  return () =>
    client.setQueryData(
      queryKey,
      (old) => old && { ...old, entries: old.entries.map((e) => (e === shown ? before : e)) },
    )
}

/** Keeps the cached catalog as main has it, for as long as the window is open. */
export function useCatalogSync(): void {
  const client = useQueryClient()
  useEffect(
    () => bridge().events.on('catalog:changed', (change) => applyCatalogChange(client, change)),
    [client],
  )
}
