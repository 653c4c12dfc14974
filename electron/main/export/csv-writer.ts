/**
 * CSV text the way spreadsheet programs open it correctly: RFC 4180 quoting,
 * CRLF line ends, UTF-8 with a byte-order mark (Excel needs it to read UTF-8),
 * formula-looking cells neutralised. Built on csv-stringify, a maintained CSV
 * library; the cell rules themselves are shared with the grid
 * (shared/attendees/cell-format.ts).
 */
import { stringify } from 'csv-stringify/sync'
import type { Attendee } from '../../../shared/api/schemas'
import { csvCells, csvHeader } from '../../../shared/attendees/cell-format'
import type { AttendeeColumn } from '../../../shared/attendees/columns'

export interface CsvOptions {
  /** Start the file with a UTF-8 byte-order mark (default true). */
  bom?: boolean
  /** Neutralise cells that start with = + - @ tab or CR (default true). */
  neutralise?: boolean
}

export const UTF8_BOM = '\uFEFF'

const STRINGIFY = {
  record_delimiter: 'windows',
  // csv-stringify quotes only fields holding the record delimiter as a whole;
  // RFC 4180 wants any field with a CR or LF quoted, so a lone one is too.
  quoted_match: /[\r\n]/,
} as const

/** Rows as CSV text, each ending in CRLF. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return ''
  return stringify(rows as string[][], STRINGIFY)
}

export interface CsvEncoder {
  readonly columns: readonly AttendeeColumn[]
  /** The start of the file: the byte-order mark (if on) and the header line. */
  head(): string
  /** The cells of one attendee (neutralised if on). */
  cells(attendee: Attendee): string[]
}

export function createCsvEncoder(
  columns: readonly AttendeeColumn[],
  options: CsvOptions = {},
): CsvEncoder {
  const bom = options.bom ?? true
  const cellOptions = { neutralise: options.neutralise ?? true }
  return {
    columns,
    head: () => (bom ? UTF8_BOM : '') + csvLines([csvHeader(columns, cellOptions)]),
    cells: (attendee) => csvCells(attendee, columns, cellOptions),
  }
}
