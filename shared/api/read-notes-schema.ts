/**
 * The schemas of a read's notes (read-notes.ts), for the channels and the
 * export's checkpoint.
 *
 * Apart from the notes' own code, which the window's first screen runs
 * without loading zod.
 */
import { z } from 'zod'
import type { FieldNote, ReadNotes } from './read-notes'

export const fieldNoteSchema = z.object({
  path: z.string().max(500),
  types: z.array(z.string().max(20)).max(10),
}) satisfies z.ZodType<FieldNote>

export const readNotesSchema = z.object({
  asText: z.array(fieldNoteSchema).max(500),
  leftOut: z.array(fieldNoteSchema).max(500),
  skipped: z.number().int().min(0),
}) satisfies z.ZodType<ReadNotes>
