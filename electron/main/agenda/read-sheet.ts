/**
 * Reads an agenda spreadsheet's bytes: a CSV file or an .xlsx workbook.
 *
 * CSV as Excel and others save it: comma, semicolon or tab separated (the
 * header line decides), UTF-8 with or without a byte-order mark, UTF-16 with
 * one (Excel's "Unicode text"), or Windows-1252 when the bytes are not UTF-8;
 * quoted cells may hold separators, quotes and line breaks, lines may end in
 * CRLF. A workbook's first sheet is read by read-xlsx.ts. Either is held to
 * the agenda's limits (shared/agenda/limits.ts) before it is parsed, and the
 * header is looked for among the first rows, below any title.
 */
import { parse } from 'csv-parse/sync'
import { appError } from '@shared/errors'
import { beyondLimits, HEADER_SEARCH_ROWS, MAX_AGENDA_ROWS } from '@shared/agenda/limits'
import { sheetFromRecords, type Cell, type Sheet } from '@shared/agenda/sheet'
import { readXlsxRecords } from './read-xlsx'
import { csvBeyond } from './sheet-extent'

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0]

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b)

/** The text of a CSV file's bytes, by its byte-order mark, else UTF-8, else Windows-1252. */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  try {
    // The decoder drops a UTF-8 byte-order mark itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/**
 * The separator the first lines use most, outside quotes: comma, semicolon or tab.
 *
 * The lines where the header may stand are counted, not the first alone: a
 * title above the header often holds no separator at all.
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ])
  let quoted = false
  let lines = 0
  for (const ch of text) {
    if (ch === '"') quoted = !quoted
    else if (!quoted && ch === '\n' && ++lines >= HEADER_SEARCH_ROWS) break
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1)
  }
  let best = ','
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d
  return best
}

export function readCsvRecords(bytes: Uint8Array, fileName: string): Cell[][] {
  const text = decodeCsv(bytes).replace(/^\uFEFF/, '')
  const delimiter = detectDelimiter(text)
  const beyond = csvBeyond(text, delimiter)
  if (beyond) throw appError('invalid-input', beyondLimits(fileName, beyond.where))
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      bom: true,
    }) as string[][]
  } catch (error) {
    const where = (error as { lines?: number }).lines
    throw appError(
      'invalid-input',
      `“${fileName}” could not be read as CSV${where ? ` (near line ${where})` : ''}: check that every quoted cell is closed, then save it again as CSV from the spreadsheet app.`,
      { description: (error as Error).message },
    )
  }
}

/** The sheet of a file, by its content (a zip is a workbook), not by its name alone. */
export async function readSheetBytes(bytes: Uint8Array, fileName: string): Promise<Sheet> {
  if (startsWith(bytes, OLE_MAGIC) || /\.xls$/i.test(fileName))
    throw appError(
      'invalid-input',
      `“${fileName}” is an old Excel workbook (.xls): save it as .xlsx or as CSV, then open it again.`,
    )
  const records = startsWith(bytes, ZIP_MAGIC)
    ? await readXlsxRecords(bytes, fileName)
    : readCsvRecords(bytes, fileName)
  const sheet = sheetFromRecords(records)
  if (sheet.rows.length > MAX_AGENDA_ROWS)
    throw appError(
      'invalid-input',
      beyondLimits(fileName, `${sheet.rows.length.toLocaleString('en-US')} rows of sessions`),
    )
  if (sheet.headers.every((h) => h === ''))
    throw appError(
      'invalid-input',
      `“${fileName}” has no header row: its first row must name the columns (title, start, end…).`,
    )
  return sheet
}
