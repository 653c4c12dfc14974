/**
 * Exports in the main process.
 *
 * Asks for the file in the (injected) save dialog, runs each export as a job,
 * pauses it resumably when the daily quota runs out, the app quits, the disk
 * fills or the file is held open, finds interrupted ones again at start-up, and
 * reports progress as events. The dialog, "show in folder", page fetching and
 * the quota are dependencies, so tests and the bench run it without Electron.
 */
import { randomUUID } from 'node:crypto'
import * as nodeFs from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { resolveColumns } from '@shared/attendees/columns'
import { appError, toAppErrorData } from '@shared/errors'
import { PROGRESS_INTERVAL_MS, progressThrottle } from '@shared/progress-throttle'
import type { ExportRequest, ExportStatus } from '@shared/ipc/channels/export'
import type { Logger } from '../logging/logger'
import { createCheckpointStore, freshTally, newCheckpoint } from './checkpoint'
import { runExportJob, type FetchPage, type JobDeps, type PageQuery } from './export-job'
import { inThreadCodec, type PageCodec } from './codec-pool'
import { finishRun, placeOrPause, type FinishDeps } from './export-finish'
import {
  beginSnapshot,
  dropSnapshot,
  keepSnapshotsOf,
  resumeSnapshot,
  settleSnapshot,
} from './export-snapshot-link'
import { folderTargetMessage } from './file-faults'
import { makePrivateDir } from '../settings/private-dir'
import { blankRecord, suggestedFileName, toStatus, type JobRecord } from './export-status'
import { ExportOutput, removeExportFiles, type ExportFs } from './output-file'
import { DEFAULT_PLANNER } from './planner'
import { createServedSizes, type ServedSizes } from '../api/served-sizes'
import type { ExportSnapshots } from '../snapshots/export-snapshot'

export interface SaveDialogOptions {
  title: string
  defaultPath: string
  filters: { name: string; extensions: string[] }[]
}

export interface ExportServiceDeps {
  /** Checkpoints and ID sidecars live here (in the user-data folder). */
  dir: string
  fetchPage(workspaceId: string, query: PageQuery, signal: AbortSignal): ReturnType<FetchPage>
  /** Reads and encodes pages; default: on the calling thread. */
  codec?: PageCodec
  quota(workspaceId: string): { usedToday: number; dailyLimit: number; remaining: number } | null
  /** The native save dialog; null when the user cancels it. */
  showSaveDialog(options: SaveDialogOptions): Promise<string | null>
  showItemInFolder(path: string): Promise<void> | void
  emit(status: ExportStatus): void
  log: Logger
  /** Where the dialog opens (the Downloads folder in the app). */
  defaultDir?: string
  now?: () => number
  newId?: () => string
  job?: Pick<JobDeps, 'planner' | 'checkpointEveryMs'>
  /** Minimum time between two progress events of one export. */
  progressEveryMs?: number
  /** The export files' operations (tests make them fail). */
  fs?: ExportFs
  /** Rows a page each workspace's service sends (shared with the grid's answers); default: its own. */
  servedSizes?: ServedSizes
  /** Where an export of every attendee (no filter) is kept as the event's snapshot; none without. */
  snapshots?: ExportSnapshots
}

export const EXPORT_PAGE_SIZE = 100

