import { describe, expect, it } from 'vitest'
import { checkRow } from './check-row'
import { agendaKnowledge } from './known-sessions'
import { CATALOG, HALL_A, HALL_B, S1, S2, S3, SEEN, sheetOf } from '@test-support/agenda-fixtures'

const known = agendaKnowledge(CATALOG)
const check = (headers: string[], cells: (string | null)[], zone = 'UTC') => {
  const { sheet, columns } = sheetOf(headers, cells)
  return checkRow(sheet.rows[0]!, columns, known, zone)
}
const problems = (r: ReturnType<typeof checkRow>) => (r.ok ? [] : r.problems.map((p) => p.sentence))

describe('which session a row names', () => {
  it('by its ID, with what was known before and since when', () => {
    const r = check(['Session ID', 'Title'], [S1.toUpperCase(), 'Welcome'])
    expect(r).toMatchObject({
      ok: true,
      value: {
        sessionId: S1,
        matchedBy: 'id',
        body: { title: 'Welcome' },
        changes: [
          {
            field: 'title',
            before: { known: true, since: SEEN, value: 'Opening' },
            after: 'Welcome',
          },
        ],
      },
    })
  })

  it('by its external reference, looked up in the catalog', () => {
    const r = check(['External reference', 'Capacity'], ['REF-Panel', '80'])
    expect(r).toMatchObject({
      ok: true,
      value: { sessionId: S2, matchedBy: 'externalRefId', body: { totalCapacity: 80 } },
    })
  })

  it('says when no session, or more than one, carries the reference, or none is named', () => {
    expect(problems(check(['External reference', 'Title'], ['REF-X', 'a']))).toEqual([
      expect.stringMatching(
        /^Row 2, column “External reference”: no session with the external reference “REF-X” is known/,
      ),
    ])
    expect(problems(check(['Session ID', 'Title'], ['', 'a']))).toEqual([
      'Row 2: it names no session: fill in its Session ID or its External reference.',
    ])
    expect(problems(check(['Session ID'], ['42']))).toEqual([
      expect.stringMatching(/column “Session ID”: “42” is not a session ID/),
    ])
  })

  it('a session the catalog does not know: every field is new, before not known', () => {
    const r = check(['Session ID', 'Title'], [S3, 'Fresh'])
    expect(r).toMatchObject({
      ok: true,
      value: {
        sessionId: S3,
        name: 'Fresh',
        changes: [{ field: 'title', before: { known: false } }],
      },
    })
  })
})

describe('cells', () => {
  it('reads times in the event’s zone and sends only those that change', () => {
    const r = check(
      ['id', 'start', 'end'],
      [S1, '2026-05-12 11:30', '2026-05-12T12:00+02:00'],
      'Europe/Berlin',
    )
    // 11:30 in Berlin is 09:30 UTC (a change); 12:00+02:00 is the known end.
    expect(r.ok && r.value.body).toEqual({ startDateTime: '2026-05-12T09:30:00Z' })
    expect(r.ok && r.value.changes.map((c) => c.field)).toEqual(['startDateTime'])
  })

  it('finds a location by its name, case and spaces aside, or by its ID', () => {
    expect(check(['id', 'Room'], [S1, '  hall   b '])).toMatchObject({
      ok: true,
      value: { body: { locationId: HALL_B } },
    })
    expect(check(['id', 'Room'], [S1, HALL_A.toUpperCase()])).toMatchObject({
      ok: true,
      value: { body: {} },
    })
    expect(problems(check(['id', 'Room'], [S1, 'Hall C']))).toEqual([
      expect.stringMatching(/column “Room”: no location named “Hall C” is known/),
    ])
  })

  it('reads the parent by ID or by external reference, never the session itself', () => {
    expect(check(['id', 'Parent'], [S1, 'REF-Panel'])).toMatchObject({
      ok: true,
      value: { body: { parentSessionId: S2 } },
    })
    expect(problems(check(['id', 'Parent'], [S1, 'REF-Opening']))).toEqual([
      expect.stringMatching(/cannot be its own parent/),
    ])
  })

  it('leaves a field with an empty cell as it is', () => {
    expect(check(['id', 'Title', 'Tags', 'Capacity'], [S1, '', null, ' '])).toMatchObject({
      ok: true,
      value: { body: {} },
    })
  })
})

describe('the session editor’s rules', () => {
  it('names each bad cell by row and column and refuses the row', () => {
    const r = check(
      ['id', 'start', 'end', 'Capacity', 'Tags'],
      [S1, '2026-05-12 10:00', '2026-05-12 09:30', '-3', 'AI; ai'],
    )
    expect(problems(r)).toEqual([
      'Row 2, column “end”: The end must be after the start.',
      'Row 2, column “Capacity”: Enter a whole number of places, 0 or more (no sign, no decimals).',
      'Row 2, column “Tags”: “ai” is already a tag (tag 2).',
    ])
  })

  it('checks an end against the known start when only the end is given', () => {
    expect(problems(check(['id', 'end'], [S1, '2026-05-12 08:00']))).toEqual([
      'Row 2, column “end”: The end must be after the start.',
    ])
  })

  it('applies the update body’s own limits (a title of 501 characters)', () => {
    expect(problems(check(['id', 'Title'], [S1, 'x'.repeat(501)]))).toEqual([
      'Row 2, column “Title”: Title must be at most 500 characters.',
    ])
  })
})
