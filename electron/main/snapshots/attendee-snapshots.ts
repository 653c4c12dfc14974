/**
 * The attendee snapshots of a profile, assembled: the store in the user-data
 * folder and the service that takes them.
 *
 * Kept out of app/core.ts so the app reads as a list of its parts. Snapshots
 * past the days the user keeps them are removed here at start, and by the
 * service after each new one.
 */
import { join } from 'node:path'
import { DEFAULT_PREFERENCES, type Preferences } from '@shared/ipc/channels/preferences'
import type { EventName, EventPayload } from '@shared/ipc/contract'
import type { ClientCore } from '../api/client-core'
import type { JobService } from '../jobs/job-service'
import { createSnapshotService } from './snapshot-service'
import { openSnapshotStore } from './snapshot-store'

const DAY_MS = 24 * 60 * 60 * 1000

export interface AttendeeSnapshotDeps {
  userDataDir: string
  client: ClientCore
  jobs: JobService
  preferences: { peek(): Preferences | null }
  emit: <E extends EventName>(name: E, payload: EventPayload<E>) => void
  now?: () => number
}

export function createAttendeeSnapshots(deps: AttendeeSnapshotDeps) {
  const now = deps.now ?? Date.now
  const retentionDays = () =>
    deps.preferences.peek()?.snapshotRetentionDays ?? DEFAULT_PREFERENCES.snapshotRetentionDays
  const store = openSnapshotStore({ path: join(deps.userDataDir, 'snapshots', 'attendees.db') })
  store.removeOlderThan(new Date(now() - retentionDays() * DAY_MS).toISOString())
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
  })
  return { store, service }
}
