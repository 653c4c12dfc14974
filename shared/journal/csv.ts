/**
 * The change journal as spreadsheet rows: one per field a write changed.
 *
 * The entry's operation gives its rows (shared/journal/operations/): a
 * session update a row per field sent; a picture, its address before and
 * after; a deletion, the location's name and "deleted". Values that are not
 * text are written as JSON. Times stay ISO 8601 UTC.
 */
import type { JournalEntry } from './entry'
import { operationOf } from './operations'
import { cellText } from './operations/operation'

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

export { cellText }

/** The rows of one entry, in JOURNAL_CSV_HEADER order. */
export function journalCsvRows(entry: JournalEntry): string[][] {
  return operationOf(entry.change)
    .csvRows(entry)
    .map((row) => [
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
