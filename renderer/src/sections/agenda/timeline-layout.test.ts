/**
 * The timeline's layout: wall minutes in the event's zone, days split at its
 * midnight, overlapping sessions side by side, the hours shown, and sessions
 * with no start set apart.
 */
import { describe, expect, it } from 'vitest'
import {
  assignLanes,
  clockText,
  dayWindow,
  layoutTimeline,
  minuteToFraction,
  NO_ROOM,
  piecesOf,
  type Piece,
  type TimelineSession,
} from './timeline-layout'

const session = (over: Partial<TimelineSession> & { id: string }): TimelineSession => ({
  title: over.id,
  start: null,
  end: null,
  locationId: null,
  locationName: null,
  speakers: [],
  ...over,
})

const piece = (sessionId: string, fromMinute: number, toMinute: number): Piece => ({
  sessionId,
  day: '2026-05-12',
  fromMinute,
  toMinute,
  continuesFromBefore: false,
  continuesAfter: false,
  nominalEnd: false,
})

describe('piecesOf', () => {
  it('places a session at its wall time in the event zone, not in UTC', () => {
    const s = session({ id: 'a', start: '2026-05-12T07:00:00Z', end: '2026-05-12T08:30:00Z' })
    expect(piecesOf(s, 'Europe/Berlin')).toEqual([
      expect.objectContaining({ day: '2026-05-12', fromMinute: 9 * 60, toMinute: 10 * 60 + 30 }),
    ])
    expect(piecesOf(s, 'America/New_York')[0]).toMatchObject({ fromMinute: 3 * 60 })
  })

  it('puts a session on the day of its zone, which may not be the UTC day', () => {
    const s = session({ id: 'a', start: '2026-05-12T23:30:00Z', end: '2026-05-13T00:30:00Z' })
    expect(piecesOf(s, 'Asia/Tokyo')).toEqual([
      expect.objectContaining({
        day: '2026-05-13',
        fromMinute: 8 * 60 + 30,
        toMinute: 9 * 60 + 30,
      }),
    ])
  })

  it('splits a session running past midnight into one piece per day', () => {
    const s = session({ id: 'a', start: '2026-05-12T20:00:00Z', end: '2026-05-13T01:00:00Z' })
    expect(piecesOf(s, 'UTC')).toEqual([
      expect.objectContaining({
        day: '2026-05-12',
        fromMinute: 20 * 60,
        toMinute: 24 * 60,
        continuesAfter: true,
      }),
      expect.objectContaining({
        day: '2026-05-13',
        fromMinute: 0,
        toMinute: 60,
        continuesFromBefore: true,
      }),
    ])
  })

  it('ends at midnight without an empty piece on the next day', () => {
    const s = session({ id: 'a', start: '2026-05-12T22:00:00Z', end: '2026-05-13T00:00:00Z' })
    expect(piecesOf(s, 'UTC')).toEqual([
      expect.objectContaining({ toMinute: 24 * 60, continuesAfter: false }),
    ])
  })

  it('draws a session with no end, or an end before its start, at a nominal length', () => {
    const noEnd = session({ id: 'a', start: '2026-05-12T10:00:00Z' })
    const backwards = session({
      id: 'b',
      start: '2026-05-12T10:00:00Z',
      end: '2026-05-12T09:00:00Z',
    })
    for (const s of [noEnd, backwards])
      expect(piecesOf(s, 'UTC')).toEqual([
        expect.objectContaining({ fromMinute: 600, toMinute: 630, nominalEnd: true }),
      ])
  })

  it('keeps a session of the night the clocks go back on its one day', () => {
    // Berlin, 25 October 2026: 02:30 happens twice; 00:30 UTC is the first 02:30 wall time.
    const s = session({ id: 'a', start: '2026-10-25T00:30:00Z', end: '2026-10-25T01:15:00Z' })
    const pieces = piecesOf(s, 'Europe/Berlin')
    expect(pieces).toHaveLength(1)
    expect(pieces[0]!.toMinute).toBeGreaterThan(pieces[0]!.fromMinute)
  })

  it('leaves out a session with no start or an unreadable one', () => {
    expect(piecesOf(session({ id: 'a', end: '2026-05-12T10:00:00Z' }), 'UTC')).toEqual([])
    expect(piecesOf(session({ id: 'a', start: 'soon' }), 'UTC')).toEqual([])
  })
})

