/**
 * The review's timeline: changed sessions marked as proposed, a ghost where
 * a moved one stands now, and conflicts by session.
 */
import { describe, expect, it } from 'vitest'
import type { AgendaPlan } from '@shared/agenda/model'
import type { TimelineSession } from '../timeline-layout'
import { conflictsBySession } from '@shared/agenda/review-conflicts'
import { proposedSessions } from './proposed'
import { NO_CHOICES, toggleField, toggleRow } from '@shared/agenda/review-choices'

const current: TimelineSession[] = [
  {
    id: 'a',
    title: 'Keynote',
    start: '2026-05-12T09:00:00Z',
    end: '2026-05-12T10:00:00Z',
    locationId: 'l1',
    locationName: 'Hall',
    speakers: ['Ada'],
  },
  {
    id: 'b',
    title: 'Panel',
    start: null,
    end: null,
    locationId: null,
    locationName: null,
    speakers: [],
  },
]

const plan = {
  lines: [
    {
      row: 2,
      sessionId: 'a',
      name: 'Keynote',
      matchedBy: 'id',
      changes: [
        { field: 'startDateTime', before: { known: false }, after: '2026-05-12T11:00:00Z' },
        { field: 'endDateTime', before: { known: false }, after: '2026-05-12T12:00:00Z' },
        { field: 'locationId', before: { known: false }, after: 'l2' },
      ],
    },
    {
      row: 3,
      sessionId: 'b',
      name: 'Panel',
      matchedBy: 'id',
      changes: [{ field: 'title', before: { known: false }, after: 'Closing panel' }],
    },
  ],
} as unknown as AgendaPlan

const names = (id: string) => (id === 'l2' ? 'Studio' : null)

describe('proposedSessions', () => {
  it('moves a changed session and leaves a ghost where it stands now', () => {
    const out = proposedSessions(current, plan, NO_CHOICES, names)
    expect(out.map((s) => [s.id, s.mark, s.start, s.locationName])).toEqual([
      ['before:a', 'before', '2026-05-12T09:00:00Z', 'Hall'],
      ['a', 'proposed', '2026-05-12T11:00:00Z', 'Studio'],
      ['b', 'proposed', null, null],
    ])
    expect(out[2]!.title).toBe('Closing panel')
  })

  it('shows only the fields and rows chosen', () => {
    const choices = toggleRow(toggleField(NO_CHOICES, 2, 'locationId'), 3)
    const out = proposedSessions(current, plan, choices, names)
    expect(out.map((s) => [s.id, s.mark ?? 'as is', s.locationName])).toEqual([
      ['before:a', 'before', 'Hall'],
      ['a', 'proposed', 'Hall'],
      ['b', 'as is', null],
    ])
  })

  it('adds a session the timeline did not know', () => {
    const extra = {
      lines: [{ ...plan.lines[1]!, sessionId: 'c', row: 4 }],
    } as unknown as AgendaPlan
    expect(proposedSessions(current, extra, NO_CHOICES, names).map((s) => s.id)).toEqual([
      'a',
      'b',
      'c',
    ])
  })
})

describe('conflictsBySession', () => {
  it('names each conflict under every session it concerns', () => {
    const map = conflictsBySession([
      { rule: 'location-overlap', sessionIds: ['a', 'b'], rows: [2], sentence: 'one' },
      { rule: 'end-before-start', sessionIds: ['a'], rows: [2], sentence: 'two' },
    ])
    expect(Object.fromEntries(map)).toEqual({ a: ['one', 'two'], b: ['one'] })
  })
})
