import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import type { Attendee } from '../../../shared/api/schemas'
import { resolveColumns } from '../../../shared/attendees/columns'
import { UTF8_BOM, createCsvEncoder, csvLines } from './csv-writer'

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
