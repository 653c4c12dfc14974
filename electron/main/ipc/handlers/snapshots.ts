/** Handlers of the snapshot channels: taking one, and answering from the stored ones. */
import type { SaveDialogOptions } from '@main/export/export-service'
import { saveGroupCsv } from '@main/export/changes-csv'
import type { SnapshotService } from '@main/snapshots/snapshot-service'
import type { SnapshotStore } from '@main/snapshots/snapshot-store'
import type { NamespaceHandlers } from '../router'

export interface SnapshotHandlerDeps {
  snapshots: SnapshotService
  snapshotStore: SnapshotStore
  showSaveDialog(options: SaveDialogOptions): Promise<string | null>
  downloadsDir?: string
}

export function snapshotsHandlers(deps: SnapshotHandlerDeps): NamespaceHandlers<'snapshots'> {
  // Each reaches its service only when called: building the map calls none.
  const latestId = (workspaceId: string, eventId: string) =>
    deps.snapshotStore.latest(workspaceId, eventId)?.snapshotId ?? null
  const changes = (workspaceId: string, eventId: string) => {
    const latest = deps.snapshotStore.latest(workspaceId, eventId)
    const previous = deps.snapshotStore.previous(workspaceId, eventId)
    return latest && previous
      ? deps.snapshotStore.changes(previous.snapshotId, latest.snapshotId)
      : null
  }
  return {
    'snapshots:status': async ({ workspaceId, eventId }) =>
      deps.snapshots.status(workspaceId, eventId),
    'snapshots:take': async ({ workspaceId, eventId }) => deps.snapshots.take(workspaceId, eventId),
    'snapshots:cancel': async ({ workspaceId, eventId }) => ({
      cancelled: await deps.snapshots.cancel(workspaceId, eventId),
    }),
    'snapshots:overview': async ({ workspaceId, eventId, customField }) => {
      const id = latestId(workspaceId, eventId)
      return id ? deps.snapshotStore.overview(id, customField) : null
    },
    'snapshots:changes': async ({ workspaceId, eventId }) => changes(workspaceId, eventId),
    'snapshots:rows': async ({ workspaceId, eventId, filter, offset, limit }) => {
      const id = latestId(workspaceId, eventId)
      return id ? deps.snapshotStore.rows(id, { filter, offset, limit }) : { total: 0, rows: [] }
    },
    'snapshots:exportChanges': async ({ workspaceId, eventId, group }) => {
      const found = changes(workspaceId, eventId)
      if (!found) return { saved: null, rows: 0 }
      return saveGroupCsv(found, group, {
        show: deps.showSaveDialog,
        ...(deps.downloadsDir ? { dir: deps.downloadsDir } : {}),
      })
    },
  }
}
