/**
 * The filter builder's rows as the user edits them.
 *
 * Also their conversion to the typed filter model the client serialises. Dates
 * are edited in the user's time zone and sent in UTC. Pure code (no React),
 * unit-tested.
 */
import {
  DATE_FIELDS,
  FILTERABLE_FIELDS,
  allowedOps,
  type FilterCondition,
  type FilterField,
  type FilterOp,
} from '@shared/api/filter-grammar'

export interface FilterRow {
  key: string
  field: FilterField
  op: FilterOp
  /** Single value: text, or a local date-time `YYYY-MM-DDTHH:mm[:ss]`. */
  text: string
  /** `in`: the chosen values. */
  values: string[]
  /** `between` on dates: local date-times. */
  from: string
  to: string
}

export const FIELD_LABELS: Record<FilterField, string> = {
  createdAt: 'Created at',
  updatedAt: 'Updated at',
  'profile.country': 'Country',
  'profile.designation': 'Designation',
  'profile.industry': 'Industry',
  'profile.lastName': 'Last name',
  'profile.firstName': 'First name',
  'profile.company': 'Company',
  status: 'Status',
}

export const OP_LABELS: Record<FilterOp, string> = {
  gt: 'after',
  gte: 'on or after',
  lt: 'before',
  lte: 'on or before',
  eq: 'is',
  between: 'between',
  in: 'is any of',
  like: 'contains',
  not_like: 'does not contain',
}

export const FILTER_FIELDS = Object.keys(FILTERABLE_FIELDS) as FilterField[]
const MAX_VALUE = 1000

export function isDateField(field: FilterField): boolean {
  return DATE_FIELDS.includes(field)
}

let counter = 0
export function newRow(field: FilterField = 'profile.lastName'): FilterRow {
  counter += 1
  return {
    key: `row-${counter}`,
    field,
    op: allowedOps(field)[0]!,
    text: '',
    values: [],
    from: '',
    to: '',
  }
}

/** Changing the field keeps the operation when the new field allows it. */
export function withField(row: FilterRow, field: FilterField): FilterRow {
  const ops = allowedOps(field)
  const keepsValue = isDateField(field) === isDateField(row.field)
  return {
    ...row,
    field,
    op: ops.includes(row.op) ? row.op : ops[0]!,
    text: keepsValue ? row.text : '',
    from: keepsValue ? row.from : '',
    to: keepsValue ? row.to : '',
  }
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** A `datetime-local` value read in the user's time zone → ISO 8601 UTC; null if not a date-time. */
export function localToUtc(local: string): string | null {
  const m = LOCAL.exec(local.trim())
  if (!m) return null
  const [, y, mo, d, h, mi, s = '00'] = m
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))
  // Date rolls 31 February over to March: refuse instead.
  if (date.getDate() !== Number(d) || Number.isNaN(date.getTime())) return null
  return date.toISOString().replace('.000Z', 'Z')
}

const pad = (n: number) => String(n).padStart(2, '0')

/** ISO 8601 (any zone) → `datetime-local` value in the user's time zone. */
export function utcToLocal(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const base = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
  return date.getSeconds() ? `${base}:${pad(date.getSeconds())}` : base
}

/** The user's time zone and its offset at `local` (or now), e.g. "Europe/Berlin (UTC+01:00)". */
export function timeZoneLabel(local?: string): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time'
  const utc = local ? localToUtc(local) : null
  const at = utc ? new Date(utc) : new Date()
  const minutes = -at.getTimezoneOffset()
  const sign = minutes >= 0 ? '+' : '-'
  const abs = Math.abs(minutes)
  return `${zone} (UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)})`
}

export type RowResult = { ok: true; condition: FilterCondition } | { ok: false; error: string }

/** Checks a row before any request is made; the message is shown on the row. */
export function rowToCondition(row: FilterRow): RowResult {
  const { field, op } = row
  if (!allowedOps(field).includes(op))
    return { ok: false, error: `“${OP_LABELS[op]}” does not apply to ${FIELD_LABELS[field]}` }
  if (isDateField(field)) {
    if (op === 'between') {
      const from = localToUtc(row.from)
      const to = localToUtc(row.to)
      if (!from || !to) return { ok: false, error: 'Enter both dates and times' }
      if (from > to) return { ok: false, error: 'The first date must not be after the second' }
      return { ok: true, condition: { field, op, value: [from, to] } }
    }
    const at = localToUtc(row.text)
    if (!at) return { ok: false, error: 'Enter a date and time' }
    return { ok: true, condition: { field, op, value: at } }
  }
  if (op === 'in') {
    const values = [...new Set(row.values.map((v) => v.trim()).filter((v) => v !== ''))]
    if (values.length === 0) return { ok: false, error: 'Choose at least one value' }
    if (values.some((v) => v.length > MAX_VALUE)) return { ok: false, error: 'A value is too long' }
    return { ok: true, condition: { field, op, value: values } }
  }
  const text = row.text.trim()
  if (text === '') return { ok: false, error: 'Enter a value' }
  if (text.length > MAX_VALUE)
    return { ok: false, error: `Keep the value under ${MAX_VALUE} characters` }
  return { ok: true, condition: { field, op, value: text } }
}

/** A stored condition back into an editable row (dates shown in the user's time zone). */
export function conditionToRow(condition: FilterCondition): FilterRow {
  const row = { ...newRow(condition.field), op: condition.op }
  const value = condition.value
  if (isDateField(condition.field)) {
    if (Array.isArray(value))
      return { ...row, from: utcToLocal(value[0] ?? ''), to: utcToLocal(value[1] ?? '') }
    return { ...row, text: utcToLocal(value) }
  }
  if (Array.isArray(value)) return { ...row, values: [...value] }
  return { ...row, text: value }
}

/** Every row checked: the conditions to apply, or the rows' errors (nothing is sent then). */
export function validateRows(rows: readonly FilterRow[]): {
  conditions: FilterCondition[]
  errors: Record<string, string>
} {
  const conditions: FilterCondition[] = []
  const errors: Record<string, string> = {}
  for (const row of rows) {
    const result = rowToCondition(row)
    if (result.ok) conditions.push(result.condition)
    else errors[row.key] = result.error
  }
  return { conditions, errors }
}

/** A short readable form of a condition, for chips and summaries. */
export function describeCondition(c: FilterCondition): string {
  const field = FIELD_LABELS[c.field]
  const value = Array.isArray(c.value) ? c.value.join(c.op === 'between' ? ' and ' : ', ') : c.value
  return `${field} ${OP_LABELS[c.op]} ${value}`
}

/**
 * Whether an edit of the `in` chooser's box picked one of its suggestions.
 *
 * A pick from the list is added at once; typed (or pasted) text waits for
 * Enter, so a value typed in full that happens to match a suggestion is not
 * added early, leaving the Enter that was meant to add it to apply the filter.
 * Chromium reports a pick as `insertReplacementText`; an engine that sends a
 * plain `input` event for it gives no type.
 */
export function pickedSuggestion(inputType: string | undefined): boolean {
  return inputType === undefined || inputType === 'insertReplacementText'
}
