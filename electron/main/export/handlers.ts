/** Handlers of the export channels. */
import type { Handlers } from '../ipc/router'
import type { ExportService } from './export-service'

type ExportChannel =
  | 'export:estimate'
  | 'export:start'
  | 'export:cancel'
  | 'export:resume'
  | 'export:list'
  | 'export:discard'
  | 'export:showInFolder'

export function exportHandlers(exports: ExportService): Pick<Handlers, ExportChannel> {
  return {
    'export:estimate': async ({ workspaceId }) => exports.estimate(workspaceId),
    'export:start': (request) => exports.start(request),
    'export:cancel': ({ exportId }) => exports.cancel(exportId),
    'export:resume': ({ exportId }) => exports.resume(exportId),
    'export:list': async () => ({ exports: await exports.list() }),
    'export:discard': ({ exportId }) => exports.discard(exportId),
    'export:showInFolder': ({ exportId }) => exports.showInFolder(exportId),
  }
}
