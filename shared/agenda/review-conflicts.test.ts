/**
 * The review timeline's conflicts: those of the proposed agenda, told apart
 * as the agenda's own or the import's, and following the rows and fields
 * left out.
 */
import { describe, expect, it } from 'vitest'
import type { AgendaItem } from '@shared/agenda/conflicts'
import type { AgendaPlan } from '@shared/agenda/model'
import { NO_CHOICES, toggleField, toggleRow } from '@shared/agenda/review-choices'
import { reviewConflicts, type KnownAgenda } from '@shared/agenda/review-conflicts'

const at = (hh: string) => `2026-05-12T${hh}:00Z`
const item = (
  sessionId: string,
  from: string,
  to: string,
  locationId: string,
  speakerIds: string[] = [],
): AgendaItem => ({
  sessionId,
  name: sessionId.toUpperCase(),
  row: null,
  start: at(from),
  end: at(to),
  locationId,
  parentSessionId: null,
  speakerIds,
})

// a and b share a speaker and overlap; x and y overlap in the hall.
const known: KnownAgenda = {
  items: [
    item('a', '09:00', '10:00', 'hall', ['s1']),
    item('b', '09:30', '11:00', 'studio', ['s1']),
    item('x', '12:00', '13:00', 'hall'),
    item('y', '12:30', '13:30', 'hall'),
  ],
  names: new Map([
    ['s1', 'Ada'],
    ['hall', 'Hall'],
  ]),
}

// Row 2 renames a and moves it to 14:00; row 3 puts c, not known before, at 14:30 in the hall.
const plan = {
  lines: [
    {
      row: 2,
      sessionId: 'a',
      name: 'A',
      matchedBy: 'id',
      changes: [
        { field: 'title', before: { known: false }, after: 'Keynote' },
        { field: 'startDateTime', before: { known: false }, after: at('14:00') },
        { field: 'endDateTime', before: { known: false }, after: at('15:00') },
      ],
    },
    {
      row: 3,
      sessionId: 'c',
      name: 'C',
      matchedBy: 'id',
      changes: [
        { field: 'startDateTime', before: { known: false }, after: at('14:30') },
        { field: 'endDateTime', before: { known: false }, after: at('15:30') },
        { field: 'locationId', before: { known: false }, after: 'hall' },
      ],
    },
  ],
} as unknown as AgendaPlan

const XY = '“X” and “Y” overlap in location “Hall”.'
const AB = (verb: string) => `speaker “Ada” ${verb} “A” and “B”, which overlap.`

describe('reviewConflicts', () => {
  it('marks the agenda’s conflicts that stand and those the changes make; one ended goes', () => {
    const { standing, introduced } = reviewConflicts(known, plan, NO_CHOICES)
    expect(Object.fromEntries(standing)).toEqual({ x: [XY], y: [XY] })
    const made = 'Rows 2 and 3: “A” and “C” overlap in location “Hall”.'
    expect(Object.fromEntries(introduced)).toEqual({ a: [made], c: [made] })
  })

  it('keeps a conflict a row left out would have ended, and makes none of that row', () => {
    const { standing, introduced } = reviewConflicts(known, plan, toggleRow(NO_CHOICES, 2))
    const ab = 'Speaker “Ada” is in “A” and “B”, which overlap.'
    expect(Object.fromEntries(standing)).toEqual({ a: [ab], b: [ab], x: [XY], y: [XY] })
    expect(introduced.size).toBe(0)
  })

  it('keeps a conflict when only the fields that would end it are left out', () => {
    const choices = toggleField(toggleField(NO_CHOICES, 2, 'startDateTime'), 2, 'endDateTime')
    const { standing } = reviewConflicts(known, plan, choices)
    expect(standing.get('b')).toEqual([`Row 2: ${AB('would be in')}`])
  })

  it('lists the conflicts of the rows chosen: one made only by a row left out goes', () => {
    const made = 'Rows 2 and 3: “A” and “C” overlap in location “Hall”.'
    const all = reviewConflicts(known, plan, NO_CHOICES)
    expect(all.listed.map((c) => c.sentence)).toEqual([made])
    expect(Object.fromEntries(all.bySession)).toEqual({ a: [made], c: [made] })
    const without = reviewConflicts(known, plan, toggleRow(NO_CHOICES, 3))
    expect(without.listed).toEqual([])
    expect(without.bySession.size).toBe(0)
  })

  it('lists a conflict a chosen row keeps when the fields that would end it are left out', () => {
    const choices = toggleField(toggleField(NO_CHOICES, 2, 'startDateTime'), 2, 'endDateTime')
    const { listed, bySession } = reviewConflicts(known, plan, choices)
    expect(listed.map((c) => [c.rule, c.rows])).toEqual([['speaker-overlap', [2]]])
    expect(bySession.get('b')).toEqual([`Row 2: ${AB('would be in')}`])
  })
})
