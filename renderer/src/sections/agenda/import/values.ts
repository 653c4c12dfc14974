/**
 * A field's value in an import's review, before and after, in words.
 *
 * Times are wall times in the zone the sheet was read in, locations by name,
 * and a value Stagehand never saw says so with "not known".
 */
import type { AgendaField, FieldChange } from '@shared/agenda/model'
import { FIELD_LABEL } from '@shared/sessions/session-form'
import { utcToWallTime } from '@shared/sessions/zoned-time'

/** The session editor's labels: an agenda column names the same field. */
export const AGENDA_FIELD_LABEL: Record<AgendaField, string> = FIELD_LABEL

export interface ValueContext {
  zone: string
  locationName: (id: string) => string | null
}

const wall = (instant: string, zone: string) =>
  utcToWallTime(instant, zone)?.replace('T', ' ') ?? instant

/** One value as the review shows it. */
export function valueText(field: AgendaField, value: unknown, ctx: ValueContext): string {
  if (value === null || value === undefined || value === '') return 'empty'
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : 'none'
  if (typeof value === 'string') {
    if (field === 'startDateTime' || field === 'endDateTime') return wall(value, ctx.zone)
    if (field === 'locationId') return ctx.locationName(value) ?? value
    if (field === 'description' && value.length > 120) return `${value.slice(0, 117)}…`
    return value
  }
  return typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value)
}

/** What Stagehand last knew of the field, and since when; or that it never saw it. */
export function beforeText(change: FieldChange, ctx: ValueContext): string {
  if (!change.before.known) return 'not known'
  return `${valueText(change.field, change.before.value, ctx)} (known since ${wall(change.before.since, ctx.zone)})`
}
