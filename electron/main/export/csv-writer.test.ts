import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { describe, expect, it } from 'vitest'
import type { Attendee } from '@shared/api/schemas'
import { resolveColumns } from '@shared/attendees/columns'
import { STRINGIFY_OPTIONS, UTF8_BOM, createCsvEncoder, csvLine, csvLines } from './csv-writer'

const attendee = (profile: Record<string, string>, extra: Partial<Attendee> = {}): Attendee =>
  ({ id: 'a1', profile, ...extra }) as Attendee

const columns = resolveColumns(['profile.firstName', 'profile.lastName', 'profile.company'])

describe('CSV formatting', () => {
  it('ends every record with CRLF', () => {
    expect(
      csvLines([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n')
  })

  it('quotes by RFC 4180: commas, quotes (doubled), and any CR or LF, even a lone one', () => {
    const text = csvLines([['a,b', 'say "hi"', 'line\nbreak', 'cr\ronly', 'plain']])
    expect(text).toBe('"a,b","say ""hi""","line\nbreak","cr\ronly",plain\r\n')
    expect(parse(text, { relax_column_count: false })).toEqual([
      ['a,b', 'say "hi"', 'line\nbreak', 'cr\ronly', 'plain'],
    ])
  })

  it('writes every row exactly as csv-stringify does, quoted or not', () => {
    // Rows with nothing to quote are joined without the library: both kinds are generated.
    const plain = ['a', 'Z', ' ', "'", ';', '\t', '=', '-', 'é', '陈', '😀', '\uD800', '']
    const special = [...plain, ',', '"', '\r', '\n', '\r\n']
    let seed = 7
    const random = (n: number) => (seed = (seed * 16807) % 2147483647) % n
    const cell = (pieces: string[]) =>
      Array.from({ length: random(5) }, () => pieces[random(pieces.length)]).join('')
    const rows = Array.from({ length: 2000 }, (_, i) =>
      Array.from({ length: 1 + random(6) }, () => cell(i % 2 ? plain : special)),
    )
    rows.push([], [''], ['', ''])
    for (const row of rows) expect(csvLine(row)).toBe(stringify([row], STRINGIFY_OPTIONS))
    expect(csvLines(rows)).toBe(stringify(rows, STRINGIFY_OPTIONS))
  })

  it('gives the same line for an attendee as for its cells', () => {
    const encoder = createCsvEncoder(columns)
    for (const profile of [
      { firstName: 'Ann', lastName: 'Lee', company: 'Acme' },
      { firstName: '=1', lastName: 'say "hi"', company: 'A, B\nC' },
    ]) {
      const a = attendee(profile)
      expect(encoder.line(a)).toBe(csvLines([encoder.cells(a)]))
    }
  })

  it('writes each attendee exactly as csv-stringify writes its cells, neutralised or not', () => {
    const pieces = ['a', ' ', 'é', '陈', ',', '"', '\r', '\n', '=', '-', '@', '\t', '']
    let seed = 11
    const random = (n: number) => (seed = (seed * 16807) % 2147483647) % n
    const value = () =>
      Array.from({ length: random(4) }, () => pieces[random(pieces.length)]).join('')
    const many = resolveColumns(['id', 'profile.firstName', 'profile.lastName', 'profile.company'])
    for (const neutralise of [true, false]) {
      const encoder = createCsvEncoder(many, { neutralise })
      for (let i = 0; i < 1500; i++) {
        const a = attendee(
          { firstName: value(), lastName: value(), company: value() },
          { id: value() },
        )
        expect(encoder.line(a)).toBe(stringify([encoder.cells(a)], STRINGIFY_OPTIONS))
      }
    }
    expect(createCsvEncoder([]).line(attendee({}))).toBe(stringify([[]], STRINGIFY_OPTIONS))
  })

  it('starts with a UTF-8 byte-order mark and the readable header by default', () => {
    const encoder = createCsvEncoder(columns)
    expect(encoder.head()).toBe(
      `${UTF8_BOM}Profile · First name,Profile · Last name,Profile · Company\r\n`,
    )
  })

  it('leaves the byte-order mark out when asked', () => {
    expect(createCsvEncoder(columns, { bom: false }).head().startsWith('Profile')).toBe(true)
  })

  it('neutralises cells that start with = + - @ tab or CR by default', () => {
    const encoder = createCsvEncoder(columns)
    const cells = encoder.cells(
      attendee({ firstName: '=HYPERLINK("x")', lastName: '+Plus', company: '@corp' }),
    )
    expect(cells).toEqual([`'=HYPERLINK("x")`, `'+Plus`, `'@corp`])
    expect(
      encoder.cells(attendee({ firstName: '-1', lastName: '\tTab', company: '\rCR' })),
    ).toEqual([`'-1`, `'\tTab`, `'\rCR`])
  })

  it('keeps formula-looking cells as they are when neutralising is off', () => {
    const encoder = createCsvEncoder(columns, { neutralise: false })
    expect(encoder.cells(attendee({ firstName: '=1+2', lastName: 'x', company: 'y' }))[0]).toBe(
      '=1+2',
    )
  })

  it('keeps non-ASCII text intact through a real CSV parser', () => {
    const encoder = createCsvEncoder(columns)
    const row = encoder.cells(
      attendee({ firstName: 'Małgorzata', lastName: 'Dvořák', company: '陈 & Søren, Ltd.' }),
    )
    const text = encoder.head() + csvLines([row])
    const parsed = parse(text, { bom: true }) as string[][]
    expect(parsed[1]).toEqual(['Małgorzata', 'Dvořák', '陈 & Søren, Ltd.'])
  })
})
