import { describe, expect, it } from 'vitest'
import type { Attendee } from '@shared/api/schemas'
import { resolveColumns } from '@shared/attendees/columns'
import { createCsvEncoder, csvLines } from './csv-writer'
import { encodePage, lastRowOf, newRows } from './encoded-page'

const person = (id: string, firstName: string): Attendee =>
  ({ id, profile: { firstName, lastName: 'X' } }) as Attendee

const encoder = createCsvEncoder(resolveColumns(['id', 'profile.firstName', 'profile.lastName']))
const items = [
  person('a', 'Ann'),
  person('b', 'Małgorzata, "Gosia"'),
  person('c', '陈\r\nline'),
  person('d', 'lone \uD800 half'),
  person('e', '=1+2'),
]
const text = (rows: readonly Attendee[]) => csvLines(rows.map((a) => encoder.cells(a)))

describe('encoded pages', () => {
  it('holds the same bytes as the page written as text, with where each row ends', () => {
    const page = encodePage(items, encoder)
    expect(page.bytes.equals(Buffer.from(text(items), 'utf8'))).toBe(true)
    expect(page.ids).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(page.ends.at(-1)).toBe(page.bytes.length)
    expect(page.ends.map((_, i) => Buffer.byteLength(text(items.slice(0, i + 1))))).toEqual(
      page.ends,
    )
  })

  it('gives the whole page when every row is new, and records the ids', () => {
    const page = encodePage(items, encoder)
    const seen = new Set<string>()
    const kept: string[] = []
    const chunks = newRows(page, seen, kept)
    expect(Buffer.concat(chunks).equals(page.bytes)).toBe(true)
    expect(chunks).toHaveLength(1)
    expect(kept).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect([...seen]).toEqual(kept)
  })

  it('leaves out rows already written and repeats within the page', () => {
    const page = encodePage([...items, person('b', 'again')], encoder)
    const seen = new Set(['a', 'd'])
    const kept: string[] = []
    const leftOut: string[] = []
    const written = Buffer.concat(newRows(page, seen, kept, leftOut)).toString('utf8')
    expect(kept).toEqual(['b', 'c', 'e'])
    expect(leftOut).toEqual(['a', 'd', 'b'])
    expect(written).toBe(text([items[1]!, items[2]!, items[4]!]))
  })

  it('writes a time with five or six fractional digits as the service sent it', () => {
    const times = createCsvEncoder(resolveColumns(['id', 'createdAt', 'updatedAt']))
    const sent = {
      id: 'a',
      createdAt: '2026-03-02T09:41:55.71874Z',
      updatedAt: '2026-03-02T11:41:55.718745+02:00',
    } as Attendee
    const page = encodePage([sent], times)
    expect(page.bytes.toString('utf8')).toBe(
      'a,2026-03-02T09:41:55.71874Z,2026-03-02T11:41:55.718745+02:00\r\n',
    )
  })
})

describe('lastRowOf', () => {
  it('gives the last row kept, line end included, whether or not later rows were left out', () => {
    const page = encodePage(items, encoder)
    const all = newRows(page, new Set(), [])
    expect(lastRowOf(page, all)?.toString()).toBe(text([items[4]!]))
    const some = newRows(page, new Set(['d', 'e']), [])
    expect(lastRowOf(page, some)?.toString()).toBe(text([items[2]!]))
    expect(lastRowOf(page, newRows(page, new Set(['a', 'b', 'c', 'd', 'e']), []))).toBeNull()
  })
})
