/**
 * The small file that makes an export resumable.
 *
 * It holds what was asked and how far the written file goes (pages, rows,
 * bytes), for a run stopped by the daily quota, a dead app, a full disk or a
 * file held open. Written atomically; the data it vouches for is synced first,
 * so after a crash the file is at least as long as the checkpoint says.
 */
import { join } from 'node:path'
import { z } from 'zod'
import { filterConditionSchema, sortKeySchema } from '@shared/attendees/view-state'
import { NO_NOTES } from '@shared/api/read-notes'
import { readNotesSchema } from '@shared/api/read-notes-schema'
import { PAUSED_REASONS, type ExportRequest } from '@shared/ipc/channels/export'
import { createRecordFolder, type RecordFolder } from '../settings/record-folder'
import { tempPathFor } from './output-file'

export const checkpointSchema = z.object({
  version: z.literal(1),
  exportId: z.string(),
  workspaceId: z.string(),
  eventId: z.string(),
  filter: z.array(filterConditionSchema),
  sort: z.array(sortKeySchema),
  pageSize: z.number().int().min(1),
  /** Column ids as requested; `header` once the header line is written. */
  columns: z.array(z.string()),
  allColumns: z.boolean(),
  header: z.array(z.string()).nullable(),
  bom: z.boolean(),
  neutralise: z.boolean(),
  targetPath: z.string(),
  tempPath: z.string(),
  startedAt: z.string(),
  /** Time spent in earlier runs. */
  elapsedMs: z.number(),
  /** Every page below this is in the file. */
  nextPage: z.number().int().min(1),
  bytes: z.number().int().min(0),
  idsBytes: z.number().int().min(0),
  rows: z.number().int().min(0),
  requests: z.number().int().min(0),
  wasted: z.number().int().min(0),
  /**
   * Custom-field columns were added after the header line was written (an
   * every-column export meeting a field late): the finished file gets the
   * full header and earlier rows are padded (widen-rows.ts).
   */
  widened: z.boolean().default(false),
  /** What reading the written pages changed (values as text, records skipped), for the summary. */
  readNotes: readNotesSchema.default(NO_NOTES),
  /** Rows on the pages written, repeats included (export-check.ts). */
  received: z.number().int().min(0).default(0),
  /** Rows left out because their ID was written already (the list shifted). */
  duplicates: z.number().int().min(0).default(0),
  duplicateIds: z.array(z.string()).default([]),
  /** Rows on pages past the last page, not written. */
  rowsPastEnd: z.number().int().min(0).default(0),
  pastEndIds: z.array(z.string()).default([]),
  /** SHA-256 of the last row written (file-readback.ts): the file on disk must end with it. */
  lastRowSha: z.string().nullable().default(null),
  /** Rows a page the service sends, once a page with a next one has shown it. */
  servedPageSize: z.number().int().min(1).nullable().default(null),
  /** 'running' on disk means the app stopped without pausing it: a crash or a quit. */
  state: z.enum(['running', 'paused']),
  pausedReason: z.enum(PAUSED_REASONS).nullable(),
  /** Every row is in the partial file: only putting it under its name is left. */
  complete: z.boolean().default(false),
  /** The snapshot a full export is keeping of its attendees (export-snapshot-link.ts). */
  snapshotId: z.string().nullable().default(null),
})
export type Checkpoint = z.output<typeof checkpointSchema>

/** The counts of a file with nothing in it yet (a new export, or one started over). */
export function freshTally(): Pick<
  Checkpoint,
  'received' | 'duplicates' | 'duplicateIds' | 'rowsPastEnd' | 'pastEndIds' | 'lastRowSha'
> {
  return {
    received: 0,
    duplicates: 0,
    duplicateIds: [],
    rowsPastEnd: 0,
    pastEndIds: [],
    lastRowSha: null,
  }
}

/** The checkpoint of a new export: nothing written yet. */
export function newCheckpoint(
  request: ExportRequest,
  at: { exportId: string; columns: string[]; targetPath: string; pageSize: number; now: number },
): Checkpoint {
  return {
    version: 1,
    exportId: at.exportId,
    workspaceId: request.workspaceId,
    eventId: request.eventId,
    filter: request.filter,
    sort: request.sort,
    pageSize: at.pageSize,
    columns: at.columns,
    allColumns: request.allColumns,
    header: null,
    bom: request.bom,
    neutralise: request.neutralise,
    targetPath: at.targetPath,
    tempPath: tempPathFor(at.targetPath, at.exportId),
    startedAt: new Date(at.now).toISOString(),
    elapsedMs: 0,
    nextPage: 1,
    bytes: 0,
    idsBytes: 0,
    rows: 0,
    requests: 0,
    wasted: 0,
    widened: false,
    readNotes: NO_NOTES,
    ...freshTally(),
    servedPageSize: null,
    state: 'running',
    pausedReason: null,
    complete: false,
    snapshotId: null,
  }
}

export interface CheckpointStore extends RecordFolder<Checkpoint> {
  /** Where an export keeps the IDs it has written (its duplicates check). */
  idsPath(exportId: string): string
}

/** One file per export, named after it (settings/record-folder.ts), beside its IDs file. */
export function createCheckpointStore(dir: string): CheckpointStore {
  return {
    ...createRecordFolder(dir, checkpointSchema, (checkpoint) => checkpoint.exportId),
    idsPath: (id) => join(dir, `${id}.ids`),
  }
}
