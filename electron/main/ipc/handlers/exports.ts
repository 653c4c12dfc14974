/** Handlers of the export channels: CSV exports of the attendees. */
import type { ExportService } from '@main/export/export-service'
import type { NamespaceHandlers } from '../router'

export function exportsHandlers(exports: ExportService): NamespaceHandlers<'exports'> {
  return {
    'exports:estimate': async ({ workspaceId }) => exports.estimate(workspaceId),
    'exports:start': (request) => exports.start(request),
    'exports:cancel': ({ exportId }) => exports.cancel(exportId),
    'exports:resume': ({ exportId }) => exports.resume(exportId),
    'exports:list': async () => ({ exports: await exports.list() }),
    'exports:discard': ({ exportId }) => exports.discard(exportId),
    'exports:showInFolder': ({ exportId }) => exports.showInFolder(exportId),
  }
}
