/**
 * The timeline's sessions from the catalog, and the sentence each block says.
 *
 * A session's times, room and speakers are its last known state; the room's
 * and speakers' names come from their own catalog entries when the session's
 * answer did not name them.
 */
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { findConflicts } from '@shared/agenda/conflicts'
import type { Conflict } from '@shared/agenda/model'
import { agendaKnowledge } from '@shared/agenda/known-sessions'
import { knownAgendaItems } from '@shared/agenda/plan'
import { entryName } from '@shared/catalog/known'
import { baselineFromState } from '@shared/sessions/session-form'
import { conflictNames, type KnownAgenda } from '@shared/agenda/review-conflicts'
import { clockText, type Piece, type TimelineSession } from './timeline-layout'

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null)

/**
 * Every session of the catalog (deleted ones left out) as the timeline shows it.
 *
 * Speakers are those the session's state names and those whose own state
 * names the session (`agendaKnowledge`, the import's view of the catalog).
 */
export function timelineSessions(
  sessions: readonly CatalogEntry[],
  speakers: readonly CatalogEntry[],
  locations: readonly CatalogEntry[],
): TimelineSession[] {
  const known = agendaKnowledge([...sessions, ...speakers, ...locations])
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
        speakers: [...(known.speakers.get(e.id.toLowerCase()) ?? [])].map(
          (id) => speakerName.get(id) ?? id,
        ),
      }
    })
}

/**
 * The known sessions as the conflict rules see them, and their conflicts.
 *
 * The import's own rules (`findConflicts`), so the timeline and a review
 * agree on what a conflict is.
 */
export function knownAgenda(
  entries: readonly CatalogEntry[],
): KnownAgenda & { conflicts: Conflict[] } {
  const items = knownAgendaItems(agendaKnowledge(entries))
  const names = new Map(entries.map((e) => [e.id.toLowerCase(), entryName(e)]))
  return { items, names, conflicts: findConflicts(items, conflictNames(names)) }
}

/**
 * What a block says to a screen reader: title, time, room, speakers and every conflict.
 *
 * `introduced` are conflicts an import would make, told apart from those the agenda has.
 */
export function blockDescription(
  session: TimelineSession,
  piece: Piece,
  room: string,
  conflicts: readonly string[],
  introduced: readonly string[] = [],
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
  for (const c of introduced) parts.push(`new conflict: ${c}`)
  for (const c of conflicts) parts.push(`conflict: ${c}`)
  return `${parts.join('; ')}.`
}
