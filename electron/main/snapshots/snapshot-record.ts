/**
 * One attendee as the service sent it, read into the row a snapshot keeps.
 *
 * The store is given whatever the service answered, already parsed
 * tolerantly, and must keep a page even when one record is odd: every field
 * is read on its own, a missing or unreadable one becomes an empty string
 * ("not given"), and only a record without an ID is left out, since the
 * changes between two snapshots are found by ID.
 */
import type { SnapshotAttendee } from '@shared/snapshots/overview'

/** A custom field's value, as the grid shows it. */
export interface CustomValue {
  fieldSlug: string
  value: string
}

/** The fields a snapshot keeps of one attendee: what the grid can show. */
export interface SnapshotRecord extends SnapshotAttendee {
  designation: string
  industry: string
  statusSource: string
  updatedAt: string
  /** The UTC day of createdAt (`YYYY-MM-DD`), or '' when it is not a time. */
  day: string
  /** Given values only: a field left empty is "not given", as one left out. */
  customFields: CustomValue[]
}

type Fields = Record<string, unknown>

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {}

/** Text as the grid shows it: numbers and booleans as written, anything else not given. */
function text(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'boolean') return String(value)
  return ''
}

/** The UTC day of an ISO 8601 time, or '' for text that is not one. */
export function utcDay(time: string): string {
  const ms = Date.parse(time)
  if (Number.isNaN(ms)) return ''
  const iso = new Date(ms).toISOString()
  // Years past 9999 are written with a sign and six digits: not a day to chart.
  return iso.length === 24 ? iso.slice(0, 10) : ''
}

/** Each field's first given value, so an attendee counts once per field. */
function customValues(list: unknown): CustomValue[] {
  if (!Array.isArray(list)) return []
  const seen = new Map<string, string>()
  for (const item of list) {
    const fields = asFields(item)
    const fieldSlug = text(fields.fieldSlug)
    const value = text(fields.value)
    if (fieldSlug !== '' && value !== '' && !seen.has(fieldSlug)) seen.set(fieldSlug, value)
  }
  return Array.from(seen, ([fieldSlug, value]) => ({ fieldSlug, value }))
}

/** The row a snapshot keeps of `record`, or null when it has no ID to know it by. */
export function readSnapshotRecord(record: unknown): SnapshotRecord | null {
  const fields = asFields(record)
  const id = text(fields.id)
  if (id === '') return null
  const profile = asFields(fields.profile)
  const createdAt = text(fields.createdAt)
  return {
    id,
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
    email: text(profile.email),
    company: text(profile.company),
    designation: text(profile.designation),
    industry: text(profile.industry),
    country: text(profile.country),
    status: text(fields.status),
    statusSource: text(fields.statusSource),
    ticketName: text(asFields(fields.ticketDetails).ticketName),
    createdAt,
    updatedAt: text(fields.updatedAt),
    day: utcDay(createdAt),
    customFields: customValues(fields.customFieldsData),
  }
}
