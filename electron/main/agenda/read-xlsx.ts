/**
 * Reads the first sheet of an .xlsx workbook, within the agenda's limits.
 *
 * The workbook is unpacked here, its bytes counted as they inflate
 * (unpack-xlsx.ts), and every worksheet is scanned for cells beyond the
 * limits (sheet-extent.ts) before read-excel-file sees it: that reader pads
 * rows and columns up to the farthest cell, so a lone cell at XFD1048576
 * would cost gigabytes. The parts that passed are handed over stored (not
 * compressed again), so the reader unpacks exactly what was counted. It reads
 * the XML only: formulas are not evaluated and macros never run.
 */
import { zipSync } from 'fflate'
import { readSheet } from 'read-excel-file/universal'
import { appError } from '@shared/errors'
import { beyondLimits, MAX_UNZIPPED_BYTES } from '@shared/agenda/limits'
import type { Cell } from '@shared/agenda/sheet'
import { worksheetBeyond } from './sheet-extent'
import { unpackXlsx } from './unpack-xlsx'

const isWorksheet = (name: string) => /(^|\/)worksheets\/[^/]+\.xml$/i.test(name)

/** The sentence for a workbook the reader cannot read; what went wrong goes in the details. */
export function unreadableWorkbook(fileName: string, detail: string) {
  return appError(
    'invalid-input',
    `“${fileName}” could not be read as a workbook: it may be damaged. Open it in the spreadsheet app and save it again as .xlsx or as CSV.`,
    { description: detail },
  )
}

/** The first sheet's rows, as read-excel-file gives them (dates rounded to the second). */
export async function readXlsxRecords(bytes: Uint8Array, fileName: string): Promise<Cell[][]> {
  const unpacked = unpackXlsx(bytes)
  if (!unpacked.ok) {
    if (unpacked.reason === 'too-large')
      throw appError(
        'invalid-input',
        `“${fileName}” unpacks to more than ${MAX_UNZIPPED_BYTES / 1048576} MB, more than an agenda can hold: save only the sheet with the sessions, as .xlsx or CSV.`,
        { description: unpacked.detail },
      )
    throw unreadableWorkbook(fileName, unpacked.detail)
  }
  for (const [name, xml] of Object.entries(unpacked.parts)) {
    if (!isWorksheet(name)) continue
    const beyond = worksheetBeyond(xml)
    if (beyond) throw appError('invalid-input', beyondLimits(fileName, beyond.where))
  }
  let data: Cell[][]
  try {
    const stored = zipSync(unpacked.parts, { level: 0 })
    data = (await readSheet(stored.buffer as ArrayBuffer)) as Cell[][]
  } catch (error) {
    throw unreadableWorkbook(fileName, error instanceof Error ? error.message : String(error))
  }
  // A workbook keeps a time as a fraction of a day, so 09:30 can come back as 09:29:59.999.
  const roundDate = (c: Cell): Cell =>
    c instanceof Date ? new Date(Math.round(c.getTime() / 1000) * 1000) : c
  return data.map((row) => row.map(roundDate))
}
