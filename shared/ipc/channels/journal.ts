/**
 * The change journal's channels: list and filter, pictures, revert (with its
 * conflict check), batch undo, export, and the journal's own settings.
 */
import { z } from 'zod'
import { catalogKindSchema } from './catalog'
import { channel } from '../define'
import { JOURNAL_OUTCOMES, journalEntrySchema } from '@shared/journal/entry'

export const journalFilterSchema = z.object({
  eventId: z.string().max(200).optional(),
  kinds: z.array(catalogKindSchema).max(4).optional(),
  outcomes: z.array(z.enum(JOURNAL_OUTCOMES)).max(JOURNAL_OUTCOMES.length).optional(),
  /** Matched, case aside, against resource names and IDs, field names and values. */
  text: z.string().max(200).optional(),
  resource: z.object({ kind: catalogKindSchema, id: z.string().max(200) }).optional(),
  batchId: z.string().max(64).optional(),
  /** Entries at or after this time (ISO 8601). */
  since: z.string().max(40).optional(),
})
export type JournalFilter = z.infer<typeof journalFilterSchema>

const workspaceRef = z.object({ workspaceId: z.string().min(1) })
const entryRef = workspaceRef.extend({ entryId: z.string().min(1).max(64) })

/**
 * How the resource was checked before a revert: `nowFrom` says whether its
 * state now was read from the service or only known here; `unchecked`, set
 * in the latter case, says what cannot be checked and what will be replaced.
 */
const checkedNow = {
  nowFrom: z.enum(['service', 'local']),
  unchecked: z.string().nullable(),
}

/** What a revert would send, or why it cannot, or the three versions when the resource moved on. */
export const revertPlanSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ready'), sentence: z.string(), ...checkedNow }),
  z.object({
    kind: z.literal('conflict'),
    sentence: z.string(),
    ...checkedNow,
    /** Field (or "picture") → its value before the entry, after it, and as last known now. */
    versions: z.array(
      z.object({ field: z.string(), before: z.unknown(), after: z.unknown(), now: z.unknown() }),
    ),
  }),
  z.object({ kind: z.literal('impossible'), why: z.string() }),
])
export type RevertPlan = z.infer<typeof revertPlanSchema>

export const batchUndoSummarySchema = z.object({
  batchId: z.string(),
  total: z.number().int(),
  reverted: z.number().int(),
  refused: z.number().int(),
  uncertain: z.number().int(),
  /** Entries that cannot be undone, each with why. */
  impossible: z.array(z.object({ entryId: z.string(), why: z.string() })),
  cancelled: z.boolean(),
})
export type BatchUndoSummary = z.infer<typeof batchUndoSummarySchema>

export const journalSettingsSchema = z.object({
  retentionDays: z.number().int().min(1, 'Keep entries for 1 day at least').max(3650),
  pictureCapMb: z.number().int().min(1, 'Keep 1 MB of pictures at least').max(100_000),
})
export type JournalSettings = z.infer<typeof journalSettingsSchema>

/** Progress of a batch undo (at most 5 a second, then the last). */
export const journalProgressSchema = z.object({
  workspaceId: z.string(),
  batchId: z.string(),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  paused: z.boolean(),
})

/** New or changed entries (a write, a revert, a settled Check, bytes removed by the cap). */
export const journalChangedSchema = z.object({
  workspaceId: z.string(),
  entries: z.array(journalEntrySchema),
})

export const journalChannels = {
  /** Newest first. `total` counts every entry the filter matches, `entries` the first `limit`. */
  'journal:list': channel(
    workspaceRef.extend({
      filter: journalFilterSchema,
      limit: z.number().int().min(1).max(5000).default(500),
    }),
    z.object({
      entries: z.array(journalEntrySchema),
      total: z.number().int(),
      /** Set when the journal was unreadable and was moved aside. */
      notice: z.string().nullable(),
    }),
  ),
  'journal:get': channel(entryRef, journalEntrySchema.nullable()),
  /** Kept picture bytes by SHA-256; null when the cap removed them or none were kept. */
  'journal:picture': channel(
    workspaceRef.extend({ sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
    z.object({ bytes: z.instanceof(Uint8Array), contentType: z.string() }).nullable(),
  ),
  'journal:planRevert': channel(entryRef, revertPlanSchema),
  /**
   * Reads the resource of a change that may have been applied and settles it
   * where the read tells; else `sentence` says why it stays as it is.
   */
  'journal:check': channel(
    entryRef,
    z.object({
      entry: journalEntrySchema,
      settled: z.boolean(),
      sentence: z.string().nullable(),
      /** The service's refusal as Stagehand read it, for Details. */
      detail: z.string().optional(),
    }),
  ),
  /** Sends the inverse write; refuses a conflict unless `overrideConflict`. Answers the revert's own entry. */
  'journal:revert': channel(
    entryRef.extend({ overrideConflict: z.boolean().default(false) }),
    journalEntrySchema,
  ),
  'journal:undoBatch': channel(
    workspaceRef.extend({ batchId: z.string().min(1).max(64) }),
    batchUndoSummarySchema,
  ),
  /** The filtered journal to a file the user picks: CSV (a row per changed field) or JSON. */
  'journal:export': channel(
    workspaceRef.extend({ filter: journalFilterSchema, format: z.enum(['csv', 'json']) }),
    z.object({ path: z.string().nullable(), entries: z.number().int(), cancelled: z.boolean() }),
  ),
  'journal:getSettings': channel(z.object({}), journalSettingsSchema),
  'journal:setSettings': channel(journalSettingsSchema, journalSettingsSchema),
} as const
