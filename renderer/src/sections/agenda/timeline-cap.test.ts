/** The sessions a crowded timeline draws: the first by start, each with its ghost. */
import { describe, expect, it } from 'vitest'
import { capSessions } from './timeline-cap'
import type { TimelineSession } from './timeline-layout'

const session = (id: string, hour: number | null, mark?: TimelineSession['mark']) => ({
  id,
  title: id,
  start: hour === null ? null : `2026-05-12T${String(hour).padStart(2, '0')}:00:00Z`,
  end: null,
  locationId: null,
  locationName: null,
  speakers: [],
  ...(mark ? { mark } : {}),
})

describe('capSessions', () => {
  it('draws every session when they fit', () => {
    const all = [session('a', 9), session('b', 10)]
    expect(capSessions(all, 2)).toEqual({ drawn: all, scheduled: 2 })
  })

  it('draws the first by start, with the ghosts of those drawn, and counts the rest', () => {
    const all = [
      session('late', 15),
      session('before:moved', 16, 'before'),
      session('moved', 8, 'proposed'),
      session('early', 9),
      session('before:late', 7, 'before'),
      session('unscheduled', null),
    ]
    const { drawn, scheduled } = capSessions(all, 2)
    expect(drawn.map((s) => s.id)).toEqual(['before:moved', 'moved', 'early'])
    expect(scheduled).toBe(3)
  })
})
