/**
 * The agenda import's shapes: the columns of a sheet, the plan a sheet makes
 * (one line per session that would change, the rows refused with why, the
 * conflicts), what it costs, and an apply's progress.
 *
 * Main builds them (electron/main/agenda/); the window shows them and sends
 * back the rows and fields chosen (docs/agenda-import.md).
 */
import { z } from 'zod'
import { knownSchema } from '@shared/journal/entry'
import { dateReadingSchema } from './date-order'

/** The session fields a sheet can set, in the columns' order. */
export const AGENDA_FIELDS = [
  'title',
  'startDateTime',
  'endDateTime',
  'description',
  'locationId',
  'totalCapacity',
  'tags',
  'externalRefId',
  'parentSessionId',
] as const
export const agendaFieldSchema = z.enum(AGENDA_FIELDS)
export type AgendaField = z.infer<typeof agendaFieldSchema>

/** What a column of the sheet stands for: the session's ID, one of its fields, or nothing. */
export const COLUMN_ROLES = ['sessionId', ...AGENDA_FIELDS] as const
export const columnRoleSchema = z.enum(COLUMN_ROLES)
export type ColumnRole = z.infer<typeof columnRoleSchema>

/** One column: its header as written, and what it was matched to (null: left out). */
export const columnMatchSchema = z.object({
  index: z.number().int().min(0),
  header: z.string(),
  role: columnRoleSchema.nullable(),
  /** How it was matched: by its header's name, by the mapping remembered for this workspace, or chosen now. */
  by: z.enum(['header', 'remembered', 'chosen', 'none']),
  /** A few of its values as the sheet holds them, so a column can be told by what it holds. */
  samples: z.array(z.string().max(80)).max(3).optional(),
})
export type ColumnMatch = z.infer<typeof columnMatchSchema>

/** A choice of the user for a column, by header: a role, or null to leave it out. */
export const columnChoiceSchema = z.object({
  header: z.string().max(500),
  role: columnRoleSchema.nullable(),
})
export type ColumnChoice = z.infer<typeof columnChoiceSchema>

/** A row that cannot be used, or one cell of it: "Row 7, column “start”: …". */
export const rowProblemSchema = z.object({
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int().min(1),
  /** The header of the column at fault, or null when the whole row is. */
  column: z.string().nullable(),
  /** The whole sentence, row and column included. */
  sentence: z.string(),
})
export type RowProblem = z.infer<typeof rowProblemSchema>

/** One field that would change: what Stagehand last knew (and since when) and what the row says. */
export const fieldChangeSchema = z.object({
  field: agendaFieldSchema,
  before: knownSchema(z.unknown()),
  after: z.unknown(),
})
export type FieldChange = z.infer<typeof fieldChangeSchema>

/** One session that would change. */
export const planLineSchema = z.object({
  row: z.number().int().min(1),
  sessionId: z.string(),
  /** The session's title as known, or as the row gives it. */
  name: z.string().nullable(),
  matchedBy: z.enum(['id', 'externalRefId']),
  changes: z.array(fieldChangeSchema).min(1),
})
export type PlanLine = z.infer<typeof planLineSchema>

export const CONFLICT_RULES = [
  'speaker-overlap',
  'location-overlap',
  'end-before-start',
  'outside-parent',
] as const
export const conflictRuleSchema = z.enum(CONFLICT_RULES)
export type ConflictRule = z.infer<typeof conflictRuleSchema>

/** A conflict among the rows, or between a row and what the catalog knows. */
export const conflictSchema = z.object({
  rule: conflictRuleSchema,
  /** The sessions concerned, in the order the sentence names them. */
  sessionIds: z.array(z.string()),
  /** The sheet's rows concerned (none for a conflict among known sessions only). */
  rows: z.array(z.number().int().min(1)),
  sentence: z.string(),
})
export type Conflict = z.infer<typeof conflictSchema>

