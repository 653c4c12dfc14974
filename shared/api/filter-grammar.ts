/**
 * The attendee filter and sort grammar (docs/api-decisions.md, "Filter and sort").
 *
 * Shared by the client (which builds query strings) and the emulator (which
 * parses them), so one change moves both. Pure string code: no Node or DOM
 * globals.
 *
 *   filter = <cond>[;<cond>...]        conditions are ANDed
 *   <cond> = <field>:<op>:<value>      value = everything after the second colon
 *   sort   = <field>:<asc|desc>[,<field>:<asc|desc>...]   applied left to right
 *
 * In values a backslash escapes `;`, `,` and `\` (and nothing else: any other
 * escape is an error, so a hand-typed `C:\temp` is reported rather than
 * silently changed). `in` takes a comma-separated list of one or more values,
 * `between` exactly two (inclusive). Unescaped commas in single-valued
 * operations are taken literally; the serializer escapes them anyway.
 *
 * Matching semantics (implemented by the emulator): `like`/`not_like` are
 * case-insensitive substring tests; `eq`/`in` on text fields are exact;
 * comparisons on createdAt/updatedAt compare instants, so the value must be an
 * ISO 8601 date or date-time (checked here so both sides agree).
 */

export const PAGE_SIZE_PARAM = 'size'
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100

export const FILTER_OPS = [
  'gt',
  'gte',
  'lt',
  'lte',
  'eq',
  'between',
  'in',
  'like',
  'not_like',
] as const
export type FilterOp = (typeof FILTER_OPS)[number]

/** The API's table of filterable fields: field → allowed operations. */
export const FILTERABLE_FIELDS = {
  createdAt: ['gt', 'gte', 'lt', 'lte', 'eq', 'between'],
  updatedAt: ['gt', 'gte', 'lt', 'lte', 'eq', 'between'],
  'profile.country': ['in', 'eq'],
  'profile.designation': ['like', 'not_like'],
  'profile.industry': ['like', 'in', 'eq'],
  'profile.lastName': ['like', 'not_like'],
  'profile.firstName': ['like', 'not_like'],
  'profile.company': ['like', 'not_like'],
  status: ['in', 'eq'],
} as const satisfies Record<string, readonly FilterOp[]>
export type FilterField = keyof typeof FILTERABLE_FIELDS

/** Fields whose values are instants (compared as times, validated as ISO 8601). */
export const DATE_FIELDS: readonly FilterField[] = ['createdAt', 'updatedAt']

export const SORTABLE_FIELDS = [
  'createdAt',
  'profile.lastName',
  'profile.firstName',
  'updatedAt',
] as const
export type SortField = (typeof SORTABLE_FIELDS)[number]
export type SortDirection = 'asc' | 'desc'
export interface SortKey {
  field: SortField
  direction: SortDirection
}

/** `in` → string[] (one or more); `between` → [from, to]; every other op → string. */
export interface FilterCondition {
  field: FilterField
  op: FilterOp
  value: string | string[]
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string }
export type FilterParseResult =
  { ok: true; conditions: FilterCondition[] } | { ok: false; error: string }
export type SortParseResult = { ok: true; keys: SortKey[] } | { ok: false; error: string }

const LIST_OPS: ReadonlySet<FilterOp> = new Set(['in', 'between'])

export function isFilterField(name: string): name is FilterField {
  return Object.prototype.hasOwnProperty.call(FILTERABLE_FIELDS, name)
}
export function isSortField(name: string): name is SortField {
  return (SORTABLE_FIELDS as readonly string[]).includes(name)
}
export function allowedOps(field: FilterField): readonly FilterOp[] {
  return FILTERABLE_FIELDS[field]
}

/** Escapes `\`, `;` and `,` so a value survives both splits. */
export function escapeValue(value: string): string {
  return value.replace(/[\\;,]/g, (ch) => '\\' + ch)
}

/**
 * ISO 8601 date or date-time.
 *
 * A date is `2025-03-01`; a date-time has an optional fraction and zone
 * (`2025-03-01T10:00:00Z`, `...+02:00`). Returns epoch ms or null.
 */
export function parseIsoInstant(text: string): number | null {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      text,
    )
  if (!m) return null
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone] = m
  const month = Number(mo)
  const day = Number(d)
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null
  const ms = Number((frac + '000').slice(0, 3))
  const date = new Date(Date.UTC(2000, month - 1, day, Number(h), Number(mi), Number(s), ms))
  // Set apart: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(Number(y), month - 1, day)
  let t = date.getTime()
  // Date.UTC rolls 2025-02-31 over to March: reject instead.
  if (new Date(t).getUTCDate() !== day) return null
  if (zone && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1
    const digits = zone.slice(1).replace(':', '')
    t -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000
  }
  return t
}

/**
 * Builds the filter value (not yet percent-encoded).
 *
 * Throws on a condition the grammar cannot express (a programming error, not
 * user input): a list op without a list, `in` with no values, `between` without
 * exactly two.
 */
