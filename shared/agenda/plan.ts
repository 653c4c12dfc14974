/**
 * A whole sheet planned: every row checked, the sessions that would change,
 * the rows that change nothing counted, and the conflicts the changes would
 * make among the rows or with the sessions the catalog knows.
 */
import type { SessionBaseline } from '@shared/sessions/session-form'
import { checkRow, type CheckedRow } from './check-row'
import type { DateOrder } from './date-order'
import { findConflicts, type AgendaItem } from './conflicts'
import type { AgendaKnowledge } from './known-sessions'
import type { ColumnMatch, Conflict, PlanLine, RowProblem } from './model'
import type { Sheet } from './sheet'

export interface SheetPlan {
  /** Rows that would change a session, with their update bodies. */
  lines: CheckedRow[]
  unchanged: number
  problems: RowProblem[]
  conflicts: Conflict[]
}

function item(
  sessionId: string,
  name: string | null,
  row: number | null,
  b: SessionBaseline,
  known: AgendaKnowledge,
): AgendaItem {
  return {
    sessionId,
    name,
    row,
    start: b.startDateTime,
    end: b.endDateTime,
    locationId: b.locationId,
    parentSessionId: b.parentSessionId,
    speakerIds: [...(known.speakers.get(sessionId) ?? [])],
  }
}

/** The sessions as the catalog knows them, for the conflict rules (the timeline's view). */
export function knownAgendaItems(known: AgendaKnowledge): AgendaItem[] {
  return [...known.sessions.values()].map((s) => item(s.id, s.name, null, s.baseline, known))
}

/** A line as the review shows it (without the body main keeps). */
export const planLineOf = (c: CheckedRow): PlanLine => ({
  row: c.row,
  sessionId: c.sessionId,
  name: c.name,
  matchedBy: c.matchedBy,
  changes: c.changes,
})

export function planSheet(
  sheet: Sheet,
  columns: readonly ColumnMatch[],
  known: AgendaKnowledge,
  zone: string,
  order: DateOrder | null = null,
): SheetPlan {
  const lines: CheckedRow[] = []
  const problems: RowProblem[] = []
  const rowOf = new Map<string, number>()
  const items = new Map<string, AgendaItem>()
  let unchanged = 0
  for (const sheetRow of sheet.rows) {
    const checked = checkRow(sheetRow, columns, known, zone, order)
    if (!checked.ok) {
      problems.push(...checked.problems)
      continue
    }
    const c = checked.value
    const earlier = rowOf.get(c.sessionId)
    if (earlier !== undefined) {
      problems.push({
        row: c.row,
        column: null,
        sentence: `Row ${c.row}: row ${earlier} already sets this session (${c.name ? `“${c.name}”` : c.sessionId}); keep one row per session.`,
      })
      continue
    }
    rowOf.set(c.sessionId, c.row)
    // A row that changes nothing adds no conflict of its own: it is counted, not listed.
    const row = c.changes.length > 0 ? c.row : null
    items.set(c.sessionId, item(c.sessionId, c.name, row, c.after, known))
    if (c.changes.length === 0) unchanged++
    else lines.push(c)
  }
  const all = knownAgendaItems(known).map((k) => items.get(k.sessionId) ?? k)
  for (const [id, i] of items) if (!known.sessions.has(id)) all.push(i)
  const conflicts = findConflicts(all, {
    rowsOnly: true,
    location: (id) => known.locationName.get(id) ?? null,
    speaker: (id) => known.speakerName.get(id) ?? null,
  })
  return { lines, unchanged, problems, conflicts }
}
