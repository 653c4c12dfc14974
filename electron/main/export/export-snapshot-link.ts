/**
 * An export's snapshot through the export's life: begun, kept over a pause, settled.
 *
 * A full export (no filter) keeps its attendees as the event's snapshot
 * (snapshots/export-snapshot.ts). Its checkpoint records the snapshot's ID,
 * so an export paused by the day's quota and resumed after a restart goes on
 * filling the same snapshot. Nothing here may fail the export: the snapshot
 * store is reached in try blocks, and a snapshot that cannot be had is only
 * one sentence of the export's summary.
 */
import { PAUSED_EXPORT_NOT_KEPT, type ExportSnapshots } from '../snapshots/export-snapshot'
import type { Checkpoint } from './checkpoint'
import type { JobRecord } from './export-status'

const full = (cp: Checkpoint) => cp.filter.length === 0

/** Begins the snapshot of a full export starting afresh (a new export, or one started over). */
export function beginSnapshot(job: JobRecord, snapshots: ExportSnapshots | undefined): void {
  job.snapshot?.discard()
  job.snapshot = full(job.cp)
    ? (snapshots?.fromExport(job.cp.workspaceId, job.cp.eventId) ?? null)
    : null
  job.cp.snapshotId = job.snapshot?.id ?? null
}

/** Finds the snapshot a paused export was keeping again, when this run no longer holds it. */
export function resumeSnapshot(job: JobRecord, snapshots: ExportSnapshots | undefined): void {
  const { cp } = job
  if (job.snapshot || !cp.snapshotId || !snapshots) return
  try {
    job.snapshot = snapshots.resumeExport(cp.snapshotId, cp.workspaceId, cp.eventId)
  } catch {
    job.snapshot = null
  }
  if (!job.snapshot) cp.snapshotId = null
}

/** Throws away a paused export's snapshot (the export cancelled or discarded). */
export function dropSnapshot(job: JobRecord, snapshots: ExportSnapshots | undefined): void {
  const id = job.snapshot?.id ?? job.cp.snapshotId
  job.snapshot?.discard()
  job.snapshot = null
  job.cp.snapshotId = null
  try {
    if (id) snapshots?.drop(id)
  } catch {
    // Left unfinished, it is thrown away at the next start (keepOnly) or by retention.
  }
}

/** At load: the unfinished export snapshots no paused export keeps are thrown away. */
export function keepSnapshotsOf(
  checkpoints: readonly Checkpoint[],
  snapshots: ExportSnapshots | undefined,
): void {
  try {
    snapshots?.keepOnly(checkpoints.flatMap((cp) => (cp.snapshotId ? [cp.snapshotId] : [])))
  } catch {
    // The store cannot be read now: retention removes them in time.
  }
}

/**
 * Settles a full export's snapshot as its run ends.
 *
 * Done: finished if it holds every row of the file. Paused: kept, unfinished,
 * for the resume. Cancelled or failed: thrown away. A done full export with
 * no snapshot (the one kept before a pause was gone) says so in its summary.
 */
export function settleSnapshot(job: JobRecord, snapshotsKept: boolean): void {
  if (job.state === 'paused') return
  const snapshot = job.snapshot
  job.snapshot = null
  job.cp.snapshotId = null
  if (job.state !== 'done') {
    snapshot?.discard()
    return
  }
  job.snapshotNote = snapshot
    ? snapshot.finish(job.cp.rows)
    : full(job.cp) && snapshotsKept
      ? PAUSED_EXPORT_NOT_KEPT
      : null
}
