/**
 * An entry's fields before and after, side by side, as text.
 *
 * Session updates list each field sent; a deleted location lists what was
 * known of it, with "Deleted" after. Pictures are shown as pictures
 * (PicturePair), not here.
 */
import type { JournalChange } from '@shared/journal/entry'
import { ownValue } from '@shared/own-record'
import { fieldLabel } from './entry-view'

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

export function diffRows(change: JournalChange): DiffRow[] {
  switch (change.operation) {
    case 'session-update':
      return Object.keys(change.sent).map((field) => {
        const known = ownValue(change.before, field)
        const answered = change.after !== null && Object.hasOwn(change.after, field)
        return {
          field,
          label: fieldLabel(field),
          before: known?.known ? valueText(known.value) : null,
          knownSince: known?.known ? known.since : null,
          after: valueText(
            answered ? ownValue(change.after!, field) : ownValue(change.sent, field),
          ),
          afterIsSent: !answered,
        }
      })
    case 'location-delete': {
      const before = change.before
      if (!before.known)
        return [
          {
            field: 'location',
            label: 'Location',
            before: null,
            knownSince: null,
            after: deletedText(change.after),
            afterIsSent: change.after === null,
          },
        ]
      return Object.keys(before.value).map((field, i) => ({
        field,
        label: fieldLabel(field),
        before: valueText(ownValue(before.value, field)),
        knownSince: before.since,
        after: i === 0 ? deletedText(change.after) : '—',
        afterIsSent: change.after === null,
      }))
    }
    case 'speaker-picture':
    case 'sponsor-image':
      return []
  }
}

function deletedText(after: { deleted: boolean } | null): string {
  if (after === null) return 'Deletion sent; no answer came'
  return after.deleted ? 'Deleted' : 'Not deleted'
}
