/**
 * Reading agenda spreadsheets as spreadsheet apps save them: CSV dialects
 * (separator, byte-order mark, Excel's quoting and line ends, legacy
 * encodings) and .xlsx workbooks with dates, times and numbers.
 */
import { describe, expect, it } from 'vitest'
import { buildXlsx } from '@test-support/xlsx'
import { readSheetBytes } from './read-sheet'

const utf8 = (text: string) => new TextEncoder().encode(text)
const read = (bytes: Uint8Array, name = 'agenda.csv') => readSheetBytes(bytes, name)

describe('CSV', () => {
  it('reads comma-separated UTF-8 without a byte-order mark', async () => {
    const sheet = await read(utf8('Title,Start\nOpening,2026-05-12 09:00\n'))
    expect(sheet).toEqual({
      headers: ['Title', 'Start'],
      rows: [{ row: 2, cells: ['Opening', '2026-05-12 09:00'] }],
    })
  })

  it('reads semicolons (Excel in many locales) and drops a UTF-8 byte-order mark', async () => {
    const sheet = await read(utf8('\uFEFFTitel;Beginn\r\nEröffnung;12.05.2026\r\n'))
    expect(sheet.headers).toEqual(['Titel', 'Beginn'])
    expect(sheet.rows[0]!.cells).toEqual(['Eröffnung', '12.05.2026'])
  })

  it('keeps quoted separators, quotes and CRLF line breaks inside a cell; numbers rows as shown', async () => {
    const text =
      'Title,Description\r\n"Panel, day 1","Line one\r\nLine ""two"""\r\n\r\nClose,Bye\r\n'
    const sheet = await read(utf8(text))
    expect(sheet.rows).toEqual([
      { row: 2, cells: ['Panel, day 1', 'Line one\r\nLine "two"'] },
      // The empty line is row 3 of the sheet: it is skipped, and numbering follows records.
      { row: 4, cells: ['Close', 'Bye'] },
    ])
  })

  it('finds the separator and the header below a title line without one', async () => {
    const sheet = await read(utf8('Spring summit agenda\n\nSession ID;Title\ns1;Keynote, day 1\n'))
    expect(sheet.headers).toEqual(['Session ID', 'Title'])
    expect(sheet.rows).toEqual([{ row: 4, cells: ['s1', 'Keynote, day 1'] }])
  })

  it('reads Windows-1252 bytes that are not UTF-8', async () => {
    const bytes = new Uint8Array([...utf8('Title\n'), 0x43, 0x61, 0x66, 0xe9, 0x0a])
    expect((await read(bytes)).rows[0]!.cells).toEqual(['Café'])
  })

  it('reads UTF-16 with its byte-order mark, tab separated (Excel’s Unicode text)', async () => {
    const text = 'Title\tStart\r\nKeynote\t2026-05-12 09:00\r\n'
    const bytes = new Uint8Array(2 + text.length * 2)
    bytes.set([0xff, 0xfe])
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i)
    const sheet = await read(bytes, 'agenda.txt')
    expect(sheet.headers).toEqual(['Title', 'Start'])
    expect(sheet.rows[0]!.cells).toEqual(['Keynote', '2026-05-12 09:00'])
  })

  it('says which line broke the CSV', async () => {
    await expect(read(utf8('Title\n"never closed\n'))).rejects.toThrow(/could not be read as CSV/)
  })

  it('refuses a file without a header row', async () => {
    await expect(read(utf8(',,\nx,y,z\n'))).rejects.toThrow(/no header row/)
  })
})

describe('xlsx', () => {
  it('reads text, numbers and date-time cells of the first sheet', async () => {
    const bytes = buildXlsx([
      ['Title', 'Start', 'Capacity'],
      ['Keynote', { date: '2026-05-12T09:30' }, 120],
      [null, null, null],
      ['Close', '2026-05-12 17:00', null],
    ])
    const sheet = await read(bytes, 'agenda.xlsx')
    expect(sheet.headers).toEqual(['Title', 'Start', 'Capacity'])
    expect(sheet.rows.map((r) => r.row)).toEqual([2, 4])
    const [title, start, capacity] = sheet.rows[0]!.cells
    expect(title).toBe('Keynote')
    expect(start).toBeInstanceOf(Date)
    expect((start as Date).toISOString()).toBe('2026-05-12T09:30:00.000Z')
    expect(capacity).toBe(120)
    expect(sheet.rows[1]!.cells[1]).toBe('2026-05-12 17:00')
  })

  it('refuses an old .xls workbook with what to do', async () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    await expect(read(ole, 'agenda.xls')).rejects.toThrow(/save it as \.xlsx or as CSV/)
  })

  it('says a damaged workbook cannot be read', async () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])
    await expect(read(broken, 'agenda.xlsx')).rejects.toThrow(/could not be read as a workbook/)
  })
})
