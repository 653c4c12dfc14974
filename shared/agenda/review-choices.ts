/**
 * What the user chose in an import's review: rows and fields left out.
 *
 * Kept by row number, which a new plan of the same file keeps (other columns
 * or zone), so going back to the mapping and on again loses nothing. Pure.
 */
import { durationText, percentText } from '@shared/agenda/cost'
import type { AgendaField, AgendaPlan, ApplyChoice, PlanLine } from '@shared/agenda/model'

export interface ReviewChoices {
  /** Rows left out whole. */
  rows: ReadonlySet<number>
  /** Per row, fields left out of it. */
  fields: ReadonlyMap<number, ReadonlySet<AgendaField>>
}

export const NO_CHOICES: ReviewChoices = { rows: new Set(), fields: new Map() }

export function toggleRow(choices: ReviewChoices, row: number): ReviewChoices {
  const rows = new Set(choices.rows)
  if (!rows.delete(row)) rows.add(row)
  return { ...choices, rows }
}

export function toggleField(
  choices: ReviewChoices,
  row: number,
  field: AgendaField,
): ReviewChoices {
  const fields = new Map(choices.fields)
  const set = new Set(fields.get(row) ?? [])
  if (!set.delete(field)) set.add(field)
  if (set.size === 0) fields.delete(row)
  else fields.set(row, set)
  return { ...choices, fields }
}

/** The fields of a line that would be sent. */
export function chosenFields(line: PlanLine, choices: ReviewChoices): AgendaField[] {
  if (choices.rows.has(line.row)) return []
  const out = choices.fields.get(line.row)
  return line.changes.map((c) => c.field).filter((f) => !out?.has(f))
}

/** The rows and fields to apply: every line not left out with at least one field left in. */
export function applyChoices(plan: AgendaPlan, choices: ReviewChoices): ApplyChoice[] {
  return plan.lines
    .map((line) => ({ row: line.row, fields: chosenFields(line, choices) }))
    .filter((c) => c.fields.length > 0)
}

/**
 * The cost line for the rows chosen.
 *
 * Main's sentence is for every line; with fewer rows the time is scaled (one
 * update per row) and the share of the quota said again.
 */
export function costSentence(plan: AgendaPlan, chosen: number): string {
  const cost = plan.cost
  if (chosen === cost.updates) return cost.sentence
  const seconds = cost.updates > 0 ? (cost.seconds * chosen) / cost.updates : 0
  const percent = cost.dailyLimit > 0 ? (chosen / cost.dailyLimit) * 100 : 100
  const what = `${chosen.toLocaleString('en-US')} update${chosen === 1 ? '' : 's'}`
  const over = chosen > cost.remaining
  const tail = over
    ? `: only ${cost.remaining.toLocaleString('en-US')} requests are left today, so the rest will wait until the quota resets.`
    : '.'
  return `${what}, ${durationText(seconds)}, ${percentText(percent)} of today’s quota${tail}`
}
