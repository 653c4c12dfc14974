/**
 * What a save will change, for the confirmation before it is sent: each
 * field of the partial body with its old value (null: never seen) and its
 * new one, times shown as wall times in the chosen zone.
 */
import type { SessionUpdate } from '../api/schemas'
import { FIELD_LABEL, type EditableField, type SessionBaseline } from './session-form'
import { formatOffset, offsetMinutes, utcToWallTime } from './zoned-time'

export interface DiffRow {
  field: EditableField
  label: string
  /** null: the old value was never seen. */
  before: string | null
  after: string
}

/** `2026-05-12 09:00 (Europe/Berlin, UTC+02:00)`; the text itself when it is no instant. */
export function describeInstant(value: string, zone: string): string {
  const wall = utcToWallTime(value, zone)
  if (!wall) return value
  const offset = formatOffset(offsetMinutes(Date.parse(value), zone))
  return `${wall.replace('T', ' ')} (${zone}, ${offset})`
}

function describe(field: EditableField, value: unknown, zone: string): string {
  if (field === 'startDateTime' || field === 'endDateTime')
    return describeInstant(String(value), zone)
  if (field === 'tags') {
    const tags = value as string[]
    return tags.length === 0 ? '(no tags)' : tags.join(', ')
  }
  const text = String(value)
  return text === '' ? '(empty)' : text
}

const ORDER: EditableField[] = [
  'title',
  'startDateTime',
  'endDateTime',
  'description',
  'locationId',
  'totalCapacity',
  'externalRefId',
  'parentSessionId',
  'tags',
]

export function sessionDiff(
  baseline: SessionBaseline,
  changes: SessionUpdate,
  zone: string,
): DiffRow[] {
  const rows: DiffRow[] = []
  for (const field of ORDER) {
    const after = changes[field]
    if (after === undefined) continue
    const before = baseline[field]
    rows.push({
      field,
      label: FIELD_LABEL[field],
      before: before === null ? null : describe(field, before, zone),
      after: describe(field, after, zone),
    })
  }
  return rows
}

/**
 * What a save replaces without Stagehand having seen it, in one sentence.
 *
 * The service replaces each field sent whole (a session's tags too), so the
 * fields whose old value was never seen are named before saving: "Replaces
 * the session's tags, which Stagehand has not seen." Null when every old value
 * is known.
 */
export function unseenReplacement(rows: readonly DiffRow[]): string | null {
  const labels = rows.filter((row) => row.before === null).map((row) => row.label.toLowerCase())
  if (labels.length === 0) return null
  const named =
    labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}`
  return `Replaces the session’s ${named}, which Stagehand has not seen.`
}
