/**
 * A small .xlsx workbook built in memory, for tests of the spreadsheet reader.
 *
 * One sheet; text as inline strings, numbers as numbers, and dates as Excel
 * serial numbers in a cell whose style is the built-in date-and-time format
 * (numFmtId 22), which is how Excel saves a typed "2026-05-12 09:00".
 */
import { strToU8, zipSync } from 'fflate'

export type XlsxCell = string | number | { date: string } | null

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Excel's serial number of a wall time written `YYYY-MM-DDTHH:mm` (read as UTC). */
export function excelSerial(wall: string): number {
  return Date.parse(`${wall}Z`) / 86_400_000 + 25569
}

const column = (i: number) => String.fromCharCode(65 + i)

function cellXml(cell: XlsxCell, ref: string): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`
  if (typeof cell === 'string')
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escape(cell)}</t></is></c>`
  return `<c r="${ref}" s="1"><v>${excelSerial(cell.date)}</v></c>`
}

export function buildXlsx(rows: XlsxCell[][]): Uint8Array {
  const sheet = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((c, i) => cellXml(c, `${column(i)}${r + 1}`)).join('')}</row>`,
    )
    .join('')
  return zipSync(xlsxParts(sheet))
}

/** A text cell at a reference: `<c r="XFD1" t="inlineStr">…`, for hand-written sheets. */
export const textCell = (ref: string, text: string) => cellXml(text, ref)

/** The parts of a one-sheet workbook whose `<sheetData>` holds the XML given. */
export function xlsxParts(sheet: string, extra: Record<string, Uint8Array> = {}) {
  const files: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Agenda" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    'xl/styles.xml':
      '<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="22" applyNumberFormat="1"/></cellXfs></styleSheet>',
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`,
  }
  return {
    ...Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])),
    ...extra,
  } as Record<string, Uint8Array>
}

/**
 * A workbook with one more part whose bytes are already deflated (a zip bomb's payload).
 *
 * The part is stored through zipSync as it is, then its entry is marked
 * deflated, so the archive costs nothing to build whatever it unpacks to.
 */
export function xlsxWithDeflatedPart(sheet: string, name: string, deflated: Uint8Array) {
  const zip = zipSync({ ...xlsxParts(sheet), [name]: [deflated, { level: 0 }] })
  const view = new DataView(zip.buffer)
  const nameBytes = strToU8(name)
  const named = (at: number) => nameBytes.every((b, i) => zip[at + i] === b)
  for (let i = 0; i + 46 <= zip.length; i++) {
    const sig = view.getUint32(i, true)
    if (sig === 0x04034b50 && named(i + 30)) view.setUint16(i + 8, 8, true)
    else if (sig === 0x02014b50 && named(i + 46)) view.setUint16(i + 10, 8, true)
  }
  return zip
}

/**
 * Makes a zip's directory and local headers understate what every entry unpacks to.
 *
 * The compressed sizes stay true (a reader needs them to find the next entry);
 * only the unpacked sizes say `claimed` bytes, as a zip bomb's would.
 */
export function understateSizes(zip: Uint8Array, claimed = 1): Uint8Array {
  const out = zip.slice()
  const view = new DataView(out.buffer)
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = view.getUint32(i, true)
    if (sig === 0x04034b50) view.setUint32(i + 22, claimed, true)
    else if (sig === 0x02014b50) view.setUint32(i + 24, claimed, true)
  }
  return out
}
