/**
 * The change journal's entry: one write Stagehand sent, with what was known
 * before it and what the service answered (docs/journal.md).
 *
 * Main writes entries (electron/main/journal/); the window reads them through
 * the `journal:*` channels. An entry never holds a key, only the workspace's
 * name and address.
 */
import { z } from 'zod'
import { catalogKindSchema } from '@shared/ipc/channels/catalog'
import { CHANGE_SCHEMAS } from './operations'

export { fieldsSchema, keptBytesSchema, knownSchema, pictureSchema } from './entry-parts'
export type { KeptBytes, Picture } from './entry-parts'

/** What was written, before and after: each operation's own change (operations/). */
export const journalChangeSchema = z.discriminatedUnion('operation', CHANGE_SCHEMAS)
export type JournalChange = z.infer<typeof journalChangeSchema>
export type JournalOperation = JournalChange['operation']

export const JOURNAL_OUTCOMES = ['applied', 'refused', 'uncertain', 'pending'] as const
export const journalOutcomeSchema = z.object({
  /**
   * `uncertain`: the request may have been applied (no answer came); Check settles it.
   * `pending`: recorded just before the request left, not answered yet; one left over
   * when Stagehand stopped becomes `uncertain` at the next start.
   */
  status: z.enum(JOURNAL_OUTCOMES),
  /** The sentence shown to the user for a refusal or an uncertain outcome. */
  sentence: z.string().max(2000).nullable(),
  /** When a Check settled an uncertain outcome. */
  settledAt: z.string().nullable(),
})
export type JournalOutcome = z.infer<typeof journalOutcomeSchema>

export const journalEntrySchema = z.object({
  id: z.string().min(1).max(64),
  /** When the write was sent (ISO 8601, UTC). */
  at: z.string(),
  workspace: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  eventId: z.string(),
  resource: z.object({
    kind: catalogKindSchema,
    id: z.string(),
    /** The name Stagehand knew for it at the time, if any. */
    name: z.string().nullable(),
  }),
  change: journalChangeSchema,
  outcome: journalOutcomeSchema,
  /** Set when the write was one of many (a bulk photo review, a spreadsheet import). */
  batchId: z.string().max(64).nullable(),
  /** The entry this one reverts, when it is a revert. */
  revertOf: z.string().max(64).nullable(),
  /** The revert entry that undid this one, once one did. */
  revertedBy: z.string().max(64).nullable(),
})
export type JournalEntry = z.infer<typeof journalEntrySchema>
