/**
 * The conflicts the review shows: the proposed agenda's, each told as one the
 * agenda has already or one the import would make, and those that concern a
 * chosen row for the review's list and its lines.
 *
 * The rules run over the known sessions with the chosen changes put in, so
 * a row or field left out counts as not sent: a conflict a left-out row
 * would end still shows, and one only that row would make goes. A conflict
 * counts as the agenda's when the same rule already holds for the same
 * sessions. Pure.
 */
import { findConflicts, type AgendaItem, type ConflictNames } from './conflicts'
import type { AgendaPlan, Conflict } from './model'
import { chosenFields, type ReviewChoices } from '@shared/agenda/review-choices'

/**
 * The known sessions as the conflict rules see them, with names for the sentences.
 *
 * Plain data (a map of names, not a function), so the review can hand it to a
 * worker as it is.
 */
export interface KnownAgenda {
  items: readonly AgendaItem[]
  /** A speaker's or location's ID → its name, or null when it has none. */
  names: ReadonlyMap<string, string | null>
}

/** The names of a known agenda as the rules ask for them. */
export function conflictNames(names: ReadonlyMap<string, string | null>): ConflictNames {
  const name = (id: string) => names.get(id) ?? null
  return { speaker: name, location: name }
}

export interface ReviewConflicts {
  /** Session ID (lower case) → the conflicts the agenda has already. */
  standing: Map<string, string[]>
  /** Session ID (lower case) → the conflicts the chosen changes would make. */
  introduced: Map<string, string[]>
  /** The conflicts that concern a row chosen, as main's plan lists them for every row. */
  listed: Conflict[]
  /** Session ID (lower case) → the sentences of `listed` that concern it. */
  bySession: Map<string, string[]>
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)

/** One conflict whatever its sentence says: its rule and the sessions it concerns. */
const conflictKey = (c: Conflict) =>
  `${c.rule}|${[...new Set(c.sessionIds.map((id) => id.toLowerCase()))].sort().join(',')}`

/** The known sessions with the chosen fields of each line put in, each changed one naming its row. */
export function proposedItems(
  known: readonly AgendaItem[],
  plan: AgendaPlan,
  choices: ReviewChoices,
): AgendaItem[] {
  const items = new Map(known.map((i) => [i.sessionId.toLowerCase(), i]))
  for (const line of plan.lines) {
    const fields = new Set(chosenFields(line, choices))
    if (fields.size === 0) continue
    const id = line.sessionId.toLowerCase()
    const next: AgendaItem = {
      ...(items.get(id) ?? {
        sessionId: id,
        start: null,
        end: null,
        locationId: null,
        parentSessionId: null,
        speakerIds: [],
      }),
      name: line.name,
      row: line.row,
    }
    for (const change of line.changes) {
      if (!fields.has(change.field)) continue
      const value = text(change.after)
      if (change.field === 'startDateTime') next.start = value
      if (change.field === 'endDateTime') next.end = value
      if (change.field === 'locationId') next.locationId = value?.toLowerCase() ?? null
      if (change.field === 'parentSessionId') next.parentSessionId = value?.toLowerCase() ?? null
    }
    items.set(id, next)
  }
  return [...items.values()]
}

export function reviewConflicts(
  known: KnownAgenda,
  plan: AgendaPlan,
  choices: ReviewChoices,
): ReviewConflicts {
  const names = conflictNames(known.names)
  const before = new Set(findConflicts(known.items, names).map(conflictKey))
  const after = findConflicts(proposedItems(known.items, plan, choices), names)
  // Only a chosen line carries its row into the rules, so these are the rows sent.
  const listed = after.filter((c) => c.rows.length > 0)
  return {
    standing: conflictsBySession(after.filter((c) => before.has(conflictKey(c)))),
    introduced: conflictsBySession(after.filter((c) => !before.has(conflictKey(c)))),
    listed,
    bySession: conflictsBySession(listed),
  }
}

/** Session ID → the sentences of the conflicts that concern it. */
export function conflictsBySession(conflicts: readonly Conflict[]): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const c of conflicts)
    for (const id of new Set(c.sessionIds)) {
      const list = out.get(id)
      if (list) list.push(c.sentence)
      else out.set(id, [c.sentence])
    }
  return out
}
