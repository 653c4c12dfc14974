import { describe, expect, it } from 'vitest'
import {
  formatOffset,
  isTimeZone,
  offsetChangesBetween,
  offsetMinutes,
  resolveWallTime,
  timeZoneNames,
  utcToWallTime,
} from './zoned-time'

describe('resolveWallTime', () => {
  it('reads a wall time in Berlin in winter and in summer', () => {
    expect(resolveWallTime('2026-01-15T09:30', 'Europe/Berlin')).toEqual({
      kind: 'exact',
      utc: '2026-01-15T08:30:00Z',
    })
    expect(resolveWallTime('2026-07-15T09:30', 'Europe/Berlin')).toEqual({
      kind: 'exact',
      utc: '2026-07-15T07:30:00Z',
    })
  })

  it('reads a wall time in New York on either side of its change', () => {
    expect(resolveWallTime('2026-03-07T12:00', 'America/New_York')).toEqual({
      kind: 'exact',
      utc: '2026-03-07T17:00:00Z',
    })
    expect(resolveWallTime('2026-03-09T12:00', 'America/New_York')).toEqual({
      kind: 'exact',
      utc: '2026-03-09T16:00:00Z',
    })
  })

  it('reports a time skipped when Berlin puts its clocks forward, and lands after the gap', () => {
    const result = resolveWallTime('2026-03-29T02:30', 'Europe/Berlin')
    expect(result).toEqual({
      kind: 'skipped',
      utc: '2026-03-29T01:30:00Z',
      shownAs: '2026-03-29T03:30',
    })
  })

  it('reports a time skipped in New York', () => {
    expect(resolveWallTime('2026-03-08T02:15', 'America/New_York').kind).toBe('skipped')
  })

  it('reports a time repeated when clocks go back, with both instants', () => {
    expect(resolveWallTime('2026-10-25T02:30', 'Europe/Berlin')).toEqual({
      kind: 'repeated',
      utc: '2026-10-25T00:30:00Z',
      later: '2026-10-25T01:30:00Z',
    })
    expect(resolveWallTime('2026-11-01T01:30', 'America/New_York')).toEqual({
      kind: 'repeated',
      utc: '2026-11-01T05:30:00Z',
      later: '2026-11-01T06:30:00Z',
    })
  })

  it('refuses malformed times, impossible days and unknown zones', () => {
    expect(resolveWallTime('2026-02-30T10:00', 'UTC').kind).toBe('invalid')
    expect(resolveWallTime('2026-02-10 10:00', 'UTC').kind).toBe('invalid')
    expect(resolveWallTime('2026-02-10T24:00', 'UTC').kind).toBe('invalid')
    expect(resolveWallTime('2026-02-10T10:00', 'Mars/Olympus').kind).toBe('invalid')
  })
})

describe('utcToWallTime', () => {
  it('shows an instant as the wall clock of a zone', () => {
    expect(utcToWallTime('2026-05-12T07:00:00Z', 'Europe/Berlin')).toBe('2026-05-12T09:00')
    expect(utcToWallTime('2026-05-12T07:00:00Z', 'America/New_York')).toBe('2026-05-12T03:00')
    expect(utcToWallTime('2026-05-12T07:00:00+02:00', 'UTC')).toBe('2026-05-12T05:00')
  })

  it('gives null for text that is no instant', () => {
    expect(utcToWallTime('soon', 'UTC')).toBeNull()
  })

  it('round-trips with resolveWallTime on both sides of a change', () => {
    for (const wall of ['2026-03-28T23:00', '2026-03-29T04:00', '2026-10-25T03:30']) {
      const r = resolveWallTime(wall, 'Europe/Berlin')
      expect(r.kind).toBe('exact')
      if (r.kind === 'exact') expect(utcToWallTime(r.utc, 'Europe/Berlin')).toBe(wall)
    }
  })
})

describe('offsetChangesBetween', () => {
  it('finds the spring change in Berlin to the second', () => {
    expect(
      offsetChangesBetween('2026-03-28T22:00:00Z', '2026-03-29T02:00:00Z', 'Europe/Berlin'),
    ).toEqual([{ at: '2026-03-29T01:00:00Z', fromMinutes: 60, toMinutes: 120 }])
  })

  it('finds the autumn change in New York', () => {
    expect(
      offsetChangesBetween('2026-10-31T12:00:00Z', '2026-11-02T12:00:00Z', 'America/New_York'),
    ).toEqual([{ at: '2026-11-01T06:00:00Z', fromMinutes: -240, toMinutes: -300 }])
  })

  it('finds nothing within one offset, in a zone without changes, or for a reversed span', () => {
    expect(
      offsetChangesBetween('2026-05-12T07:00:00Z', '2026-05-12T09:00:00Z', 'Europe/Berlin'),
    ).toEqual([])
    expect(
      offsetChangesBetween('2026-03-28T22:00:00Z', '2026-03-29T02:00:00Z', 'Asia/Tokyo'),
    ).toEqual([])
    expect(
      offsetChangesBetween('2026-03-29T02:00:00Z', '2026-03-28T22:00:00Z', 'Europe/Berlin'),
    ).toEqual([])
  })

  it('finds both changes of a year-long span', () => {
    expect(
      offsetChangesBetween('2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z', 'Europe/Berlin'),
    ).toHaveLength(2)
  })
})

describe('zones', () => {
  it('knows real zones and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true)
    expect(isTimeZone('Europe/Atlantis')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(timeZoneNames()).toContain('America/New_York')
    expect(timeZoneNames()).toContain('UTC')
  })

  it('gives offsets east of UTC and formats them', () => {
    expect(offsetMinutes(Date.parse('2026-07-01T00:00:00Z'), 'America/New_York')).toBe(-240)
    expect(offsetMinutes(Date.parse('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe(330)
    expect(formatOffset(330)).toBe('UTC+05:30')
    expect(formatOffset(-240)).toBe('UTC−04:00')
  })
})
