import { describe, expect, it } from 'vitest'
import type { EventSummary } from '@shared/ipc/channels/listings'
import { eventDays, eventName, matchEvents } from './event-search'

const event = (name: string | null, extra: Partial<EventSummary> = {}): EventSummary => ({
  id: `id-${name ?? 'none'}`,
  name,
  startDate: null,
  endDate: null,
  timezone: null,
  ...extra,
})

describe('finding an event by name', () => {
  const events = [
    event('Partner Day Zürich'),
    event('Stagehand Summit 2026'),
    event('Summit Dinner'),
    event(null),
  ]

  it('finds every word typed, accents and case aside, names starting with it first', () => {
    expect(matchEvents(events, 'summit').map(eventName)).toEqual([
      'Summit Dinner',
      'Stagehand Summit 2026',
    ])
    expect(matchEvents(events, 'zurich partner').map(eventName)).toEqual(['Partner Day Zürich'])
    expect(matchEvents(events, 'gala')).toEqual([])
  })

  it('offers the first events for no text, up to the limit', () => {
    expect(matchEvents(events, '  ', 2)).toHaveLength(2)
    expect(eventName(events[3]!)).toBe('id-none')
  })
})

describe("an event's days in words", () => {
  it('reads the days in the event’s own zone', () => {
    const summit = event('S', {
      startDate: '2026-05-12T07:00:00Z',
      endDate: '2026-05-14T16:00:00Z',
      timezone: 'Europe/Berlin',
    })
    expect(eventDays(summit)).toBe('12–14 May 2026')
    // 23:30 UTC is already the next day in Berlin.
    const late = event('L', { startDate: '2026-05-11T23:30:00Z', timezone: 'Europe/Berlin' })
    expect(eventDays(late)).toBe('12 May 2026')
  })

  it('spans months and years, falls back to UTC, and knows nothing of a bad date', () => {
    const months = { startDate: '2026-04-30T10:00:00Z', endDate: '2026-05-02T10:00:00Z' }
    expect(eventDays(event('M', { ...months, timezone: 'UTC/IST' }))).toBe('30 Apr – 2 May 2026')
    const years = { startDate: '2026-12-31T10:00:00Z', endDate: '2027-01-01T10:00:00Z' }
    expect(eventDays(event('Y', years))).toBe('31 Dec 2026 – 1 Jan 2027')
    expect(eventDays(event('N', { startDate: 'soon' }))).toBeNull()
    expect(eventDays(event('N'))).toBeNull()
  })
})
