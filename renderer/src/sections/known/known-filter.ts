/** Which entries "Everything known" shows: by kind, and by a search over name, ID and where met. */
import { entryName, sortKnown, whereMet } from '@shared/catalog/known'
import { CATALOG_KINDS, type CatalogEntry, type CatalogKind } from '@shared/ipc/channels/catalog'

export type KindFilter = CatalogKind | 'all'

export function filterKnown(
  entries: readonly CatalogEntry[],
  kind: KindFilter,
  search: string,
): CatalogEntry[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  return sortKnown(
    entries.filter((entry) => {
      if (kind !== 'all' && entry.kind !== kind) return false
      if (words.length === 0) return true
      const haystack = `${entryName(entry) ?? ''} ${entry.id} ${whereMet(entry)}`.toLowerCase()
      return words.every((w) => haystack.includes(w))
    }),
  )
}

/** How many entries of each kind, for the kind tabs. */
export function countByKind(entries: readonly CatalogEntry[]): Record<KindFilter, number> {
  const counts = { all: entries.length } as Record<KindFilter, number>
  for (const kind of CATALOG_KINDS) counts[kind] = 0
  for (const entry of entries) counts[entry.kind] += 1
  return counts
}
