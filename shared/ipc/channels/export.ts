/**
 * CSV export of a whole filtered attendee list.
 *
 * The file is chosen in the native save dialog in main (the renderer never
 * names a path); progress and the final summary arrive as `exports:progress`
 * events.
 */
import { z } from 'zod'
import { appErrorDataSchema } from '@shared/errors'
import { readNotesSchema } from '@shared/api/read-notes-schema'
import { attendeeQuerySchema } from '@shared/attendees/view-state'
import { channel } from '../define'

const exportRef = z.object({ exportId: z.string().min(1).max(64) })

export const exportRequestSchema = attendeeQuerySchema.extend({
  workspaceId: z.string().min(1),
  eventId: z.string().min(1),
  /** Column ids in file order: the visible columns, or every column. */
  columns: z.array(z.string().min(1).max(300)).min(1).max(500),
  /** Every column was chosen: custom fields met on the first page are added too. */
  allColumns: z.boolean().default(false),
  /** UTF-8 byte-order mark at the start (Excel needs it to read UTF-8). */
  bom: z.boolean().default(true),
  /** Prefix cells that start with = + - @ tab or CR so spreadsheets show them as text. */
  neutralise: z.boolean().default(true),
  /** File name offered in the save dialog. */
  suggestedName: z.string().max(200).optional(),
})
export type ExportRequest = z.output<typeof exportRequestSchema>

export const PAUSED_REASONS = ['quota', 'interrupted', 'disk-full', 'file-locked'] as const
export type PausedReason = (typeof PAUSED_REASONS)[number]

export const EXPORT_STATES = ['running', 'paused', 'done', 'failed', 'cancelled'] as const
export type ExportState = (typeof EXPORT_STATES)[number]

export const exportStatusSchema = z.object({
  exportId: z.string(),
  /**
   * Orders the statuses main sends of its exports: one with a higher revision was built later.
   *
   * A call's answer and the progress events travel apart, so a resumed run can
   * pause again before the window takes in the "running" that Resume answered;
   * the window keeps the later status. Counted from one in each session of the app.
   */
  revision: z.number().int(),
  workspaceId: z.string(),
  eventId: z.string(),
  /** The chosen file (shown to the user; only main writes to it). */
  path: z.string(),
  fileName: z.string(),
  state: z.enum(EXPORT_STATES),
  /**
   * Why a paused export stopped: the daily quota, the app closed or crashed
   * mid-way, the disk is full, or the chosen file is held open (`error` says
   * which disk or file).
   */
  pausedReason: z.enum(PAUSED_REASONS).nullable(),
  rowsWritten: z.number().int(),
  pagesWritten: z.number().int(),
  /** Requests sent for this export (all runs), including any wasted past the end. */
  requests: z.number().int(),
  wastedRequests: z.number().int(),
  elapsedMs: z.number(),
  rowsPerSecond: z.number(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: appErrorDataSchema.nullable(),
  /** What reading the written pages changed: values shown as text or left out, records skipped. */
  readNotes: readNotesSchema,
  /** Rows asked for a page. */
  pageSize: z.number().int(),
  /** Rows a page the service sends, once known (it may differ from `pageSize`). */
  servedPageSize: z.number().int().nullable(),
  /** Sentences for the summary: the list changed while it was read (IDs named). */
  warnings: z.array(z.string()),
})
export type ExportStatus = z.output<typeof exportStatusSchema>

export const exportChannels = {
  /** What an export will cost, said before it starts. */
  'exports:estimate': channel(
    z.object({ workspaceId: z.string().min(1) }),
    z.object({
      /** Rows an export asks for a page. */
      pageSize: z.number().int(),
      /** Rows a page the service is known to send, when its answers showed another number. */
      servedPageSize: z.number().int().nullable(),
      /** Requests per 1,000 attendees at the rows a page the service sends. */
      requestsPer1000: z.number().int(),
      /** A few extra requests find the end of the list (the API gives no total). */
      extraRequests: z.number().int(),
      quota: z
        .object({
          usedToday: z.number().int(),
          dailyLimit: z.number().int(),
          remaining: z.number().int(),
        })
        .nullable(),
    }),
  ),
  /** Opens the save dialog, then starts. `started: false` when the dialog was cancelled. */
  'exports:start': channel(
    exportRequestSchema,
    z.union([
      z.object({ started: z.literal(true), status: exportStatusSchema }),
      z.object({ started: z.literal(false) }),
    ]),
  ),
  'exports:cancel': channel(exportRef, z.object({ cancelled: z.boolean() })),
  /** Continues a paused export from its last checkpoint. */
  'exports:resume': channel(exportRef, exportStatusSchema),
  /** Exports running, paused (resumable) and finished in this session. */
  'exports:list': channel(z.undefined(), z.object({ exports: z.array(exportStatusSchema) })),
  /** Forgets a paused or finished export (a paused or failed one's files are removed). */
  'exports:discard': channel(exportRef, z.object({ discarded: z.boolean() })),
  'exports:showInFolder': channel(exportRef, z.object({ shown: z.boolean() })),
} as const