/** What applying costs at the workspace's rate limits: "312 updates, about 35 s, 3 % of today's quota". */
export const applyCostSchema = z.object({
  updates: z.number().int().min(0),
  seconds: z.number().min(0),
  usedToday: z.number().int().min(0),
  dailyLimit: z.number().int().min(0),
  remaining: z.number().int().min(0),
  /** Share of the daily limit the updates take, in percent. */
  quotaPercent: z.number().min(0),
  /** True when the updates do not fit in what is left of today's quota. */
  overQuota: z.boolean(),
  sentence: z.string(),
})
export type ApplyCost = z.infer<typeof applyCostSchema>

/** The sheet read with a mapping: what would change, what cannot be used, and the conflicts. */
export const agendaPlanSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  /** The zone wall times without an offset were read in. */
  timeZone: z.string(),
  /** How dates written day and month first were read (date-order.ts); null when none are. */
  dateReading: dateReadingSchema.nullable(),
  columns: z.array(columnMatchSchema),
  /** Data rows in the sheet (empty rows not counted). */
  rows: z.number().int().min(0),
  lines: z.array(planLineSchema),
  /** Rows whose every value is what Stagehand already knows. */
  unchanged: z.number().int().min(0),
  /** The first problems (PROBLEM_PAGE of limits.ts); `agenda:problems` pages through the rest. */
  problems: z.array(rowProblemSchema),
  /** Every problem of the plan. */
  problemCount: z.number().int().min(0),
  /** Rows with at least one problem. */
  problemRows: z.number().int().min(0),
  conflicts: z.array(conflictSchema),
  cost: applyCostSchema,
})
export type AgendaPlan = z.infer<typeof agendaPlanSchema>

/** A row to apply and the fields of it chosen (a subset of its line's changes). */
export const applyChoiceSchema = z.object({
  row: z.number().int().min(1),
  fields: z.array(agendaFieldSchema).min(1),
})
export type ApplyChoice = z.infer<typeof applyChoiceSchema>

export const ROW_OUTCOMES = [
  'pending',
  'applied',
  'refused',
  'uncertain',
  'held',
  'skipped',
] as const

/** A field of a held row: its value before as planned, and as known now. */
export const heldFieldSchema = z.object({
  field: agendaFieldSchema,
  planned: knownSchema(z.unknown()),
  now: z.unknown(),
})
export type HeldField = z.infer<typeof heldFieldSchema>

export const rowOutcomeSchema = z.object({
  row: z.number().int().min(1),
  sessionId: z.string(),
  name: z.string().nullable(),
  /**
   * `uncertain`: no answer came, the update may have been applied. `held`:
   * on resume, the session had changed since the plan, so the row waits for
   * the user to send it anyway or skip it (`skipped`).
   */
  status: z.enum(ROW_OUTCOMES),
  /** Why it was refused, or why its outcome is not known. */
  reason: z.string().nullable(),
  /** For a held row: the fields that changed since the plan. */
  held: z.array(heldFieldSchema).optional(),
})
export type RowOutcome = z.infer<typeof rowOutcomeSchema>

/** Where an apply stands; sent as `agenda:progress` (at most 5 a second, then the last). */
export const applyStatusSchema = z.object({
  workspaceId: z.string(),
  eventId: z.string(),
  importId: z.string(),
  /** Every update sent is recorded in the change journal under this batch. */
  batchId: z.string(),
  fileName: z.string(),
  state: z.enum(['running', 'paused', 'cancelled', 'done']),
  /** Why it paused (the day's quota spent, the app closed), in a sentence. */
  pausedReason: z.string().nullable(),
  total: z.number().int().min(0),
  applied: z.number().int().min(0),
  refused: z.number().int().min(0),
  uncertain: z.number().int().min(0),
  pending: z.number().int().min(0),
  held: z.number().int().min(0),
  skipped: z.number().int().min(0),
  rows: z.array(rowOutcomeSchema),
  /** Numbered per status built, so the window keeps the later of a call's answer and an event. */
  revision: z.number().int().min(0),
})
export type ApplyStatus = z.infer<typeof applyStatusSchema>
