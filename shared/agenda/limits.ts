/**
 * How large an agenda sheet may be, and how its columns are named.
 *
 * A sheet beyond these is refused before it is read in full: a spreadsheet
 * reader pads rows and columns up to the farthest cell, so one stray cell at
 * XFD1048576 would otherwise cost gigabytes. An agenda is far smaller.
 */

/** Rows of sessions below the header. */
export const MAX_AGENDA_ROWS = 5000
/** Columns, A to GR. */
export const MAX_AGENDA_COLUMNS = 200
/** The header is looked for in this many rows at the top (titles may stand above it). */
export const HEADER_SEARCH_ROWS = 10
/** The last row a sheet may use: title rows, the header, then the sessions. */
export const MAX_SHEET_ROW = MAX_AGENDA_ROWS + HEADER_SEARCH_ROWS
/** Most a workbook may unpack to, counted while it is unpacked. */
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024
/** Problems sent with a plan; the rest are fetched a page at a time. */
export const PROBLEM_PAGE = 100

/** A column's letters as a spreadsheet shows them: 1 → "A", 27 → "AA", 200 → "GR". */
export function columnLetters(column: number): string {
  let out = ''
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out
  return out
}

/** The sentence for a sheet beyond the limits, naming the first cell found beyond them. */
export function beyondLimits(fileName: string, where: string): string {
  return `“${fileName}” has ${where}, beyond what an agenda can hold (${MAX_AGENDA_ROWS.toLocaleString('en-US')} rows of sessions and ${MAX_AGENDA_COLUMNS} columns, A to ${columnLetters(MAX_AGENDA_COLUMNS)}): save only the sessions' rows and columns, as CSV or .xlsx.`
}
