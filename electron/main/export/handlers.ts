/** Handlers of the export channels. */
import type { exportChannels } from '@shared/ipc/channels/export'
import type { Handlers } from '../ipc/router'
import type { ExportService } from './export-service'

export function exportHandlers(
  exports: ExportService,
): Pick<Handlers, keyof typeof exportChannels> {
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
