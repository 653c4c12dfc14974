/**
 * Finding the header row: a title or a note may stand above it.
 */
import { describe, expect, it } from 'vitest'
import { headerIndex, sheetFromRecords } from './sheet'

describe('the header row', () => {
  it('is the first row when it names the columns', () => {
    const sheet = sheetFromRecords([
      ['Session ID', 'Title'],
      ['s1', 'Keynote'],
    ])
    expect(sheet.headers).toEqual(['Session ID', 'Title'])
    expect(sheet.headerRow).toBeUndefined()
    expect(sheet.rows).toEqual([{ row: 2, cells: ['s1', 'Keynote'] }])
  })

  it('is found below a title and an empty row, and rows keep the numbers shown', () => {
    const sheet = sheetFromRecords([
      ['Spring summit agenda, draft 3', null],
      [null, null],
      ['Session ID', 'Start time'],
      ['s1', '2026-05-12 09:00'],
    ])
    expect(sheet.headers).toEqual(['Session ID', 'Start time'])
    expect(sheet.headerRow).toBe(3)
    expect(sheet.rows).toEqual([{ row: 4, cells: ['s1', '2026-05-12 09:00'] }])
  })

  it('is the row naming most known columns, the earliest on a tie', () => {
    expect(
      headerIndex([['Title: spring'], ['Title', 'Start', 'Room'], ['Title', 'Start', 'Room']]),
    ).toBe(1)
  })

  it('is looked for in the first ten rows only', () => {
    const records = [...Array.from({ length: 10 }, () => ['note']), ['Session ID', 'Title']]
    expect(headerIndex(records)).toBe(0)
  })

  it('is the first row when none names a known column (matched by hand)', () => {
    expect(
      headerIndex([
        ['Sitzung', 'Beginn'],
        ['s1', '09:00'],
      ]),
    ).toBe(0)
  })
})
