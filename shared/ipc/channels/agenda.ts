/**
 * The agenda import's channels (docs/agenda-import.md).
 *
 * Open a spreadsheet (dialog or dropped bytes), plan it again with other
 * column choices, apply the chosen rows through the scheduler (cancel,
 * resume), and export the known sessions in the same columns.
 */
import { z } from 'zod'
import {
  agendaPlanSchema,
  applyChoiceSchema,
  applyStatusSchema,
  columnChoiceSchema,
  rowProblemSchema,
} from '@shared/agenda/model'
import { dateOrderSchema } from '@shared/agenda/date-order'
import { channel } from '../define'
import { eventRef } from './common'

/** Largest spreadsheet accepted: an agenda of many thousand rows is far smaller. */
export const MAX_SHEET_BYTES = 10 * 1024 * 1024
export const SHEET_TOO_LARGE =
  'That file is larger than 10 MB: an agenda spreadsheet must be smaller. Save only the sheet with the sessions, as CSV or .xlsx.'

/** The file to read: chosen in the open dialog, or dropped (the window read its bytes). */
export const sheetSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dialog') }),
  z.object({
    kind: z.literal('file'),
    bytes: z.instanceof(Uint8Array).refine((b) => b.byteLength <= MAX_SHEET_BYTES, SHEET_TOO_LARGE),
    fileName: z.string().max(1000),
  }),
])

const planOptions = z.object({
  /** Columns matched by hand (remembered for this workspace); the others by header. */
  columns: z.array(columnChoiceSchema).max(200).optional(),
  /** Zone for wall times without an offset; by default the event's (as the session editor has it). */
  timeZone: z.string().min(1).max(100).optional(),
  /** How the sheet writes day and month, once the user said (kept for the sheet's later plans). */
  dateOrder: dateOrderSchema.optional(),
})

const importRef = z.object({ workspaceId: z.string().min(1), importId: z.string().min(1).max(64) })

export const agendaChannels = {
  /** Reads the file and plans it. `cancelled: true` when the dialog was closed. */
  'agenda:open': channel(
    eventRef.extend({ source: sheetSourceSchema }).merge(planOptions),
    z.discriminatedUnion('cancelled', [
      z.object({ cancelled: z.literal(true) }),
      z.object({ cancelled: z.literal(false), plan: agendaPlanSchema }),
    ]),
  ),
  /** Plans the opened file again (other columns, another zone, or the catalog has learnt more). */
  'agenda:plan': channel(
    eventRef.extend({ importId: z.string().min(1).max(64) }).merge(planOptions),
    agendaPlanSchema,
  ),
  /** Stops reading or planning a file of this event; the open call then fails as cancelled. */
  'agenda:cancelOpen': channel(eventRef, z.object({ cancelled: z.boolean() })),
  /** A page of the opened file's problems (the plan carries the first page and the count). */
  'agenda:problems': channel(
    eventRef.extend({
      importId: z.string().min(1).max(64),
      offset: z.number().int().min(0),
      limit: z.number().int().min(1).max(500),
    }),
    z.object({ problems: z.array(rowProblemSchema), total: z.number().int().min(0) }),
  ),
  /** Starts sending the chosen rows and fields; progress follows as `agenda:progress`. */
  'agenda:apply': channel(
    eventRef.extend({
      importId: z.string().min(1).max(64),
      choices: z.array(applyChoiceSchema).min(1, 'Choose at least one row to apply').max(100_000),
    }),
    applyStatusSchema,
  ),
  /** Stops sending; rows not sent stay pending and can be resumed. */
  'agenda:cancel': channel(importRef, applyStatusSchema),
  /**
   * Sends the rows still pending of a paused or cancelled apply (also after a
   * restart). Each row's session is checked against its plan first; one that
   * changed since is held. `send` and `skip` settle held rows by row number.
   */
  'agenda:resume': channel(
    importRef.extend({
      send: z.array(z.number().int().min(1)).max(100_000).default([]),
      skip: z.array(z.number().int().min(1)).max(100_000).default([]),
    }),
    applyStatusSchema,
  ),
  /** Applies of this event not finished (paused, cancelled, or stopped by closing the app). */
  'agenda:pending': channel(eventRef, z.object({ applies: z.array(applyStatusSchema) })),
  /** Forgets a finished or abandoned apply's pending rows. */
  'agenda:discard': channel(importRef, z.object({ discarded: z.boolean() })),
  /** The event's known sessions as CSV in the import's columns, to a file the user picks. */
  'agenda:export': channel(
    eventRef.merge(planOptions.pick({ timeZone: true })),
    z.object({
      saved: z.boolean(),
      path: z.string().nullable(),
      rows: z.number().int(),
    }),
  ),
} as const
