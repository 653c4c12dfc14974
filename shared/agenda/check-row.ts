/**
 * One row of an agenda sheet checked and turned into the update it asks for.
 *
 * The row names its session by ID or by external reference; its cells are
 * read (cells.ts) and put over what the catalog last knew into the session
 * editor's form, which is then checked with the editor's own rules
 * (`sessionFormSchema`, the update body's schema inside it). An empty cell
 * leaves its field as it is. A row with any problem is refused whole, each
 * problem naming its column.
 */
import { UUID_PATTERN, type SessionUpdate } from '@shared/api/schemas'
import {
  FORM_FIELD_OF,
  formValuesFrom,
  sessionChanges,
  sessionFormIssues,
  UNKNOWN_BASELINE,
  type SessionBaseline,
  type SessionFormField,
} from '@shared/sessions/session-form'
import { utcToWallTime } from '@shared/sessions/zoned-time'
import type { DateOrder } from './date-order'
import { capacityText, cellText, readTags, readTime } from './cells'
import { locationKey, type AgendaKnowledge } from './known-sessions'
import type { AgendaField, ColumnMatch, ColumnRole, FieldChange, RowProblem } from './model'
import { isBlank, type SheetRow } from './sheet'

export interface CheckedRow {
  row: number
  sessionId: string
  name: string | null
  matchedBy: 'id' | 'externalRefId'
  /** Only the fields that differ from what is known (the partial update body). */
  body: SessionUpdate
  changes: FieldChange[]
  /** The session's values once the row is applied (for the conflict checks). */
  after: SessionBaseline
}

export type RowCheck = { ok: true; value: CheckedRow } | { ok: false; problems: RowProblem[] }

const ROLE_OF_FORM_FIELD = Object.fromEntries(
  Object.entries(FORM_FIELD_OF).map(([body, form]) => [form, body]),
) as Record<SessionFormField, AgendaField | undefined>

