/**
 * Hostile spreadsheets: cells addressed far beyond an agenda, zip bombs whose
 * directory understates their size, huge CSV headers, damaged workbooks.
 *
 * The workbook reader is wrapped so a test can forbid calling it: a file that
 * would make it pad gigabytes must be refused before it is called, so these
 * tests never run that padding, on any version of the code.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { strToU8, zipSync } from 'fflate'
import { deflateRawSync } from 'node:zlib'
import {
  buildXlsx,
  textCell,
  understateSizes,
  xlsxParts,
  xlsxWithDeflatedPart,
} from '@test-support/xlsx'
import { AppError } from '@shared/errors'
import { readSheetBytes } from './read-sheet'

const { reader, guard } = vi.hoisted(() => {
  const reader = { allowed: true, calls: 0 }
  const guard = (actual: Record<string, unknown>) => {
    const readSheet = actual.readSheet as (...args: unknown[]) => unknown
    return {
      ...actual,
      readSheet: (...args: unknown[]) => {
        reader.calls++
        if (!reader.allowed) throw new Error('the reader was called with a hostile file')
        return readSheet(...args)
      },
    }
  }
  return { reader, guard }
})
vi.mock('read-excel-file/node', async (actual) => guard(await actual()))
vi.mock('read-excel-file/universal', async (actual) => guard(await actual()))

beforeEach(() => {
  reader.allowed = true
  reader.calls = 0
})

const sheetOf = (cells: string) =>
  zipSync(xlsxParts(`<row r="1">${textCell('A1', 'Session ID')}</row>${cells}`))

/** The error a read rejects with. */
async function refusal(bytes: Uint8Array, name: string): Promise<AppError> {
  const error = await readSheetBytes(bytes, name).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('cells beyond the limits are refused before the reader pads anything', () => {
  it.each([
    ['a column of seven letters', `<row r="2">${textCell('AAAAAAA2', 'x')}</row>`, 'AAAAAAA2'],
    [
      'the last column and the last row',
      `<row r="2">${textCell('XFD2', 'x')}</row><row r="1048576">${textCell('A1048576', 'x')}</row>`,
      'XFD2',
    ],
    ['row 900,000,000', `<row r="900000000">${textCell('A900000000', 'x')}</row>`, '900,000,000'],
    ['column 201 (GS)', `<row r="2">${textCell('GS2', 'x')}</row>`, 'GS2'],
    ['row 5,011', `<row r="5011">${textCell('A5011', 'x')}</row>`, '5,011'],
  ])('%s', async (_, cells, named) => {
    reader.allowed = false
    const error = await refusal(sheetOf(cells), 'agenda.xlsx')
    expect(reader.calls).toBe(0)
    expect(error.message).toContain(named)
    expect(error.message).toMatch(/5,000 rows of sessions and 200 columns/)
  })

  it('reads a sheet that reaches the last row and column allowed', async () => {
    const sheet = await readSheetBytes(
      sheetOf(`<row r="5010">${textCell('GR5010', 'x')}</row>`),
      'agenda.xlsx',
    )
    expect(sheet.rows).toHaveLength(1)
    expect(sheet.rows[0]!.row).toBe(5010)
    expect(sheet.rows[0]!.cells).toHaveLength(200)
  })
})

describe('the unpacked size is counted while unpacking, not read from the zip', () => {
  it('refuses a workbook whose directory understates a part of more than 100 MB', async () => {
    // Zeros deflate about a thousand to one: a 100 KB file that unpacks to 101 MB.
    const padding = deflateRawSync(Buffer.alloc(101 * 1024 * 1024), { level: 1 })
    const sheet = `<row r="1">${textCell('A1', 'Title')}</row>`
    const bomb = understateSizes(xlsxWithDeflatedPart(sheet, 'xl/padding.xml', padding))
    reader.allowed = false
    const error = await refusal(bomb, 'agenda.xlsx')
    expect(error.message).toMatch(/unpacks to more than 100 MB/)
    expect(reader.calls).toBe(0)
  })

  it('reads a workbook whose directory understates its sizes, and says nothing of the library', async () => {
    const sheet = await readSheetBytes(
      understateSizes(buildXlsx([['Title'], ['Keynote']])),
      'agenda.xlsx',
    )
    expect(sheet.headers).toEqual(['Title'])
    expect(sheet.rows[0]!.cells).toEqual(['Keynote'])
  })
})

describe('a reader failure reaches the user as a sentence, the library message in the details', () => {
  it('a damaged compressed part', async () => {
    const broken = buildXlsx([['Title'], ['Keynote']])
    // Overwrite the start of the sheet's deflated bytes: they no longer decode.
    const name = new TextEncoder().encode('xl/worksheets/sheet1.xml')
    const at = broken.findIndex((_, i) => name.every((b, j) => broken[i + j] === b))
    broken.fill(0xff, at + name.length, at + name.length + 8)
    const error = await refusal(broken, 'agenda.xlsx')
    expect(error.message).toMatch(/^“agenda\.xlsx” could not be read as a workbook/)
    expect(error.message).not.toMatch(/undefined|property|length|Error|zip|invalid/i)
    expect(error.data.description).toBeTruthy()
  })

  it('a zip without a workbook in it', async () => {
    const error = await refusal(zipSync({ 'notes.xml': strToU8('<a/>') }), 'agenda.xlsx')
    expect(error.message).toMatch(/could not be read as a workbook/)
    expect(error.data.description).toBeTruthy()
  })
})

describe('CSV beyond the limits', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text)

  it('refuses a header of more than 200 columns without parsing it', async () => {
    const header = Array.from({ length: 5_000 }, (_, i) => `c${i}`).join(',')
    const error = await refusal(utf8(`Session ID,${header}\n1,2\n`), 'agenda.csv')
    expect(error.message).toMatch(/more than 200 columns on row 1/)
  })

  it('refuses more than 5,010 lines', async () => {
    const body = 'x\n'.repeat(5_010)
    const error = await refusal(utf8(`Title\n${body}`), 'agenda.csv')
    expect(error.message).toMatch(/more than 5,010 rows/)
  })

  it('counts a line break inside quotes as part of its cell, not a row', async () => {
    const cell = `"${'a\n'.repeat(6_000)}"`
    const sheet = await readSheetBytes(utf8(`Title\n${cell}\n`), 'agenda.csv')
    expect(sheet.rows).toHaveLength(1)
  })
})
