/**
 * Taking an event's attendee snapshot, and answering from the stored ones.
 *
 * Taking one reads every page of the attendee list through the workspace's
 * scheduler (its rate limits, quota and retries), stores each page as it
 * comes, and finishes the snapshot only once the last page is in, so a
 * snapshot never holds part of a list. A spent quota or a failed read
 * pauses it with its pages kept (Resume goes on from the next page); Cancel
 * throws it away. Its progress goes to the window and to the long-jobs
 * service. A full export is kept as a snapshot too, through the same store
 * (export-snapshot.ts). Every read of a stored snapshot is answered without
 * the service.
 */
import { repeatedPageMessage, repeatsPrevious } from '@shared/api/paging'
import { appError, isAppError, toAppErrorData } from '@shared/errors'
import type { SnapshotJob } from '@shared/ipc/channels/snapshots'
import type { JobReportInput } from '@shared/ipc/channels/jobs'
import type { AttendeeQuery, AttendeePage } from '../api/attendees'
import type { SnapshotStore } from './snapshot-store'
import { diskProblem, exportSnapshotsOn } from './export-snapshot'
import { snapshotCost, type SnapshotCostInputs } from '@shared/snapshots/cost'

/** The most the attendee list sends a page (the contract's maximum). */
export const SNAPSHOT_PAGE_SIZE = 100
const DAY_MS = 24 * 60 * 60 * 1000
/** Progress events a second at most while pages pour in. */
const EMITS_PER_SECOND = 5

/**
 * What went wrong keeping a page on this computer, in words.
 *
 * The store's own errors are SQLite's; a full or unwritable disk is the one
 * a person can do something about.
 */
export function storeFailure(error: unknown): string {
  return diskProblem(error)
    ? 'Stagehand could not keep the snapshot on this computer: the disk is full or cannot be written to. Free some space, then Resume.'
    : 'Stagehand could not keep the snapshot on this computer.'
}

export interface SnapshotServiceDeps {
  store: SnapshotStore
  listAttendees(
    workspaceId: string,
    query: AttendeeQuery,
    signal: AbortSignal,
  ): Promise<AttendeePage>
  emit(job: SnapshotJob): void
  report(report: JobReportInput): void
  /** The workspace's quota and pace now, for what the next snapshot costs. */
  costInputs(workspaceId: string): Pick<SnapshotCostInputs, 'quota' | 'pacing'>
  /** A sentence about the snapshots kept here (their file could not be read at start), or null. */
  notice?: string | null
  /** Days a snapshot is kept (the preference), read at each finish. */
  retentionDays(): number
  now?: () => number
}

interface Run {
  job: SnapshotJob
  snapshotId: string
  nextPage: number
  controller: AbortController
  lastEmit: number
  done: Promise<void> | null
}

const key = (workspaceId: string, eventId: string) => `${workspaceId}\n${eventId}`

/** A run of the snapshot `of`, starting (or waiting to resume) as `from` says. */
function newRun(
  of: { workspaceId: string; eventId: string; snapshotId: string },
  from: Pick<SnapshotJob, 'state' | 'attendees' | 'message'> & { nextPage: number },
): Run {
  return {
    job: {
      workspaceId: of.workspaceId,
      eventId: of.eventId,
      state: from.state,
      pausedForQuota: false,
      attendees: from.attendees,
      requests: 0,
      message: from.message,
    },
    snapshotId: of.snapshotId,
    nextPage: from.nextPage,
    controller: new AbortController(),
    lastEmit: 0,
    done: null,
  }
}

