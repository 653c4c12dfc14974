/**
 * The attendee snapshots of a profile, assembled: the store in the user-data
 * folder and the service that takes them.
 *
 * Kept out of app/core.ts so the app reads as a list of its parts. The
 * service removes snapshots past the days the user keeps them, at start and
 * after each new one.
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_PREFERENCES, type Preferences } from '@shared/ipc/channels/preferences'
import type { EventName, EventPayload } from '@shared/ipc/contract'
import type { ClientCore } from '../api/client-core'
import type { JobService } from '../jobs/job-service'
import type { Logger } from '../logging/logger'
import { createSnapshotService } from './snapshot-service'
import { openSnapshotStore, type SnapshotStore } from './snapshot-store'

export interface AttendeeSnapshotDeps {
  userDataDir: string
  client: ClientCore
  jobs: JobService
  preferences: { peek(): Preferences | null }
  emit: <E extends EventName>(name: E, payload: EventPayload<E>) => void
  log: Logger
  now?: () => number
}

/** Said on the Attendees screen when the snapshots kept here could not be read at start. */
export const SNAPSHOTS_UNREADABLE =
  'The attendee snapshots kept on this computer could not be read, so they were removed. Take a new snapshot to see the overview again.'

/**
 * The store at `path`, or a new one in place of a file that cannot be read.
 *
 * The file is a copy of what the service lists, and an unreadable one would
 * stop the app from starting; it is removed rather than kept aside, so no
 * attendee data outlives the retention the user set. Its error names no attendee.
 */
function openOrReplace(path: string, log: Logger): { store: SnapshotStore; replaced: boolean } {
  try {
    return { store: openSnapshotStore({ path }), replaced: false }
  } catch (error) {
    log.warn('attendee snapshots file was unreadable and was removed', {
      error: (error as Error).message,
    })
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true })
    return { store: openSnapshotStore({ path }), replaced: true }
  }
}

export function createAttendeeSnapshots(deps: AttendeeSnapshotDeps) {
  const now = deps.now ?? Date.now
  const retentionDays = () =>
    deps.preferences.peek()?.snapshotRetentionDays ?? DEFAULT_PREFERENCES.snapshotRetentionDays
  const { store, replaced } = openOrReplace(
    join(deps.userDataDir, 'snapshots', 'attendees.db'),
    deps.log,
  )
  const service = createSnapshotService({
    store,
    now,
    listAttendees: (workspaceId, query, signal) =>
      deps.client.api.listAttendees(workspaceId, query, signal),
    emit: (job) => deps.emit('snapshots:progress', job),
    report: (report) => deps.jobs.report(report),
    costInputs: (workspaceId) => ({
      quota: deps.client.scheduler.quota(workspaceId),
      pacing: deps.client.scheduler.pacing(workspaceId),
    }),
    retentionDays,
    notice: replaced ? SNAPSHOTS_UNREADABLE : null,
  })
  return { store, service }
}
