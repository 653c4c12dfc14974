/**
 * A spreadsheet as read: its header row and its data rows.
 *
 * Cells keep the reader's types: text from a CSV file; text, numbers,
 * booleans and dates from an .xlsx workbook (a date cell is a Date whose UTC
 * fields are the wall time the cell shows, which is how workbooks store it).
 */
export type Cell = string | number | boolean | Date | null

export interface SheetRow {
  /** The row's number as the spreadsheet shows it: the header is row 1. */
  row: number
  cells: Cell[]
}

export interface Sheet {
  headers: string[]
  /** Rows with at least one value, in order. */
  rows: SheetRow[]
}

/** True when a cell holds nothing (empty, or spaces only). */
export function isBlank(cell: Cell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '')
}

/** The header row and the rows below it, numbered as the spreadsheet shows them. */
export function sheetFromRecords(records: readonly Cell[][]): Sheet {
  const [head = [], ...body] = records
  const headers = head.map((h) => (h === null ? '' : String(h).trim()))
  const rows: SheetRow[] = []
  body.forEach((cells, i) => {
    if (cells.some((c) => !isBlank(c))) rows.push({ row: i + 2, cells })
  })
  return { headers, rows }
}
