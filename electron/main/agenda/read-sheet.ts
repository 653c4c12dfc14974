/**
 * Reads an agenda spreadsheet's bytes: a CSV file or an .xlsx workbook.
 *
 * CSV as Excel and others save it: comma, semicolon or tab separated (the
 * header line decides), UTF-8 with or without a byte-order mark, UTF-16 with
 * one (Excel's "Unicode text"), or Windows-1252 when the bytes are not UTF-8;
 * quoted cells may hold separators, quotes and line breaks, lines may end in
 * CRLF. A workbook is read by read-excel-file, which only reads its XML
 * (formulas are not evaluated, macros never run): the first sheet is used,
 * once its zip directory shows it unpacks to a sane size.
 */
import { parse } from 'csv-parse/sync'
import { readSheet } from 'read-excel-file/node'
import { appError } from '@shared/errors'
import { sheetFromRecords, type Cell, type Sheet } from '@shared/agenda/sheet'
import { unzippedBytes } from './zip-size'

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

/** The separator the header line uses most, outside quotes: comma, semicolon or tab. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ])
  let quoted = false
  for (const ch of text) {
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '\n' || ch === '\r')) break
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1)
  }
  let best = ','
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d
  return best
}

export function readCsv(bytes: Uint8Array): Sheet {
  const text = decodeCsv(bytes).replace(/^\uFEFF/, '')
  let records: string[][]
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      bom: true,
    }) as string[][]
  } catch (error) {
    const where = (error as { lines?: number }).lines
    throw appError(
      'invalid-input',
      `The file could not be read as CSV${where ? ` (near line ${where})` : ''}: ${(error as Error).message}. Save it again as CSV from the spreadsheet app.`,
    )
  }
  return sheetFromRecords(records)
}

/** Most a workbook may unpack to: an agenda's sheet is far smaller. */
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024

export async function readXlsx(bytes: Uint8Array): Promise<Sheet> {
  const unzipped = unzippedBytes(bytes)
  if (unzipped === null)
    throw appError(
      'invalid-input',
      'The workbook could not be read: its table of contents is damaged or too large. Save it again as .xlsx or as CSV.',
    )
  if (unzipped > MAX_UNZIPPED_BYTES)
    throw appError(
      'invalid-input',
      `The workbook would unpack to ${Math.round(unzipped / 1048576)} MB, more than an agenda can hold (100 MB at most). Save only the sheet with the sessions, as .xlsx or CSV.`,
    )
  let data: Cell[][]
  try {
    data = (await readSheet(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    )) as Cell[][]
  } catch (error) {
    throw appError(
      'invalid-input',
      `The workbook could not be read: ${(error as Error).message}. Save it again as .xlsx or as CSV.`,
    )
  }
  // A workbook keeps a time as a fraction of a day, so 09:30 can come back as 09:29:59.999.
  const roundDate = (c: Cell): Cell =>
    c instanceof Date ? new Date(Math.round(c.getTime() / 1000) * 1000) : c
  return sheetFromRecords(data.map((row) => row.map(roundDate)))
}

/** The sheet of a file, by its content (a zip is a workbook), not by its name alone. */
export async function readSheetBytes(bytes: Uint8Array, fileName: string): Promise<Sheet> {
  if (startsWith(bytes, OLE_MAGIC) || /\.xls$/i.test(fileName))
    throw appError(
      'invalid-input',
      `“${fileName}” is an old Excel workbook (.xls): save it as .xlsx or as CSV, then open it again.`,
    )
  const sheet = startsWith(bytes, ZIP_MAGIC) ? await readXlsx(bytes) : readCsv(bytes)
  if (sheet.headers.every((h) => h === ''))
    throw appError(
      'invalid-input',
      `“${fileName}” has no header row: its first row must name the columns (title, start, end…).`,
    )
  return sheet
}
