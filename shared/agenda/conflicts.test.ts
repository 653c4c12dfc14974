import { describe, expect, it } from 'vitest'
import {
  endBeforeStart,
  findConflicts,
  locationOverlaps,
  outsideParent,
  speakerOverlaps,
  type AgendaItem,
} from './conflicts'

const at = (h: number, m = 0) =>
  `2026-05-12T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00Z`
const item = (over: Partial<AgendaItem> & { sessionId: string }): AgendaItem => ({
  name: over.sessionId.toUpperCase(),
  row: null,
  start: at(9),
  end: at(10),
  locationId: null,
  parentSessionId: null,
  speakerIds: [],
  ...over,
})

describe('endBeforeStart', () => {
  it('names a session that ends before or as it starts, not one with unknown times', () => {
    const found = endBeforeStart([
      item({ sessionId: 'a', row: 7, start: at(10), end: at(9) }),
      item({ sessionId: 'b', start: at(9), end: at(9) }),
      item({ sessionId: 'c', end: null }),
      item({ sessionId: 'd' }),
    ])
    expect(found.map((c) => c.sentence)).toEqual([
      'Row 7: “A” ends before it starts.',
      '“B” ends before it starts.',
    ])
  })
})

describe('speakerOverlaps', () => {
  it('names the speaker and both sessions when one speaker is in two overlapping sessions', () => {
    const found = speakerOverlaps(
      [
        item({ sessionId: 'a', row: 4, speakerIds: ['s1'] }),
        item({ sessionId: 'b', row: 9, start: at(9, 30), end: at(11), speakerIds: ['s1', 's2'] }),
        item({ sessionId: 'c', start: at(10), end: at(11), speakerIds: ['s1'] }),
      ],
      { speaker: (id) => (id === 's1' ? 'Ada Lovelace' : null) },
    )
    expect(found).toEqual([
      {
        rule: 'speaker-overlap',
        sessionIds: ['a', 'b'],
        rows: [4, 9],
        sentence: 'Rows 4 and 9: speaker “Ada Lovelace” would be in “A” and “B”, which overlap.',
      },
      expect.objectContaining({ sessionIds: ['b', 'c'], rows: [9] }),
    ])
  })

  it('says a speaker is in two sessions when no row proposes either', () => {
    const found = speakerOverlaps([
      item({ sessionId: 'a', speakerIds: ['s1'] }),
      item({ sessionId: 'b', start: at(9, 30), speakerIds: ['s1'] }),
    ])
    expect(found.map((c) => c.sentence)).toEqual(['Speaker s1 is in “A” and “B”, which overlap.'])
  })

  it('does not count sessions that only touch, nor a child inside its parent', () => {
    expect(
      speakerOverlaps([
        item({ sessionId: 'a', speakerIds: ['s1'] }),
        item({ sessionId: 'b', start: at(10), end: at(11), speakerIds: ['s1'] }),
        item({ sessionId: 'p', start: at(12), end: at(15), speakerIds: ['s2'] }),
        item({
          sessionId: 'k',
          start: at(13),
          end: at(14),
          parentSessionId: 'p',
          speakerIds: ['s2'],
        }),
      ]),
    ).toEqual([])
  })
})

describe('locationOverlaps', () => {
  it('names two sessions overlapping in one location, by the location’s name', () => {
    const found = locationOverlaps(
      [
        item({ sessionId: 'a', row: 2, locationId: 'l1' }),
        item({ sessionId: 'b', start: at(9, 59), end: at(10, 30), locationId: 'l1' }),
        item({ sessionId: 'c', locationId: 'l2' }),
        item({ sessionId: 'd' }),
      ],
      { location: () => 'Hall A' },
    )
    expect(found.map((c) => c.sentence)).toEqual([
      'Row 2: “A” and “B” overlap in location “Hall A”.',
    ])
  })
})

describe('outsideParent', () => {
  it('names a child that starts before or ends after its parent', () => {
    const parent = item({ sessionId: 'p', start: at(9), end: at(12) })
    const found = outsideParent([
      parent,
      item({ sessionId: 'early', row: 3, parentSessionId: 'p', start: at(8, 30), end: at(9, 30) }),
      item({ sessionId: 'late', parentSessionId: 'p', start: at(11), end: at(12, 1) }),
      item({ sessionId: 'inside', parentSessionId: 'p', start: at(9), end: at(12) }),
      item({ sessionId: 'orphan', parentSessionId: 'gone', start: at(1), end: at(2) }),
    ])
    expect(found.map((c) => [c.sessionIds, c.rows])).toEqual([
      [['early', 'p'], [3]],
      [['late', 'p'], []],
    ])
    expect(found[0]!.sentence).toBe(
      'Row 3: “EARLY” lies outside the times of its parent session “P”.',
    )
  })
})

describe('findConflicts', () => {
  it('keeps, with rowsOnly, the conflicts that concern a row of the sheet', () => {
    const items = [
      item({ sessionId: 'a', locationId: 'l1' }),
      item({ sessionId: 'b', locationId: 'l1' }),
      item({ sessionId: 'c', row: 5, start: at(11), end: at(10) }),
    ]
    expect(findConflicts(items).map((c) => c.rule)).toEqual([
      'end-before-start',
      'location-overlap',
    ])
    expect(findConflicts(items, { rowsOnly: true }).map((c) => c.rule)).toEqual([
      'end-before-start',
    ])
  })
})
