/**
 * A spreadsheet as read: its header row and its data rows.
 *
 * Cells keep the reader's types: text from a CSV file; text, numbers,
 * booleans and dates from an .xlsx workbook (a date cell is a Date whose UTC
 * fields are the wall time the cell shows, which is how workbooks store it).
 */
import { roleOfHeader } from './columns'
import { HEADER_SEARCH_ROWS } from './limits'

export type Cell = string | number | boolean | Date | null

export interface SheetRow {
  /** The row's number as the spreadsheet shows it: the header is row 1. */
  row: number
  cells: Cell[]
}

export interface Sheet {
  headers: string[]
  /** The header's row number, when title rows stand above it (1 otherwise). */
  headerRow?: number
  /** Rows with at least one value, in order. */
  rows: SheetRow[]
}

/** True when a cell holds nothing (empty, or spaces only). */
export function isBlank(cell: Cell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '')
}

/** How many cells of a row name a column the import knows ("Title", "Start time"…). */
const knownNames = (cells: readonly Cell[]) =>
  cells.filter((c) => typeof c === 'string' && roleOfHeader(c) !== null).length

/**
 * Which record is the header: among the first rows, the one naming most known columns.
 *
 * A title or a note often stands above the header ("Spring summit, draft 3");
 * the earliest row wins a tie, and the first row is the header when none
 * names a known column (the columns are then matched by hand).
 */
export function headerIndex(records: readonly Cell[][]): number {
  let best = 0
  let bestCount = 0
  records.slice(0, HEADER_SEARCH_ROWS).forEach((cells, i) => {
    const count = knownNames(cells)
    if (count > bestCount) [best, bestCount] = [i, count]
  })
  return best
}

/** The header row and the rows below it, numbered as the spreadsheet shows them. */
export function sheetFromRecords(records: readonly Cell[][]): Sheet {
  const at = headerIndex(records)
  const head = records[at] ?? []
  const headers = head.map((h) => (h === null ? '' : String(h).trim()))
  const rows: SheetRow[] = []
  records.forEach((cells, i) => {
    if (i > at && cells.some((c) => !isBlank(c))) rows.push({ row: i + 1, cells })
  })
  return at === 0 ? { headers, rows } : { headers, headerRow: at + 1, rows }
}
