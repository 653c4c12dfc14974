/**
 * Cell text rules shared by the grid and the CSV export.
 *
 * Instants in ISO 8601 UTC, and neutralising of cells a spreadsheet would run
 * as a formula. The column model (columns.ts) builds on these; csv-row.ts
 * applies them to rows. Pure code: no Node or DOM globals.
 */
import { parseIsoInstant } from '../api/filter-grammar'

/**
 * Already in the form the slow path below would write.
 *
 * Such a value is kept without re-parsing (this runs for every date cell of an
 * export): UTC with whole seconds, or with milliseconds other than .000 (which
 * the slow path drops). An impossible date in these forms is kept as it came
 * either way.
 */
const CANONICAL_UTC =
  /^(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.(?!000)\d{3}Z)$/

/** A fraction of a second finer than milliseconds (`…55.71874Z`), which a Date cannot hold. */
const FINER_THAN_MS = /\.\d{4,}(?:Z|[+-]\d\d:?\d\d)?$/

/**
 * An instant as ISO 8601 UTC (`2026-01-05T09:30:00Z`).
 *
 * The API already sends UTC, but a value with an offset is converted; text that
 * is not an instant is kept as it came rather than dropped. So is a value with
 * more than three fractional digits (the service sends `…55.71874Z`): converting
 * it would drop or round digits, and the file must hold the service's own time.
 */
/** Codes whose words are not the code's own letters. */
const CODE_WORDS: Readonly<Record<string, string>> = {
  CHECKED_IN: 'Checked in',
  ZUDDL_API: 'Zuddl API',
}

/**
 * A code of the service in words: REGISTERED is "Registered", CHECKED_IN
 * "Checked in", MANUAL_UPDATE "Manual update"; text that is no code stays as it is.
 */
export function codeWords(value: string): string {
  if (!/^[A-Z][A-Z0-9_]*$/.test(value)) return value
  const known = CODE_WORDS[value]
  if (known) return known
  const words = value.toLowerCase().replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function isoUtc(value: string): string {
  if (value === '' || CANONICAL_UTC.test(value) || FINER_THAN_MS.test(value)) return value
  const ms = parseIsoInstant(value)
  if (ms === null) return value
  return new Date(ms).toISOString().replace('.000Z', 'Z')
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * An instant as a person reads it in a narrow cell: `2026-01-05 09:30:55 UTC`.
 *
 * To the second, in UTC, without a fraction: the cell does not pretend to a
 * precision it does not show, and the service's full text goes beside it (the
 * grid's cell title, the CSV). Text that is not an instant is shown as it came.
 */
export function peopleTime(value: string): string {
  const ms = parseIsoInstant(value)
  if (ms === null) return value
  const d = new Date(ms)
  const year = String(d.getUTCFullYear()).padStart(4, '0')
  const date = `${year}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC`
}

/**
 * Characters that make Excel, LibreOffice and Google Sheets read a cell as a
 * formula (OWASP "CSV injection"): `=`, `+`, `-`, `@`, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** Prefixes a formula-looking cell with an apostrophe, which spreadsheets show as text and hide. */
export function neutraliseCell(value: string): string {
  // First-character test: this runs for every cell of every exported row.
  const c = value.charCodeAt(0)
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 ? `'${value}` : value
}

export function looksLikeFormula(value: string): boolean {
  return FORMULA_START.test(value)
}
