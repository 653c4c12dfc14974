/**
 * One attendee as a CSV row of the chosen columns.
 *
 * Cells are neutralised unless asked otherwise; the export writes these, and
 * tests compare files to them. Pure code: no Node or DOM globals.
 */
import type { Attendee } from '../api/schemas'
import { neutraliseCell } from './cell-format'
import type { AttendeeColumn } from './columns'

export interface CsvCellOptions {
  /** Neutralise formula-looking cells (default true). */
  neutralise?: boolean
}

/** The CSV header cells of `columns` (headers are ours, but neutralised all the same). */
export function csvHeader(
  columns: readonly AttendeeColumn[],
  options: CsvCellOptions = {},
): string[] {
  const neutralise = options.neutralise ?? true
  return columns.map((c) => (neutralise ? neutraliseCell(c.header) : c.header))
}

/** One attendee as CSV cells, in column order. */
export function csvCells(
  attendee: Attendee,
  columns: readonly AttendeeColumn[],
  options: CsvCellOptions = {},
): string[] {
  const neutralise = options.neutralise ?? true
  const cells = new Array<string>(columns.length)
  for (let i = 0; i < columns.length; i++) {
    const v = columns[i]!.value(attendee)
    cells[i] = neutralise ? neutraliseCell(v) : v
  }
  return cells
}
