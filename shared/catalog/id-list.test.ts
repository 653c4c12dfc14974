import { describe, expect, it } from 'vitest'
import { parseCsv, parseIdList } from './id-list'

const A = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'
const B = '0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f'

describe('reading IDs from text', () => {
  it('takes one ID per line, reports every unusable line by number, and skips blanks and comments', () => {
    const text = `# speakers from the agenda\n${A}\n\n  ${B.toUpperCase()}  \nnot-an-id\n${A.slice(0, 20)}\n`
    const parsed = parseIdList('speaker', text)
    expect(parsed.ids).toEqual([
      { id: A, line: 2 },
      { id: B, line: 4 },
    ])
    expect(parsed.invalid).toEqual([
      { line: 5, text: 'not-an-id', reason: expect.stringMatching(/^not a speaker ID/) },
      { line: 6, text: A.slice(0, 20), reason: expect.stringMatching(/^not a speaker ID/) },
    ])
  })

  it('takes the ID a dashboard address holds, marked as taken from it, and refuses one with none', () => {
    const parsed = parseIdList(
      'speaker',
      `https://app.zuddl.com/org/x/event/${A}/speakers/${B.toUpperCase()}\n${A}\nhttps://app.zuddl.com/org/x`,
    )
    expect(parsed.ids).toEqual([
      { id: B, line: 1, fromAddress: true },
      { id: A, line: 2 },
    ])
    expect(parsed.invalid).toEqual([
      {
        line: 3,
        text: 'https://app.zuddl.com/org/x',
        reason: 'an address with no speaker ID in it',
      },
    ])
    const several = parseIdList('sponsor', `https://x.test/a/${A}/b/${B}`)
    expect(several.invalid[0]?.reason).toBe('an address with several IDs, none after “/sponsor/”')
  })

  it('accepts IDs pasted on one line, separated by commas, semicolons or spaces', () => {
    expect(parseIdList('sponsor', `${A}, ${B}; ${A}`).ids.map((i) => i.id)).toEqual([A, B, A])
  })

  it('reads a CSV file by its id column, with labels from a label or name column', () => {
    const csv = `name,notes,ID\r\n"Doe, Jane","says ""hi""\nand more",${A}\r\nSmith,,${B}\r\nNobody,,\r\n,,\r\n`
    const parsed = parseIdList('speaker', csv)
    expect(parsed.ids).toEqual([
      { id: A, line: 2, label: 'Doe, Jane' },
      { id: B, line: 4, label: 'Smith' },
    ])
    expect(parsed.invalid).toEqual([
      { line: 5, text: 'Nobody,,', reason: 'the id column is empty' },
    ])
  })

  it('finds the delimiter of the header (semicolons, tabs)', () => {
    expect(parseIdList('location', `label;id\nHall;${A}`).ids).toEqual([
      { id: A, line: 2, label: 'Hall' },
    ])
    expect(parseIdList('location', `id\tlabel\n${B}\tRoom`).ids).toEqual([
      { id: B, line: 2, label: 'Room' },
    ])
  })

  it('takes any session ID that can travel in a URL path', () => {
    const parsed = parseIdList('session', 'session-42\nkeynote_2025\nbad/slash')
    expect(parsed.ids.map((i) => i.id)).toEqual(['session-42', 'keynote_2025'])
    expect(parsed.invalid).toHaveLength(1)
  })

  it('parses RFC 4180 quoting', () => {
    expect(parseCsv('a,"b,c","d""e"\n"f\ng",h', ',')).toEqual([
      { cells: ['a', 'b,c', 'd"e'], line: 1 },
      { cells: ['f\ng', 'h'], line: 2 },
    ])
  })
})
