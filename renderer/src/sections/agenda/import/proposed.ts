/**
 * The timeline of an import's review: the known sessions with the chosen
 * changes put in, each changed session marked as proposed, and a ghost where
 * it stands now when its time or room would move. Pure.
 */
import type { AgendaPlan } from '@shared/agenda/model'
import type { TimelineSession } from '../timeline-layout'
import { chosenFields, type ReviewChoices } from '@shared/agenda/review-choices'

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)

export function proposedSessions(
  current: readonly TimelineSession[],
  plan: AgendaPlan,
  choices: ReviewChoices,
  locationName: (id: string) => string | null,
): TimelineSession[] {
  const byId = new Map(current.map((s) => [s.id.toLowerCase(), s]))
  const changed = new Map<string, TimelineSession[]>()
  for (const line of plan.lines) {
    const fields = new Set(chosenFields(line, choices))
    if (fields.size === 0) continue
    const id = line.sessionId.toLowerCase()
    const before = byId.get(id)
    const next: TimelineSession = {
      ...(before ?? {
        id: line.sessionId,
        title: line.name ?? line.sessionId,
        start: null,
        end: null,
        locationId: null,
        locationName: null,
        speakers: [],
      }),
      mark: 'proposed',
    }
    for (const change of line.changes) {
      if (!fields.has(change.field)) continue
      const value = text(change.after)
      if (change.field === 'title' && value) next.title = value
      if (change.field === 'startDateTime') next.start = value
      if (change.field === 'endDateTime') next.end = value
      if (change.field === 'locationId') {
        next.locationId = value
        next.locationName = value ? (locationName(value) ?? value) : null
      }
    }
    const moved =
      before?.start != null &&
      (before.start !== next.start ||
        before.end !== next.end ||
        before.locationId !== next.locationId)
    changed.set(
      id,
      moved ? [{ ...before, id: `before:${before.id}`, mark: 'before' }, next] : [next],
    )
  }
  const out = current.flatMap((s) => changed.get(s.id.toLowerCase()) ?? [s])
  for (const [id, list] of changed) if (!byId.has(id)) out.push(...list)
  return out
}
