/** Handlers of the catalog channels that are not calls to the service: the CSV export. */
import type { catalogExportChannels } from '@shared/ipc/channels/catalog-export'
import type { Handlers } from '../ipc/router'
import type { KnownExport } from './known-export'

export function catalogExportHandlers(
  known: KnownExport,
): Pick<Handlers, keyof typeof catalogExportChannels> {
  return {
    'catalog:export': ({ workspaceId, eventId }) => known.export(workspaceId, eventId),
  }
}
