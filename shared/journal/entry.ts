/**
 * The change journal's entry: one write Stagehand sent, with what was known
 * before it and what the service answered (docs/journal.md).
 *
 * Main writes entries (electron/main/journal/); the window reads them through
 * the `journal:*` channels. An entry never holds a key, only the workspace's
 * name and address.
 */
import { z } from 'zod'
import { ownRecordSchema } from '@shared/own-record'
import { sponsorImageTypeSchema } from '@shared/api/schemas'
import { catalogKindSchema } from '@shared/ipc/channels/catalog'

/** A value as Stagehand knew it just before a write: since when, or not known at all. */
export const knownSchema = <T extends z.ZodType>(value: T) =>
  z.discriminatedUnion('known', [
    z.object({ known: z.literal(true), since: z.string(), value }),
    z.object({ known: z.literal(false) }),
  ])

/** Picture bytes kept in the journal's picture store, named by their SHA-256. */
export const keptBytesSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().min(0),
  contentType: z.string().max(200),
  /** When the size cap removed them (oldest first); the entry can no longer be reverted from them. */
  lostAt: z.string().nullable(),
})
export type KeptBytes = z.infer<typeof keptBytesSchema>

/** A picture: its address as the service served it, and its bytes when the journal kept them. */
export const pictureSchema = z.object({
  url: z.string().nullable(),
  bytes: keptBytesSchema.nullable(),
})
export type Picture = z.infer<typeof pictureSchema>

const fields = ownRecordSchema(z.unknown())

/** What was written, before and after, by operation. */
export const journalChangeSchema = z.discriminatedUnion('operation', [
  z.object({
    operation: z.literal('session-update'),
    /** The fields sent, as sent. */
    sent: fields,
    /** Each sent field's value as last known, or not known. */
    before: ownRecordSchema(knownSchema(z.unknown())),
    /** The session as the service answered; null when no answer came. */
    after: fields.nullable(),
  }),
  z.object({
    operation: z.literal('speaker-picture'),
    before: knownSchema(pictureSchema),
    /** The new picture: the address answered and the bytes sent. */
    after: pictureSchema.nullable(),
  }),
  z.object({
    operation: z.literal('sponsor-image'),
    imageType: sponsorImageTypeSchema,
    /** Known only when an image of this type was sent from here before. */
    before: knownSchema(pictureSchema),
    after: pictureSchema.nullable(),
  }),
  z.object({
    operation: z.literal('location-delete'),
    before: knownSchema(fields),
    after: z.object({ deleted: z.boolean() }).nullable(),
  }),
])
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
