/**
 * Whether a row planned earlier still fits its session, before it is sent on resume.
 *
 * A row's update was planned over what Stagehand knew of the session then.
 * When what it knows now differs (the session was changed by hand since, in
 * the session editor), sending the row would overwrite that change: the
 * field is held for the user to decide. Pure.
 */
import type { SessionBaseline } from '@shared/sessions/session-form'
import type { AgendaField, HeldField } from './model'

type Known = { known: true; since: string; value: unknown } | { known: false }

const TIMES: ReadonlySet<string> = new Set(['startDateTime', 'endDateTime'])

/** Equal as the session means them: times as instants, lists item by item. */
function same(field: string, a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || a === undefined || b === null || b === undefined) return false
  if (TIMES.has(field) && typeof a === 'string' && typeof b === 'string')
    return Date.parse(a) === Date.parse(b)
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * The fields of a row whose session changed since the plan; empty when it may be sent.
 *
 * `now` is null when nothing is known of the session now: nothing says it
 * changed. A value equal to the row's own (its update applied before the
 * outcome was kept) is no change by hand.
 */
export function changedSincePlan(
  planned: Readonly<Record<string, Known>>,
  body: Readonly<Record<string, unknown>>,
  now: SessionBaseline | null,
): HeldField[] {
  if (!now) return []
  const held: HeldField[] = []
  for (const [field, value] of Object.entries(body)) {
    const current = (now as unknown as Record<string, unknown>)[field] ?? null
    const before = planned[field]
    const plannedValue = before?.known ? before.value : null
    if (current === null) continue
    if (same(field, current, plannedValue) || same(field, current, value)) continue
    held.push({ field: field as AgendaField, planned: before ?? { known: false }, now: current })
  }
  return held
}
