/**
 * Builds the export service and the view store from the core's pieces, so the
 * composition root (app/core.ts) only passes its dependencies through.
 */
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { ClientCore } from '../api/client-core'
import type { Logger } from '../logging/logger'
import { createViewStore } from '../views/view-store'
import type { ExportStatus } from '@shared/ipc/channels/export'
import { createExportService, type SaveDialogOptions } from './export-service'
import type { PageCodec } from './codec-pool'
import type { ExportFs } from './output-file'
import type { ExportSnapshots } from '../snapshots/export-snapshot'

export interface AttendeeServiceDeps {
  userDataDir: string
  client: ClientCore
  log: Logger
  emitProgress(status: ExportStatus): void
  showSaveDialog?: (options: SaveDialogOptions) => Promise<string | null>
  showItemInFolder?: (path: string) => void | Promise<void>
  downloadsDir?: string
  newId?: () => string
  /** Reads export pages off the main thread (the shell and harness pass a worker pool). */
  codec?: PageCodec
  /** The file operations of exports; node:fs/promises unless given. */
  fs?: ExportFs
  /** Where a full export is kept as the event's snapshot. */
  snapshots?: ExportSnapshots
}

export function createAttendeeServices(deps: AttendeeServiceDeps) {
  const exports = createExportService({
    dir: join(deps.userDataDir, 'exports'),
    fetchPage: (workspaceId, query, signal) =>
      deps.client.api.fetchAttendeesBytes(workspaceId, query, signal),
    ...(deps.codec ? { codec: deps.codec } : {}),
    quota: (workspaceId) => deps.client.scheduler.quota(workspaceId),
    servedSizes: deps.client.api.servedSizes,
    // Without a dialog (a shell that wired none) an export cannot choose a file: it does not start.
    showSaveDialog: deps.showSaveDialog ?? (async () => null),
    showItemInFolder: deps.showItemInFolder ?? (() => undefined),
    emit: deps.emitProgress,
    log: deps.log,
    ...(deps.downloadsDir ? { defaultDir: deps.downloadsDir } : {}),
    ...(deps.fs ? { fs: deps.fs } : {}),
    ...(deps.snapshots ? { snapshots: deps.snapshots } : {}),
  })
  // Interrupted exports of an earlier session are found now, so the renderer can offer to resume them.
  void exports
    .load()
    .catch((error: unknown) => deps.log.error('export checkpoints could not be read', { error }))
  const views = createViewStore({
    path: join(deps.userDataDir, 'views.json'),
    newId: deps.newId ?? randomUUID,
  })
  return { exports, views }
}
