/**
 * The pieces a journal entry's changes are built of.
 *
 * Apart from entry.ts so that each operation's descriptor
 * (operations/<operation>.ts) can build its change's schema from them while
 * entry.ts assembles the entry from those descriptors.
 */
import { z } from 'zod'
import { ownRecordSchema } from '@shared/own-record-schema'

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

/** A resource's fields as sent or answered. */
export const fieldsSchema = ownRecordSchema(z.unknown())
