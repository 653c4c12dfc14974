/**
 * The first cell of a sheet beyond the agenda's limits, found without reading the sheet.
 *
 * Scans a worksheet's XML for its rows and cells (`<row r="7">`, `<c r="B7">`,
 * or neither, in which case each follows the one before), and a CSV's text
 * for its records and separators, outside quotes. Linear in the file and
 * holding nothing, so it runs before any reader pads a sheet out to its
 * farthest cell.
 */
import { columnLetters, MAX_AGENDA_COLUMNS, MAX_SHEET_ROW } from '@shared/agenda/limits'

export interface Beyond {
  /** What is beyond, as the sentence says it: "a cell at XFD1", "more than 5,010 rows". */
  where: string
}

const TAG = /<(?:[A-Za-z_][\w.-]*:)?(row|c)(?=[\s/>])([^>]*)>/g
const REF = /\sr\s*=\s*["']([^"']*)["']/

/** Letters of a cell reference → column number ("A" → 1, "XFD" → 16384); 0 when there are none. */
function columnOf(ref: string): number {
  let column = 0
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i) & ~32
    if (code < 65 || code > 90) break
    column = column * 26 + (code - 64)
    // Past the limit already: stop before a thousand letters make an unbounded number.
    if (column > MAX_AGENDA_COLUMNS) return column
  }
  return column
}

export function worksheetBeyond(
  xml: Uint8Array,
  maxRow = MAX_SHEET_ROW,
  maxColumn = MAX_AGENDA_COLUMNS,
): Beyond | null {
  // References are ASCII: latin1 reads them as written, at a byte a character.
  const text = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).toString('latin1')
  let row = 0
  let column = 0
  for (const match of text.matchAll(TAG)) {
    const ref = REF.exec(match[2]!)?.[1]
    if (match[1] === 'row') {
      row = ref !== undefined && /^\d+$/.test(ref) ? Number(ref) : row + 1
      column = 0
      if (row > maxRow) return { where: `a row numbered ${row.toLocaleString('en-US')}` }
      continue
    }
    const letters = ref ? columnOf(ref) : 0
    column = letters > 0 ? letters : column + 1
    const digits = ref?.match(/\d+$/)?.[0]
    const cellRow = digits ? Number(digits) : row
    if (column > maxColumn || cellRow > maxRow)
      return {
        where: `a cell at ${ref && ref.length <= 20 ? ref : `${columnLetters(Math.min(column, 16384))}${cellRow}`}`,
      }
  }
  return null
}

/** Records and columns of a CSV text, outside quotes, up to the first beyond the limits. */
export function csvBeyond(
  text: string,
  delimiter: string,
  maxRow = MAX_SHEET_ROW,
  maxColumn = MAX_AGENDA_COLUMNS,
): Beyond | null {
  let row = 1
  let column = 1
  let quoted = false
  const sep = delimiter.charCodeAt(0)
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (ch === 34) quoted = !quoted
    else if (quoted) continue
    else if (ch === sep) {
      if (++column > maxColumn)
        return { where: `more than ${maxColumn} columns on row ${row.toLocaleString('en-US')}` }
    } else if (ch === 10 || (ch === 13 && text.charCodeAt(i + 1) !== 10)) {
      // A line break ends a record; a last one ends the file, not a new record.
      if (i + 1 < text.length && ++row > maxRow)
        return { where: `more than ${maxRow.toLocaleString('en-US')} rows` }
      column = 1
    }
  }
  return null
}
