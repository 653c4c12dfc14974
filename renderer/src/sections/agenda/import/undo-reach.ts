/**
 * How much of an import "Undo this import" can put back, said before and after.
 *
 * Before the apply, from the plan: a field whose value before was not known
 * cannot be set back, so a row with none known cannot be undone at all.
 * After it, from the journal's entries of the import's batch: each change
 * can be undone or says why not (`inverseOf`). Pure.
 */
import type { AgendaField, AgendaPlan } from '@shared/agenda/model'
import type { JournalEntry } from '@shared/journal/entry'
import { inverseOf } from '@shared/journal/inverse'
import { AGENDA_FIELD_LABEL } from './values'
import { chosenFields, type ReviewChoices } from '@shared/agenda/review-choices'

/** A chosen row whose change cannot be undone whole: the fields with no known value before. */
export interface NotUndoable {
  row: number
  name: string
  fields: AgendaField[]
  /** None of its chosen fields can be set back: the row cannot be undone at all. */
  whole: boolean
}

export function notUndoable(plan: AgendaPlan, choices: ReviewChoices): NotUndoable[] {
  return plan.lines.flatMap((line) => {
    const chosen = chosenFields(line, choices)
    const unknown = line.changes
      .filter((c) => chosen.includes(c.field) && !c.before.known)
      .map((c) => c.field)
    if (unknown.length === 0) return []
    const name = line.name ?? line.sessionId
    return [{ row: line.row, name, fields: unknown, whole: unknown.length === chosen.length }]
  })
}

const listed = (parts: readonly string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`

/** "Row 3: “Panel” — Title cannot be set back (its value before is not known)." */
export function notUndoableLine(n: NotUndoable): string {
  const fields = listed(n.fields.map((f) => AGENDA_FIELD_LABEL[f]))
  const what = n.whole
    ? 'cannot be undone: no value it replaces is known'
    : `${fields} cannot be set back: ${n.fields.length === 1 ? 'its value' : 'their values'} before ${n.fields.length === 1 ? 'is' : 'are'} not known`
  return `Row ${n.row}: “${n.name}” ${what}.`
}

/** What the undo of a batch can do: the changes it made, those it can undo, and why not the rest. */
export interface UndoReach {
  changes: number
  undoable: number
  /** Each reason a change cannot be undone, with how many it holds back. */
  reasons: { why: string; count: number }[]
}

export function undoReach(entries: readonly JournalEntry[]): UndoReach {
  // The import's own writes that may have changed something (not its reverts, nor refusals).
  const made = entries.filter(
    (e) =>
      e.revertOf === null && (e.outcome.status === 'applied' || e.outcome.status === 'uncertain'),
  )
  const reasons = new Map<string, number>()
  let undoable = 0
  for (const entry of made) {
    const inverse = inverseOf(entry)
    if (inverse.kind === 'write') undoable++
    else reasons.set(inverse.why, (reasons.get(inverse.why) ?? 0) + 1)
  }
  return {
    changes: made.length,
    undoable,
    reasons: [...reasons].map(([why, count]) => ({ why, count })),
  }
}

/** "Undo this import" when it can undo every change, else "Undo 1 of 5 changes"; null for none. */
export function undoButtonText(reach: UndoReach): string | null {
  if (reach.undoable === 0) return null
  if (reach.undoable === reach.changes) return 'Undo this import'
  return `Undo ${reach.undoable} of ${reach.changes} changes`
}

/** "4 changes cannot be undone. Stagehand had not seen …" per reason; empty when all can be. */
export function heldBackLines(reach: UndoReach): string[] {
  return reach.reasons.map(
    ({ why, count }) =>
      `${count} ${count === 1 ? 'change cannot' : 'changes cannot'} be undone. ${why}`,
  )
}
