/**
 * Fields of an attendee the contract does not name.
 *
 * The service may send more than Stagehand knows. They are not columns (a
 * column is a field every attendee has); the detail panel lists them, each
 * value as text.
 */
import { attendeeSchema, type Attendee } from '../api/schemas'
import { asText } from '../api/tolerant'

const KNOWN = new Set(Object.keys(attendeeSchema.shape))

/** Each unknown field of `attendee`, in the order the service sent them, with its value as text. */
export function otherFields(attendee: Attendee): { name: string; text: string }[] {
  return Object.entries(attendee)
    .filter(([name, value]) => !KNOWN.has(name) && value !== undefined)
    .map(([name, value]) => ({ name, text: asText(value) }))
}
