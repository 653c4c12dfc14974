/**
 * CSV text the way spreadsheet programs open it correctly.
 *
 * RFC 4180 quoting, CRLF line ends, UTF-8 with a byte-order mark (Excel needs
 * it to read UTF-8), formula-looking cells neutralised. Built on csv-stringify,
 * a maintained CSV library; the cell rules themselves are shared with the grid
 * (shared/attendees/cell-format.ts).
 */
import { stringify } from 'csv-stringify/sync'
import type { Attendee } from '@shared/api/schemas'
import { neutraliseCell } from '@shared/attendees/cell-format'
import { csvCells, csvHeader } from '@shared/attendees/csv-row'
import type { AttendeeColumn } from '@shared/attendees/columns'

export interface CsvOptions {
  /** Start the file with a UTF-8 byte-order mark (default true). */
  bom?: boolean
  /** Neutralise cells that start with = + - @ tab or CR (default true). */
  neutralise?: boolean
}

export const UTF8_BOM = '\uFEFF'

/** The library's options: exported so tests can hold the rows written without it to its output. */
export const STRINGIFY_OPTIONS = {
  record_delimiter: 'windows',
  // csv-stringify quotes only fields holding the record delimiter as a whole;
  // RFC 4180 wants any field with a CR or LF quoted, so a lone one is too.
  quoted_match: /[\r\n]/,
} as const

/**
 * What makes csv-stringify quote a cell with the options above.
 *
 * The delimiter, the quote (also the escape character), CR or LF. A row with
 * none of them in any cell is written by the library as its cells joined by
 * commas, so such a row (most rows) is joined here directly: the library's
 * per-cell work was most of an export's CPU time. The test is made once on the
 * joined line: no quote, CR or LF, and no comma but the separators. Any row
 * with a cell to quote still goes to the library. csv-writer.test.ts holds both
 * paths to the library's output on generated rows, so a library change would
 * show.
 */
const QUOTE_OR_BREAK = /["\r\n]/

function needsNoQuoting(joined: string, cellCount: number): boolean {
  if (QUOTE_OR_BREAK.test(joined)) return false
  let commas = 0
  for (let at = joined.indexOf(','); at !== -1; at = joined.indexOf(',', at + 1)) commas++
  return commas === cellCount - 1
}

/** One row as a CSV line ending in CRLF; any cell that needs quoting sends the row to the library. */
export function csvLine(cells: readonly string[]): string {
  const joined = cells.join(',')
  return needsNoQuoting(joined, cells.length)
    ? joined + '\r\n'
    : stringify([cells as string[]], STRINGIFY_OPTIONS)
}

/** Rows as CSV text, each ending in CRLF. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  let out = ''
  for (const row of rows) out += csvLine(row)
  return out
}

export interface CsvEncoder {
  readonly columns: readonly AttendeeColumn[]
  /** The start of the file: the byte-order mark (if on) and the header line. */
  head(): string
  /** The cells of one attendee (neutralised if on). */
  cells(attendee: Attendee): string[]
  /** One attendee as a CSV line ending in CRLF: the same text `csvLines` gives for its cells. */
  line(attendee: Attendee): string
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
    line(attendee) {
      // The cells joined as they come (no array of cells for most rows), then
      // the same one look at the whole line as csvLine's.
      let joined = ''
      for (let i = 0; i < columns.length; i++) {
        const v = columns[i]!.value(attendee)
        if (i > 0) joined += ','
        joined += cellOptions.neutralise ? neutraliseCell(v) : v
      }
      return needsNoQuoting(joined, columns.length)
        ? joined + '\r\n'
        : stringify([csvCells(attendee, columns, cellOptions)], STRINGIFY_OPTIONS)
    },
  }
}
