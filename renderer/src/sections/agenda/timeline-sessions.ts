/**
 * The timeline's sessions from the catalog, and the sentence each block says.
 *
 * A session's times, room and speakers are its last known state; the room's
 * and speakers' names come from their own catalog entries when the session's
 * answer did not name them.
 */
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { entryName } from '@shared/catalog/known'
import { baselineFromState } from '@shared/sessions/session-form'
import { clockText, type Piece, type TimelineSession } from './timeline-layout'

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null)

/** Speaker IDs a session's last known state names, in its order. */
export function speakerIdsOf(state: Record<string, unknown> | null): string[] {
  const list = Array.isArray(state?.speakers) ? (state.speakers as unknown[]) : []
  return list
    .map((s) =>
      s && typeof s === 'object' ? text((s as Record<string, unknown>).speakerId) : null,
    )
    .filter((id): id is string => id !== null)
}

/** Every session of the catalog (deleted ones left out) as the timeline shows it. */
export function timelineSessions(
  sessions: readonly CatalogEntry[],
  speakers: readonly CatalogEntry[],
  locations: readonly CatalogEntry[],
): TimelineSession[] {
  const speakerName = new Map(speakers.map((s) => [s.id, entryName(s) ?? s.id]))
  const locationName = new Map(locations.map((l) => [l.id, entryName(l)]))
  return sessions
    .filter((e) => e.status !== 'deleted')
    .map((e) => {
      const baseline = baselineFromState(e.state)
      const location = Array.isArray(e.state?.location)
        ? (e.state.location[0] as Record<string, unknown> | undefined)
        : undefined
      const locationId = baseline.locationId
      return {
        id: e.id,
        title: e.label ?? baseline.title ?? e.id,
        start: baseline.startDateTime,
        end: baseline.endDateTime,
        locationId,
        locationName:
          text(location?.locationName) ??
          (locationId ? (locationName.get(locationId) ?? null) : null),
        speakers: speakerIdsOf(e.state).map((id) => speakerName.get(id) ?? id),
      }
    })
}

/** What a block says to a screen reader: title, time, room, speakers and every conflict. */
export function blockDescription(
  session: TimelineSession,
  piece: Piece,
  room: string,
  conflicts: readonly string[],
): string {
  const parts = [session.title]
  const from = piece.continuesFromBefore ? 'from the day before' : clockText(piece.fromMinute)
  if (piece.nominalEnd) parts.push(`starts ${from}, end not known`)
  else {
    const to = piece.continuesAfter ? 'the next day' : clockText(piece.toMinute)
    parts.push(`${from} to ${to}`)
  }
  parts.push(room)
  parts.push(
    session.speakers.length ? `speakers: ${session.speakers.join(', ')}` : 'no speakers known',
  )
  for (const c of conflicts) parts.push(`conflict: ${c}`)
  return `${parts.join('; ')}.`
}