export function createExportService(deps: ExportServiceDeps) {
  const now = deps.now ?? Date.now
  const newId = deps.newId ?? randomUUID
  const store = createCheckpointStore(deps.dir)
  const jobs = new Map<string, JobRecord>()
  const throttle = progressThrottle({
    intervalMs: deps.progressEveryMs ?? PROGRESS_INTERVAL_MS,
    now,
  })
  let loaded: Promise<void> | null = null
  const codec = deps.codec ?? inThreadCodec()
  const servedSizes = deps.servedSizes ?? createServedSizes()
  const finishing: FinishDeps = { store, now, log: deps.log, ...(deps.fs ? { fs: deps.fs } : {}) }
  let revision = 0
  /** A job's status now, numbered after every status built before it (events and answers alike). */
  const statusOf = (job: JobRecord, t = now()) => toStatus(job, t, ++revision)

  /** A job's status to the window: progress throttled (its latest kept), a change of state (`force`) at once. */
  const emit = (job: JobRecord, force = false): void =>
    throttle.report(job.cp.exportId, () => deps.emit(statusOf(job)), force)

  /** Checkpoints left by an earlier session: a 'running' one means the app stopped mid-way. */
  function load(): Promise<void> {
    loaded ??= (async () => {
      const found = await store.list((file, movedTo) =>
        deps.log.warn('unreadable export checkpoint moved aside', { file, movedTo }),
      )
      for (const cp of found) {
        if (jobs.has(cp.exportId)) continue
        if (cp.state === 'running') {
          cp.state = 'paused'
          cp.pausedReason = 'interrupted'
          await store.save(cp)
        }
        jobs.set(cp.exportId, blankRecord(cp, 'paused'))
      }
      keepSnapshotsOf(found, deps.snapshots)
    })()
    return loaded
  }

  function find(exportId: string): JobRecord {
    const job = jobs.get(exportId)
    if (!job) throw appError('not-found', 'That export is no longer known.')
    return job
  }

  /** Marks a job running from now on. */
  function starting(job: JobRecord, controller: AbortController | null): void {
    Object.assign(job, { controller, state: 'running', stopping: null, error: null })
    job.runStartedAt = now()
    job.cp.state = 'running'
    job.cp.pausedReason = null
  }

  /** Runs the end of a job (its file placed, paused or removed), then tells the window. */
  function ending(job: JobRecord, end: () => Promise<void>): Promise<void> {
    return (async () => {
      try {
        await end()
      } catch (e) {
        deps.log.error('export could not be finished cleanly', { error: e })
        job.state = 'failed'
        job.error = toAppErrorData(e)
      }
      emit(job, true)
    })()
  }

  /** Runs (or continues) a job in the background; progress and the end arrive as events. */
  function run(job: JobRecord, output: ExportOutput, seen: Set<string>): void {
    const controller = new AbortController()
    starting(job, controller)
    const jobDeps: JobDeps = {
      fetchPage: (query, signal) => deps.fetchPage(job.cp.workspaceId, query, signal),
      codec,
      now,
      onProgress: () => emit(job),
      saveCheckpoint: () => store.save(job.cp),
      quotaRemaining: () => deps.quota(job.cp.workspaceId)?.remaining ?? null,
      snapshot: job.snapshot,
      ...deps.job,
    }
    job.running = ending(job, async () => {
      let error: unknown = null
      try {
        await store.save(job.cp)
        await runExportJob(job.cp, output, seen, jobDeps, controller.signal)
      } catch (e) {
        error = e
      }
      try {
        await finishRun(job, output, error, finishing)
      } finally {
        settleSnapshot(job, !!deps.snapshots)
      }
      servedSizes.learn(job.cp.workspaceId, job.cp.pageSize, job.cp.servedPageSize)
    })
  }

  /** Places the file of an export whose every row is written (it paused on placing it). */
  function place(job: JobRecord): void {
    starting(job, null)
    job.running = ending(job, async () => {
      job.runStartedAt = null
      await placeOrPause(job, finishing)
      settleSnapshot(job, !!deps.snapshots)
    })
  }

  return {
    load,

    /** What an export costs, at the rows a page the service is known to send. */
    estimate(workspaceId: string) {
      const served = servedSizes.get(workspaceId)
      return {
        pageSize: EXPORT_PAGE_SIZE,
        servedPageSize: served,
        requestsPer1000: Math.ceil(1000 / (served ?? EXPORT_PAGE_SIZE)),
        extraRequests: DEFAULT_PLANNER.wasteBudget + 1,
        quota: deps.quota(workspaceId),
      }
    },

    async start(
      request: ExportRequest,
    ): Promise<{ started: true; status: ExportStatus } | { started: false }> {
      await load()
      const columns = resolveColumns(request.columns)
      if (columns.length === 0)
        throw appError('invalid-input', 'Choose at least one column to export.')
      const name = suggestedFileName(request.eventId, now(), request.suggestedName)
      const targetPath = await deps.showSaveDialog({
        title: 'Export attendees as CSV',
        defaultPath: deps.defaultDir ? join(deps.defaultDir, name) : name,
        filters: [{ name: 'CSV (comma-separated values)', extensions: ['csv'] }],
      })
      if (!targetPath) return { started: false }
      const existing = await (deps.fs ?? nodeFs).stat(targetPath).catch(() => null)
      if (existing?.isDirectory()) throw appError('file', folderTargetMessage(targetPath))
      const exportId = newId()
      const cp = newCheckpoint(request, {
        exportId,
        columns: columns.map((c) => c.id),
        targetPath,
        pageSize: EXPORT_PAGE_SIZE,
        now: now(),
      })
      await makePrivateDir(deps.dir)
      await nodeFs.mkdir(dirname(targetPath), { recursive: true })
      const output = await ExportOutput.create(cp.tempPath, store.idsPath(exportId), deps.fs)
      const job = blankRecord(cp, 'running')
      // Every attendee is read anyway: kept as the event's snapshot too. A filtered list is not all of them.
      beginSnapshot(job, deps.snapshots)
      jobs.set(exportId, job)
      run(job, output, new Set())
      emit(job, true)
      return { started: true, status: statusOf(job) }
    },

    async cancel(exportId: string): Promise<{ cancelled: boolean }> {
      await load()
      const job = find(exportId)
      if (job.state === 'running') {
        job.stopping = 'cancel'
        job.controller?.abort()
        await job.running
        // Read again: the run changed the state while we awaited it.
        return { cancelled: find(exportId).state === 'cancelled' }
      }
      if (job.state !== 'paused') return { cancelled: false }
      dropSnapshot(job, deps.snapshots)
      await removeExportFiles(job.cp.tempPath, store.idsPath(exportId))
      await store.remove(exportId)
      Object.assign(job, {
        state: 'cancelled',
        finishedAt: new Date(now()).toISOString(),
        error: null,
      })
      emit(job, true)
      return { cancelled: true }
    },

    async resume(exportId: string): Promise<ExportStatus> {
      await load()
      const job = find(exportId)
      if (job.state === 'running') return statusOf(job)
      if (job.state !== 'paused')
        throw appError('invalid-input', 'Only a paused export can be resumed.')
      const { cp } = job
      const idsPath = store.idsPath(exportId)
      resumeSnapshot(job, deps.snapshots)
      // Every row written: only placing the file is left.
      const reopened = cp.complete
        ? null
        : await ExportOutput.resume(cp.tempPath, idsPath, cp.bytes, cp.idsBytes, deps.fs)
      if (cp.complete) {
        place(job)
      } else if (reopened) {
        run(job, reopened.output, reopened.seen)
      } else {
        // The partial file is gone or damaged: start over under the same export.
        deps.log.warn('export partial file missing; restarting', { exportId })
        Object.assign(cp, {
          nextPage: 1,
          bytes: 0,
          idsBytes: 0,
          rows: 0,
          header: null,
          widened: false,
          ...freshTally(),
        })
        beginSnapshot(job, deps.snapshots)
        run(job, await ExportOutput.create(cp.tempPath, idsPath, deps.fs), new Set())
      }
      emit(job, true)
      return statusOf(job)
    },

    async list(): Promise<ExportStatus[]> {
      await load()
      const t = now()
      return [...jobs.values()].map((job) => statusOf(job, t))
    },

    async discard(exportId: string): Promise<{ discarded: boolean }> {
      await load()
      const job = jobs.get(exportId)
      if (!job || job.state === 'running') return { discarded: false }
      // A failed export's files are removed when it fails, unless removing them failed too.
      if (job.state === 'paused' || job.state === 'failed') {
        dropSnapshot(job, deps.snapshots)
        await removeExportFiles(job.cp.tempPath, store.idsPath(exportId))
        await store.remove(exportId)
      }
      jobs.delete(exportId)
      return { discarded: true }
    },

    async showInFolder(exportId: string): Promise<{ shown: boolean }> {
      const job = find(exportId)
      if (job.state !== 'done') return { shown: false }
      await deps.showItemInFolder(job.cp.targetPath)
      return { shown: true }
    },

    /** Pauses running exports resumably (the app is quitting) and waits for them to stop. */
    async dispose(): Promise<void> {
      const running = [...jobs.values()].filter((j) => j.state === 'running')
      for (const job of running) {
        job.stopping = 'shutdown'
        job.controller?.abort()
      }
      await Promise.all(running.map((j) => j.running))
      throttle.dispose()
    },
  }
}

export type ExportService = ReturnType<typeof createExportService>
