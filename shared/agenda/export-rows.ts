/**
 * The known sessions of an event as rows in the import's columns, so a file
 * exported, edited and imported again changes exactly what was edited.
 *
 * Times carry their offset (`2026-05-12 09:00+02:00`, seconds when the
 * service gave any) so they read back as the same instant whatever zone the
 * import uses; a location is written by its name when that name is known and
 * names one location only, else by its ID; tags are joined with "; ".
 */
import { offsetMinutes, utcToWallTime } from '@shared/sessions/zoned-time'
import { tagsCell } from './cells'
import { COLUMN_HEADER } from './columns'
import { locationKey, type AgendaKnowledge, type KnownSession } from './known-sessions'
import { COLUMN_ROLES, type ColumnRole } from './model'

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0')

/** An instant as a wall time in `zone` with its offset; the text as given when unreadable. */
export function instantCell(value: string | null, zone: string): string {
  if (value === null) return ''
  const ms = Date.parse(value)
  const wall = utcToWallTime(value, zone)
  if (Number.isNaN(ms) || wall === null) return value
  const seconds = new Date(ms).getUTCSeconds()
  const offset = offsetMinutes(ms, zone)
  const sign = offset < 0 ? '-' : '+'
  return `${wall.replace('T', ' ')}${seconds ? `:${pad(seconds)}` : ''}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
}

function locationCell(id: string | null, known: AgendaKnowledge): string {
  if (id === null) return ''
  const name = known.locationName.get(id)
  return name && known.locationsByName.get(locationKey(name))?.length === 1 ? name : id
}

export const EXPORT_HEADER: readonly string[] = COLUMN_ROLES.map((r) => COLUMN_HEADER[r])

function rowOf(s: KnownSession, known: AgendaKnowledge, zone: string): string[] {
  const b = s.baseline
  const cells: Record<ColumnRole, string> = {
    sessionId: s.id,
    title: b.title ?? '',
    startDateTime: instantCell(b.startDateTime, zone),
    endDateTime: instantCell(b.endDateTime, zone),
    description: b.description ?? '',
    locationId: locationCell(b.locationId, known),
    totalCapacity: b.totalCapacity === null ? '' : String(b.totalCapacity),
    tags: tagsCell(b.tags ?? []),
    externalRefId: b.externalRefId ?? '',
    parentSessionId: b.parentSessionId ?? '',
  }
  return COLUMN_ROLES.map((r) => cells[r])
}

/** Header then one row per known session, by start time (unknown times last), then ID. */
export function exportRows(known: AgendaKnowledge, zone: string): string[][] {
  const sessions = [...known.sessions.values()].sort((a, b) => {
    const as = a.baseline.startDateTime ? Date.parse(a.baseline.startDateTime) : Infinity
    const bs = b.baseline.startDateTime ? Date.parse(b.baseline.startDateTime) : Infinity
    return as - bs || a.id.localeCompare(b.id)
  })
  return [[...EXPORT_HEADER], ...sessions.map((s) => rowOf(s, known, zone))]
}
