/**
 * A 2xx answer's JSON read with its schema, tolerantly (docs/api-decisions.md,
 * "Reading responses"): what was read, and what reading it changed.
 */
import type { z } from 'zod'
import { appError } from '@shared/errors'
import { NO_NOTES, collectNotes, hasNotes, type ReadNotes } from '@shared/api/read-notes'
import { issuesSentence } from '@shared/schema-issues'
import { acceptsAsIs } from './accepts-as-is'
import type { ReadNotesListener } from './read-notes-log'

/** A 2xx body as read, and what the tolerant read changed (read-notes.ts). */
export interface ReadResult<T> {
  value: T
  notes: ReadNotes
}

/**
 * A 2xx payload read with its schema, and what the tolerant read changed.
 *
 * A payload the schema cannot read at all (no `data` list in a page, no ID in a
 * resource) is a typed error. A payload the schema accepts as it is is used as
 * it is (accepts-as-is.ts: no copy of a page of attendees); zod reads the rest,
 * and read-notes.ts says where it read a value as text or left it out.
 */
export function readBody<S extends z.ZodType>(
  schema: S,
  payload: unknown,
  operation: string,
  status: number,
  recordsAt?: string,
): ReadResult<z.output<S>> {
  if (acceptsAsIs(schema, payload)) return { value: payload as z.output<S>, notes: NO_NOTES }
  const parsed = schema.safeParse(payload)
  if (parsed.success) return collectNotes(payload, parsed.data as z.output<S>, recordsAt)
  throw appError(
    'invalid-response',
    `The service's answer to "${operation}" was not in the expected form: ${issuesSentence(parsed.error, payload)}.`,
    { status },
  )
}

/** The value of a read whose notes the caller does not show: they go to `listener`. */
export function valueTellingNotes<T>(
  listener: ReadNotesListener | undefined,
  operation: string,
  read: ReadResult<T>,
): T {
  if (listener && hasNotes(read.notes)) listener(operation, read.notes)
  return read.value
}