describe('assignLanes', () => {
  it('keeps sessions that do not overlap in one full-width lane', () => {
    const placed = assignLanes([piece('a', 540, 600), piece('b', 600, 660)])
    expect(placed.map((p) => [p.sessionId, p.lane, p.lanes])).toEqual([
      ['a', 0, 1],
      ['b', 0, 1],
    ])
  })

  it('puts overlapping sessions side by side, and reuses a lane once it is free', () => {
    const placed = assignLanes([
      piece('a', 540, 660),
      piece('b', 570, 600),
      piece('c', 600, 630),
      piece('d', 700, 720),
    ])
    const byId = Object.fromEntries(placed.map((p) => [p.sessionId, [p.lane, p.lanes]]))
    expect(byId).toEqual({ a: [0, 2], b: [1, 2], c: [1, 2], d: [0, 1] })
  })

  it('gives a group as many lanes as sessions run at once', () => {
    const placed = assignLanes([piece('a', 0, 100), piece('b', 10, 100), piece('c', 20, 100)])
    expect(placed.map((p) => p.lane).sort()).toEqual([0, 1, 2])
    expect(new Set(placed.map((p) => p.lanes))).toEqual(new Set([3]))
  })
})

describe('dayWindow and positions', () => {
  it('shows whole hours around the sessions', () => {
    expect(
      dayWindow([piece('a', 9 * 60 + 15, 10 * 60 + 10), piece('b', 14 * 60, 15 * 60 + 1)]),
    ).toEqual({ fromMinute: 9 * 60, toMinute: 16 * 60 })
  })

  it('shows at least two hours, without running past midnight', () => {
    expect(dayWindow([piece('a', 600, 630)])).toEqual({ fromMinute: 600, toMinute: 720 })
    expect(dayWindow([piece('a', 23 * 60 + 30, 24 * 60)])).toEqual({
      fromMinute: 22 * 60,
      toMinute: 24 * 60,
    })
  })

  it('turns minutes into a fraction of the window, clamped', () => {
    const window = { fromMinute: 540, toMinute: 600 }
    expect(minuteToFraction(570, window)).toBe(0.5)
    expect(minuteToFraction(500, window)).toBe(0)
    expect(minuteToFraction(700, window)).toBe(1)
  })

  it('writes a minute as a clock time', () => {
    expect(clockText(545)).toBe('09:05')
    expect(clockText(24 * 60)).toBe('24:00')
  })
})

describe('layoutTimeline', () => {
  it('groups by day and room, the sessions with no location last, and lists untimed apart', () => {
    const layout = layoutTimeline(
      [
        session({
          id: 'b',
          start: '2026-05-12T10:00:00Z',
          end: '2026-05-12T11:00:00Z',
          locationId: 'l2',
          locationName: 'Studio',
        }),
        session({
          id: 'a',
          start: '2026-05-12T09:00:00Z',
          end: '2026-05-12T10:00:00Z',
          locationId: 'l1',
          locationName: 'Hall',
        }),
        session({ id: 'c', start: '2026-05-13T09:00:00Z', end: '2026-05-13T10:00:00Z' }),
        session({ id: 'd', title: 'Zeta', end: '2026-05-13T10:00:00Z' }),
        session({ id: 'e', title: 'Alpha' }),
      ],
      'UTC',
    )
    expect(layout.days.map((d) => [d.day, d.rooms.map((r) => r.name)])).toEqual([
      ['2026-05-12', ['Hall', 'Studio']],
      ['2026-05-13', [NO_ROOM]],
    ])
    expect(layout.days[0]!.window).toEqual({ fromMinute: 540, toMinute: 660 })
    expect(layout.unscheduled.map((s) => s.title)).toEqual(['Alpha', 'Zeta'])
  })

  it('puts the sessions of one room that overlap in separate lanes of its column', () => {
    const hall = { locationId: 'l1', locationName: 'Hall' }
    const layout = layoutTimeline(
      [
        session({ id: 'a', start: '2026-05-12T09:00:00Z', end: '2026-05-12T10:00:00Z', ...hall }),
        session({ id: 'b', start: '2026-05-12T09:30:00Z', end: '2026-05-12T10:30:00Z', ...hall }),
      ],
      'UTC',
    )
    expect(layout.days[0]!.rooms).toHaveLength(1)
    expect(layout.days[0]!.rooms[0]!.pieces.map((p) => [p.lane, p.lanes])).toEqual([
      [0, 2],
      [1, 2],
    ])
  })
})