export function serializeFilter(conditions: readonly FilterCondition[]): string {
  return conditions
    .map((c) => {
      const isList = LIST_OPS.has(c.op)
      if (isList !== Array.isArray(c.value)) {
        throw new TypeError(`${c.field}:${c.op} needs ${isList ? 'a list' : 'a single'} value`)
      }
      if (Array.isArray(c.value)) {
        if (c.value.length === 0) throw new TypeError(`${c.field}:${c.op} needs at least one value`)
        if (c.op === 'between' && c.value.length !== 2) {
          throw new TypeError(`${c.field}:between needs exactly two values`)
        }
        return `${c.field}:${c.op}:${c.value.map(escapeValue).join(',')}`
      }
      return `${c.field}:${c.op}:${escapeValue(c.value)}`
    })
    .join(';')
}

export function serializeSort(keys: readonly SortKey[]): string {
  return keys.map((k) => `${k.field}:${k.direction}`).join(',')
}

/**
 * Splits on unescaped `sep`, keeping escapes intact for a later pass.
 *
 * Fails on a trailing lone backslash.
 */
function splitUnescaped(text: string, sep: string): ParseResult<string[]> {
  const parts: string[] = []
  let current = ''
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === '\\') {
      if (i + 1 >= text.length) return { ok: false, error: 'a value ends with a lone "\\"' }
      current += ch + text[i + 1]!
      i++
    } else if (ch === sep) {
      parts.push(current)
      current = ''
    } else {
      current += ch
    }
  }
  parts.push(current)
  return { ok: true, value: parts }
}

function unescape(text: string): ParseResult<string> {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch !== '\\') {
      out += ch
      continue
    }
    const next = text[i + 1]
    if (next !== '\\' && next !== ';' && next !== ',') {
      return {
        ok: false,
        error: `invalid escape "\\${next ?? ''}" in "${text}": only \\; \\, and \\\\ are allowed`,
      }
    }
    out += next
    i++
  }
  return { ok: true, value: out }
}

function parseCondition(text: string): ParseResult<FilterCondition> {
  const first = text.indexOf(':')
  const second = first < 0 ? -1 : text.indexOf(':', first + 1)
  if (second < 0) {
    return { ok: false, error: `condition "${text}" is not of the form <field>:<op>:<value>` }
  }
  const field = text.slice(0, first)
  const op = text.slice(first + 1, second)
  const raw = text.slice(second + 1)
  if (!isFilterField(field)) {
    return {
      ok: false,
      error: `unknown filter field "${field}"; filterable fields: ${Object.keys(FILTERABLE_FIELDS).join(', ')}`,
    }
  }
  const ops: readonly string[] = FILTERABLE_FIELDS[field]
  if (!ops.includes(op)) {
    return {
      ok: false,
      error: `operation "${op}" is not allowed on ${field}; allowed: ${ops.join(', ')}`,
    }
  }
  const filterOp = op as FilterOp
  let value: string | string[]
  if (LIST_OPS.has(filterOp)) {
    const split = splitUnescaped(raw, ',')
    if (!split.ok) return split
    const items: string[] = []
    for (const part of split.value) {
      const u = unescape(part)
      if (!u.ok) return u
      items.push(u.value)
    }
    if (filterOp === 'between' && items.length !== 2) {
      return {
        ok: false,
        error: `${field}:between takes exactly two comma-separated values, got ${items.length}`,
      }
    }
    value = items
  } else {
    const u = unescape(raw)
    if (!u.ok) return u
    value = u.value
  }
  if (DATE_FIELDS.includes(field)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (parseIsoInstant(v) === null) {
        return {
          ok: false,
          error: `${field} value "${v}" is not an ISO 8601 date-time (e.g. 2025-03-01T09:00:00Z)`,
        }
      }
    }
  }
  return { ok: true, value: { field, op: filterOp, value } }
}

/** Parses a whole filter value (already percent-decoded). Empty text: no conditions. */
export function parseFilter(text: string): FilterParseResult {
  if (text === '') return { ok: true, conditions: [] }
  const split = splitUnescaped(text, ';')
  if (!split.ok) return split
  const conditions: FilterCondition[] = []
  for (const part of split.value) {
    if (part === '') return { ok: false, error: 'empty filter condition (stray ";")' }
    const c = parseCondition(part)
    if (!c.ok) return c
    conditions.push(c.value)
  }
  return { ok: true, conditions }
}

/** Parses a sort value. Empty text: no keys (the service's default order). */
export function parseSort(text: string): SortParseResult {
  if (text === '') return { ok: true, keys: [] }
  const keys: SortKey[] = []
  for (const part of text.split(',')) {
    const [field = '', direction, ...rest] = part.split(':')
    if (!isSortField(field)) {
      return {
        ok: false,
        error: `unknown sort field "${field}"; sortable fields: ${SORTABLE_FIELDS.join(', ')}`,
      }
    }
    if ((direction !== 'asc' && direction !== 'desc') || rest.length > 0) {
      return { ok: false, error: `sort "${part}" must be <field>:asc or <field>:desc` }
    }
    if (keys.some((k) => k.field === field)) {
      return { ok: false, error: `sort field "${field}" appears twice` }
    }
    keys.push({ field, direction })
  }
  return { ok: true, keys }
}