export function createSnapshotService(deps: SnapshotServiceDeps) {
  const now = deps.now ?? Date.now
  const runs = new Map<string, Run>()
  /** Removes the snapshots taken before the days the user keeps them. */
  const prune = () =>
    deps.store.removeOlderThan(new Date(now() - deps.retentionDays() * DAY_MS).toISOString())
  // At start too, not only after the next snapshot; before the unfinished ones are offered.
  prune()
  // Said until the first snapshot taken since makes it old news.
  let notice = deps.notice ?? null
  // A snapshot a previous run was taking waits, paused, to be resumed or cancelled.
  for (const left of deps.store.unfinished()) {
    const key_ = key(left.workspaceId, left.eventId)
    // An export's snapshot goes with its export, which keeps it or throws it away (keepOnly).
    if (left.origin === 'export') continue
    if (runs.has(key_)) {
      deps.store.discard(left.snapshotId)
      continue
    }
    runs.set(
      key_,
      newRun(left, {
        state: 'paused',
        attendees: left.kept,
        message: `Stagehand was closed while this snapshot was being taken. The ${left.kept.toLocaleString('en-US')} attendees read by then are kept: Resume goes on from there.`,
        // Pages hold at most the size asked, so this page is at or before the next unread one;
        // an attendee read twice is kept once.
        nextPage: Math.floor(left.kept / SNAPSHOT_PAGE_SIZE) + 1,
      }),
    )
  }

  const tell = (run: Run, force = false): void => {
    const at = now()
    if (!force && at - run.lastEmit < 1000 / EMITS_PER_SECOND) return
    run.lastEmit = at
    deps.emit({ ...run.job })
    deps.report({
      jobId: run.snapshotId,
      kind: 'snapshot',
      workspaceId: run.job.workspaceId,
      eventId: run.job.eventId,
      subject: 'Attendee snapshot',
      state: run.job.state,
      pausedForQuota: run.job.pausedForQuota,
      done: run.job.attendees,
      total: null,
      message: run.job.message,
    })
  }

  const set = (run: Run, change: Partial<SnapshotJob>, force = true): void => {
    run.job = { ...run.job, ...change }
    tell(run, force)
  }

  async function readPages(run: Run): Promise<void> {
    const { workspaceId, eventId } = run.job
    const signal = run.controller.signal
    // A service that ignores the page number would otherwise be read forever.
    let previousIds: string[] | null = null
    try {
      for (;;) {
        const page = await deps.listAttendees(
          workspaceId,
          { eventId, page: run.nextPage, pageSize: SNAPSHOT_PAGE_SIZE },
          signal,
        )
        const ids = page.items.map((a) => a.id)
        if (repeatsPrevious(previousIds, ids)) {
          throw appError('invalid-response', repeatedPageMessage(run.nextPage))
        }
        previousIds = ids
        const outcome = deps.store.addPage(run.snapshotId, page.items)
        run.nextPage++
        set(
          run,
          { attendees: run.job.attendees + outcome.stored, requests: run.job.requests + 1 },
          false,
        )
        if (!page.hasNext) break
      }
      const info = deps.store.finish(run.snapshotId, new Date(now()).toISOString())
      prune()
      notice = null
      set(run, { state: 'done', attendees: info.total, message: null })
    } catch (error) {
      if (signal.aborted) return
      const data = toAppErrorData(error)
      const quota = isAppError(error) && data.kind === 'quota'
      set(run, {
        state: 'paused',
        pausedForQuota: quota,
        message: `${isAppError(error) ? data.message : storeFailure(error)} The ${run.job.attendees.toLocaleString('en-US')} attendees read so far are kept: Resume goes on from there.`,
      })
    }
  }

  const start = (run: Run): SnapshotJob => {
    run.done = readPages(run).finally(() => {
      run.done = null
    })
    return { ...run.job }
  }

  // A full export's snapshot is written through this same store: still its one writer.
  const exportFinished = () => {
    prune()
    notice = null
  }
  const exportSnapshots = exportSnapshotsOn(deps.store, { now, finished: exportFinished })

  return {
    ...exportSnapshots,

    status(workspaceId: string, eventId: string) {
      const run = runs.get(key(workspaceId, eventId))
      const taken = (info: ReturnType<SnapshotStore['latest']>) =>
        info && info.takenAt
          ? { snapshotId: info.snapshotId, takenAt: info.takenAt, total: info.total }
          : null
      const latest = taken(deps.store.latest(workspaceId, eventId))
      return {
        job: run ? { ...run.job } : null,
        latest,
        previous: taken(deps.store.previous(workspaceId, eventId)),
        notice,
        cost: snapshotCost({
          lastTotal: latest?.total ?? null,
          pageSize: SNAPSHOT_PAGE_SIZE,
          ...deps.costInputs(workspaceId),
        }),
      }
    },

    /** Starts a snapshot, resumes a paused one, or answers the running one's state. */
    take(workspaceId: string, eventId: string): SnapshotJob {
      const existing = runs.get(key(workspaceId, eventId))
      if (existing?.job.state === 'running') return { ...existing.job }
      if (existing?.job.state === 'paused') {
        existing.controller = new AbortController()
        set(existing, { state: 'running', pausedForQuota: false, message: null })
        return start(existing)
      }
      const snapshotId = deps.store.begin(workspaceId, eventId, new Date(now()).toISOString())
      const run = newRun(
        { workspaceId, eventId, snapshotId },
        { state: 'running', attendees: 0, message: null, nextPage: 1 },
      )
      runs.set(key(workspaceId, eventId), run)
      tell(run, true)
      return start(run)
    },

    /** Stops a snapshot being taken or paused, and throws its pages away. */
    async cancel(workspaceId: string, eventId: string): Promise<boolean> {
      const run = runs.get(key(workspaceId, eventId))
      if (!run || (run.job.state !== 'running' && run.job.state !== 'paused')) return false
      run.controller.abort()
      await run.done
      deps.store.discard(run.snapshotId)
      set(run, { state: 'cancelled', message: null })
      return true
    },

    /** Stops every run (the app is closing); their pages stay, to be resumed at the next start. */
    async dispose(): Promise<void> {
      for (const run of runs.values()) run.controller.abort()
      await Promise.all([...runs.values()].map((run) => run.done))
      deps.store.close()
    },
  }
}

export type SnapshotService = ReturnType<typeof createSnapshotService>
