/** What the renderer is told about an export, built from its checkpoint and run state. */
import { basename } from 'node:path'
import { AppError, type AppErrorData } from '@shared/errors'
import type { ExportState, ExportStatus } from '@shared/ipc/channels/export'
import type { Checkpoint } from './checkpoint'
import { exportWarnings } from './export-check'
import type { ExportSnapshot } from '../snapshots/export-snapshot'

export interface JobRecord {
  cp: Checkpoint
  state: ExportState
  error: AppErrorData | null
  finishedAt: string | null
  /** When the current run started (null when not running). */
  runStartedAt: number | null
  controller: AbortController | null
  /** Why the running job is being stopped. */
  stopping: 'cancel' | 'shutdown' | null
  /** Resolves when the current run has fully stopped. */
  running: Promise<void> | null
  /** A full export's attendees being kept as a snapshot, from its first run until it ends. */
  snapshot: ExportSnapshot | null
  /** Why a finished full export was not kept as a snapshot: one sentence of its summary. */
  snapshotNote: string | null
}

export function blankRecord(cp: Checkpoint, state: ExportState): JobRecord {
  return {
    cp,
    state,
    error: null,
    finishedAt: null,
    runStartedAt: null,
    controller: null,
    stopping: null,
    running: null,
    snapshot: null,
    snapshotNote: null,
  }
}

export function elapsedMs(job: JobRecord, now: number): number {
  return job.cp.elapsedMs + (job.runStartedAt !== null ? now - job.runStartedAt : 0)
}

/** `revision`: higher than that of every status of the export built before (see ExportStatus). */
export function toStatus(job: JobRecord, now: number, revision: number): ExportStatus {
  const { cp } = job
  const elapsed = elapsedMs(job, now)
  return {
    exportId: cp.exportId,
    revision,
    workspaceId: cp.workspaceId,
    eventId: cp.eventId,
    path: cp.targetPath,
    fileName: basename(cp.targetPath),
    state: job.state,
    pausedReason: job.state === 'paused' ? cp.pausedReason : null,
    rowsWritten: cp.rows,
    pagesWritten: cp.nextPage - 1,
    requests: cp.requests,
    wastedRequests: cp.wasted,
    elapsedMs: Math.round(elapsed),
    rowsPerSecond: elapsed > 0 ? Math.round((cp.rows / elapsed) * 1000) : 0,
    startedAt: cp.startedAt,
    finishedAt: job.finishedAt,
    error: job.error,
    readNotes: cp.readNotes,
    pageSize: cp.pageSize,
    servedPageSize: cp.servedPageSize,
    warnings:
      job.state === 'done'
        ? [...exportWarnings(cp), ...(job.snapshotNote ? [job.snapshotNote] : [])]
        : [],
  }
}

/** The service's daily quota is used up (or the local guard refused): the export can resume later. */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof AppError)) return false
  return (
    error.kind === 'quota' || (error.status === 429 && error.data.code === 'DAILY_QUOTA_EXCEEDED')
  )
}

/** A file name for the save dialog: the event and today's date, nothing the OS would refuse. */
export function suggestedFileName(eventId: string, now: number, given?: string): string {
  // Drop what file systems refuse in a name: separators, reserved punctuation, control characters.
  const cleaned = [...(given ?? '')]
    .filter((ch) => ch >= ' ' && !'\\/:*?"<>|'.includes(ch))
    .join('')
    .trim()
  if (cleaned) return /\.csv$/i.test(cleaned) ? cleaned : `${cleaned}.csv`
  return `attendees-${eventId.slice(0, 8)}-${new Date(now).toISOString().slice(0, 10)}.csv`
}
