/**
 * The catalog channels as queries and mutations.
 *
 * The list's key without a kind is the prefix of every kind's list, so one
 * key names the whole event's catalog. Writes leave the cache alone: main
 * tells what they changed with `catalog:changed`, and `catalog-sync.ts`
 * applies it.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ChannelInput, ChannelOutput } from '@shared/ipc/contract'
import { queryKeys } from './query-keys'
import { bridge } from '@renderer/bridge'

export type CatalogList = ChannelOutput<'catalog:list'>
/** An event's catalog, of one kind or (no kind) of every kind. */
export type CatalogListScope = ChannelInput<'catalog:list'>
/** One kind of an event's catalog: what every write names. */
export type CatalogScope = Required<CatalogListScope>
export type CatalogImportResult = ChannelOutput<'catalog:import'>

export const catalogQueries = {
  list: ({ workspaceId, eventId, kind }: CatalogListScope) =>
    queryOptions({
      queryKey: queryKeys.catalog(workspaceId, eventId, kind),
      queryFn: ({ signal }) =>
        bridge().catalog.list({ workspaceId, eventId, ...(kind ? { kind } : {}) }, { signal }),
    }),
}

export const catalogMutations = {
  /** Adds IDs from text; `fileName` says the text was read from that file (an import). */
  addText: (scope: CatalogScope) =>
    mutationOptions({
      mutationFn: async ({
        text,
        fileName,
      }: {
        text: string
        fileName: string | null
      }): Promise<CatalogImportResult> => {
        if (fileName === null) {
          const report = await bridge().catalog.add({ ...scope, text })
          return { ...report, fileName: null, cancelled: false }
        }
        return bridge().catalog.import({ ...scope, source: { kind: 'text', text, fileName } })
      },
    }),
  label: (scope: CatalogScope) =>
    mutationOptions({
      mutationFn: ({ id, label }: { id: string; label: string | null }) =>
        bridge().catalog.label({ ...scope, id, label }),
    }),
  remove: (scope: CatalogScope) =>
    mutationOptions({
      mutationFn: (ids: string[]) => bridge().catalog.remove({ ...scope, ids }),
    }),
  /** Writes a file only: no cached data changes. */
  exportAll: ({ workspaceId, eventId }: { workspaceId: string; eventId: string }) =>
    mutationOptions({
      mutationFn: () => bridge().catalog.export({ workspaceId, eventId }),
    }),
}
