/** Handlers of the catalog channels: the known IDs of each event, and their CSV export. */
import type { Catalog } from '@main/catalog/catalog'
import type { KnownExport } from '@main/export/known-export'
import type { NamespaceHandlers } from '../router'

export function catalogHandlers({
  catalog,
  knownExport,
}: {
  catalog: Catalog
  knownExport: KnownExport
}): NamespaceHandlers<'catalog'> {
  return {
    'catalog:list': ({ workspaceId, eventId, kind }) => catalog.list(workspaceId, eventId, kind),
    'catalog:add': ({ workspaceId, eventId, kind, text, label }) =>
      catalog.add(workspaceId, eventId, kind, text, label),
    'catalog:label': ({ workspaceId, eventId, kind, id, label }) =>
      catalog.label(workspaceId, eventId, kind, id, label),
    'catalog:remove': ({ workspaceId, eventId, kind, ids }) =>
      catalog.remove(workspaceId, eventId, kind, ids),
    'catalog:import': ({ workspaceId, eventId, kind, source }) =>
      catalog.import(workspaceId, eventId, kind, source),
    'catalog:export': ({ workspaceId, eventId }) => knownExport.export(workspaceId, eventId),
  }
}
