/**
 * The change journal as spreadsheet rows: one per field a write changed.
 *
 * A session update gives a row per field sent; a picture, its address
 * before and after; a deletion, the location's name and "deleted". Values
 * that are not text are written as JSON. Times stay ISO 8601 UTC.
 */
import type { JournalEntry } from './entry'
import { sessionFieldValue } from './record'

export const JOURNAL_CSV_HEADER = [
  'at',
  'workspace',
  'address',
  'event',
  'kind',
  'resource id',
  'resource name',
  'operation',
  'field',
  'before',
  'before known since',
  'after',
  'outcome',
  'sentence',
  'settled at',
  'batch',
  'revert of',
] as const

const NOT_KNOWN = 'not known'

/** A value as a cell: text as it is, nothing as empty, anything else as JSON. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

interface FieldRow {
  field: string
  before: string
  since: string
  after: string
}

function fieldRows(entry: JournalEntry): FieldRow[] {
  const change = entry.change
  switch (change.operation) {
    case 'session-update':
      return Object.entries(change.sent).map(([field, sent]) => {
        const before = change.before[field]
        const answered = change.after ? sessionFieldValue(change.after, field) : undefined
        return {
          field,
          before: before?.known ? cellText(before.value) : '',
          since: before?.known ? before.since : NOT_KNOWN,
          after: cellText(answered ?? sent),
        }
      })
    case 'speaker-picture':
    case 'sponsor-image': {
      const field =
        change.operation === 'speaker-picture' ? 'picture' : change.imageType.toLowerCase()
      return [
        {
          field,
          before: change.before.known ? cellText(change.before.value.url) : '',
          since: change.before.known ? change.before.since : NOT_KNOWN,
          after: cellText(change.after?.url),
        },
      ]
    }
    case 'location-delete': {
      const record = change.before.known ? change.before.value : null
      return [
        {
          field: 'location',
          before: record ? cellText(record.locationName ?? record.name ?? entry.resource.id) : '',
          since: change.before.known ? change.before.since : NOT_KNOWN,
          after: change.after?.deleted ? 'deleted' : '',
        },
      ]
    }
  }
}

/** The rows of one entry, in JOURNAL_CSV_HEADER order. */
export function journalCsvRows(entry: JournalEntry): string[][] {
  return fieldRows(entry).map((row) => [
    entry.at,
    entry.workspace.name,
    entry.workspace.address,
    entry.eventId,
    entry.resource.kind,
    entry.resource.id,
    entry.resource.name ?? '',
    entry.change.operation,
    row.field,
    row.before,
    row.since,
    row.after,
    entry.outcome.status,
    entry.outcome.sentence ?? '',
    entry.outcome.settledAt ?? '',
    entry.batchId ?? '',
    entry.revertOf ?? '',
  ])
}
