/**
 * How a catalog entry of a session is shown in the list: what it is called,
 * when it takes place (in the zone chosen for the event) and where, from its
 * last known state; and whether its values were ever seen.
 */
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { baselineFromState, baselineUnknown } from '@shared/sessions/session-form'
import { utcToWallTime } from '@shared/sessions/zoned-time'

export interface SessionRow {
  id: string
  name: string
  /** `2026-05-12 09:00 – 10:00`, or null when the times were never seen. */
  when: string | null
  where: string | null
  /** True when no value of the session was ever seen (only its ID is known). */
  unseen: boolean
  status: CatalogEntry['status']
}

export function formatSpan(start: string | null, end: string | null, zone: string): string | null {
  const from = start ? utcToWallTime(start, zone) : null
  const to = end ? utcToWallTime(end, zone) : null
  if (!from && !to) return null
  if (!to) return `from ${from!.replace('T', ' ')}`
  if (!from) return `until ${to.replace('T', ' ')}`
  const sameDay = from.slice(0, 10) === to.slice(0, 10)
  return `${from.replace('T', ' ')} – ${sameDay ? to.slice(11) : to.replace('T', ' ')}`
}

export function sessionRow(
  entry: CatalogEntry,
  zone: string,
  locationName: (id: string) => string | null,
): SessionRow {
  const baseline = baselineFromState(entry.state)
  const location = Array.isArray(entry.state?.location)
    ? (entry.state.location[0] as { locationName?: unknown } | undefined)
    : undefined
  const named = typeof location?.locationName === 'string' ? location.locationName : null
  return {
    id: entry.id,
    name: entry.label ?? baseline.title ?? entry.id,
    when: formatSpan(baseline.startDateTime, baseline.endDateTime, zone),
    where:
      named ??
      (baseline.locationId ? (locationName(baseline.locationId) ?? baseline.locationId) : null),
    unseen: baselineUnknown(baseline),
    status: entry.status,
  }
}

/** Sessions by start time (unknown times last), then by name. */
export function sortRows(rows: SessionRow[], entries: CatalogEntry[]): SessionRow[] {
  const start = new Map(entries.map((e) => [e.id, baselineFromState(e.state).startDateTime]))
  const at = (id: string) => {
    const s = start.get(id)
    return s ? Date.parse(s) : Number.POSITIVE_INFINITY
  }
  return [...rows].sort((a, b) => at(a.id) - at(b.id) || a.name.localeCompare(b.name))
}
