import { describe, expect, it } from 'vitest'
import { groupByDay } from './day-groups'

describe('groupByDay', () => {
  const now = new Date('2026-11-27T12:00:00Z')

  it('keeps newest first and names today and yesterday', () => {
    const groups = groupByDay(
      [
        { at: '2026-11-27T11:00:00Z' },
        { at: '2026-11-27T01:00:00Z' },
        { at: '2026-11-26T23:00:00Z' },
        { at: '2026-11-20T09:00:00Z' },
      ],
      now,
      'UTC',
    )
    expect(groups.map((g) => [g.label, g.entries.length])).toEqual([
      ['Today', 2],
      ['Yesterday', 1],
      [expect.stringMatching(/^Friday,? 20 November 2026$/), 1],
    ])
  })

  it('puts an entry on its day in the window’s zone, not in UTC', () => {
    // 23:30 UTC on the 26th is already the 27th in Berlin.
    const groups = groupByDay([{ at: '2026-11-26T23:30:00Z' }], now, 'Europe/Berlin')
    expect(groups[0]).toMatchObject({ day: '2026-11-27', label: 'Today' })
  })

  it('keeps an entry with an unreadable time instead of dropping it', () => {
    const groups = groupByDay([{ at: 'later' }, { at: '2026-11-27T11:00:00Z' }], now, 'UTC')
    expect(groups.flatMap((g) => g.entries)).toHaveLength(2)
  })
})