export function checkRow(
  sheetRow: SheetRow,
  columns: readonly ColumnMatch[],
  known: AgendaKnowledge,
  zone: string,
  /** How the sheet writes day and month (date-order.ts); null while not known. */
  order: DateOrder | null = null,
): RowCheck {
  const problems: RowProblem[] = []
  const headerOf = (role: ColumnRole) => columns.find((c) => c.role === role)?.header ?? null
  const cell = (role: ColumnRole) => {
    const c = columns.find((m) => m.role === role)
    return c ? sheetRow.cells[c.index] : undefined
  }
  const problem = (role: ColumnRole | null, message: string) => {
    const column = role ? headerOf(role) : null
    const where =
      column === null ? `Row ${sheetRow.row}` : `Row ${sheetRow.row}, column “${column}”`
    problems.push({ row: sheetRow.row, column, sentence: `${where}: ${message}` })
  }
  const refuse = (): RowCheck => ({ ok: false, problems })

  // Which session.
  let sessionId: string | null = null
  let matchedBy: CheckedRow['matchedBy'] = 'id'
  const idText = cellText(cell('sessionId')).toLowerCase()
  const refText = cellText(cell('externalRefId'))
  if (idText !== '') {
    if (!UUID_PATTERN.test(idText))
      problem(
        'sessionId',
        `“${idText.slice(0, 60)}” is not a session ID (one looks like 3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b).`,
      )
    else sessionId = idText
  } else if (refText !== '') {
    const ids = known.byExternalRef.get(refText) ?? []
    matchedBy = 'externalRefId'
    if (ids.length === 1) sessionId = ids[0]!
    else if (ids.length === 0)
      problem(
        'externalRefId',
        `no session with the external reference “${refText.slice(0, 60)}” is known for this event; add a Session ID column, or read the session first so Stagehand knows its reference.`,
      )
    else
      problem(
        'externalRefId',
        `${ids.length} known sessions carry the external reference “${refText.slice(0, 60)}”; add a Session ID column to say which one.`,
      )
  } else {
    problem(null, 'it names no session: fill in its Session ID or its External reference.')
  }
  if (sessionId === null) return refuse()

  const session = known.sessions.get(sessionId)
  const baseline = session?.baseline ?? UNKNOWN_BASELINE
  const values = formValuesFrom(baseline, zone)
  const instants: Partial<Record<'startDateTime' | 'endDateTime', string>> = {}

  // Cells are read trimmed; a value equal to the known one but for spaces around it is no change.
  const asKnown = (text: string, old: string | null) =>
    old !== null && old.trim() === text ? old : text
  const title = cellText(cell('title'))
  if (title !== '') values.title = asKnown(title, baseline.title)
  const description = cellText(cell('description'))
  if (description !== '') values.description = asKnown(description, baseline.description)
  if (matchedBy === 'id' && refText !== '')
    values.externalRefId = asKnown(refText, baseline.externalRefId)
  for (const [role, form] of [
    ['startDateTime', 'start'],
    ['endDateTime', 'end'],
  ] as const) {
    if (isBlank(cell(role))) continue
    const read = readTime(cell(role), zone, order)
    if (!read.ok) problem(role, read.problem)
    else {
      instants[role] = read.value
      values[form] = utcToWallTime(read.value, zone) ?? ''
    }
  }
  const location = cellText(cell('locationId'))
  if (location !== '') {
    if (UUID_PATTERN.test(location.toLowerCase())) values.locationId = location.toLowerCase()
    else {
      const ids = known.locationsByName.get(locationKey(location)) ?? []
      if (ids.length === 1) values.locationId = ids[0]!
      else if (ids.length === 0)
        problem(
          'locationId',
          `no location named “${location.slice(0, 60)}” is known for this event; use its ID, or add the location to the catalog first.`,
        )
      else
        problem(
          'locationId',
          `${ids.length} known locations are named “${location.slice(0, 60)}”; use the location’s ID instead.`,
        )
    }
  }
  if (!isBlank(cell('totalCapacity'))) values.totalCapacity = capacityText(cell('totalCapacity'))
  if (!isBlank(cell('tags'))) values.tags = readTags(cell('tags')).map((value) => ({ value }))
  const parent = cellText(cell('parentSessionId'))
  if (parent !== '') {
    const byRef = known.byExternalRef.get(parent) ?? []
    if (UUID_PATTERN.test(parent.toLowerCase())) values.parentSessionId = parent.toLowerCase()
    else if (byRef.length === 1) values.parentSessionId = byRef[0]!
    else
      problem(
        'parentSessionId',
        byRef.length === 0
          ? `“${parent.slice(0, 60)}” is neither a session ID nor the external reference of a known session.`
          : `${byRef.length} known sessions carry the external reference “${parent.slice(0, 60)}”; use the parent’s ID instead.`,
      )
    if (values.parentSessionId === sessionId)
      problem('parentSessionId', 'a session cannot be its own parent.')
  }

  // The session editor's rules, on the same values (built well formed here, so no shape check).
  for (const issue of sessionFormIssues(baseline, values)) {
    const role = ROLE_OF_FORM_FIELD[issue.path[0]] ?? null
    const tag = issue.path[0] === 'tags' ? ` (tag ${Number(issue.path[1]) + 1})` : ''
    problem(role, `${issue.message}${tag}.`.replace(/\.\.$/, '.'))
  }
  if (problems.length > 0) return refuse()

  const body = sessionChanges(baseline, values)
  // Times: exactly the instants the cells gave (to the second), compared as instants.
  for (const field of ['startDateTime', 'endDateTime'] as const) {
    delete body[field]
    const at = instants[field]
    if (at && !(baseline[field] && Date.parse(baseline[field]) === Date.parse(at))) body[field] = at
  }
  const after: SessionBaseline = { ...baseline, ...body }
  const changes: FieldChange[] = (Object.keys(body) as AgendaField[]).map((field) => ({
    field,
    before:
      session?.since && baseline[field] !== null
        ? { known: true, since: session.since, value: baseline[field] }
        : { known: false },
    after: body[field],
  }))
  return {
    ok: true,
    value: {
      row: sheetRow.row,
      sessionId,
      name: session?.name ?? (title || null),
      matchedBy,
      body,
      changes,
      after,
    },
  }
}
