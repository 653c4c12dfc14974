/**
 * History's before-and-after table: the row type and how a value reads in it.
 */

export interface DiffRow {
  field: string
  label: string
  /** The value before as text, or null when it was not known. */
  before: string | null
  /** When the before-value was known (ISO), or null. */
  knownSince: string | null
  after: string
  /** The after-value is what was sent: no answer of the service shows what it kept. */
  afterIsSent: boolean
}

/** A value as one line of text: `(empty)`, `(none)`, lists joined, objects as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '(none)'
  if (typeof value === 'string') return value === '' ? '(empty)' : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value))
    return value.length === 0 ? '(none)' : value.map((v) => valueText(v)).join(', ')
  return JSON.stringify(value)
}
