import { describe, expect, it } from 'vitest'
import { beforeText, valueText } from './values'

const ctx = { zone: 'Europe/Berlin', locationName: (id: string) => (id === 'l1' ? 'Hall A' : null) }

describe('review values', () => {
  it('shows times in the zone the sheet was read in, locations by name', () => {
    expect(valueText('startDateTime', '2026-05-12T07:00:00Z', ctx)).toBe('2026-05-12 09:00')
    expect(valueText('locationId', 'l1', ctx)).toBe('Hall A')
    expect(valueText('locationId', 'l2', ctx)).toBe('l2')
    expect(valueText('tags', ['a', 'b'], ctx)).toBe('a, b')
    expect(valueText('title', '', ctx)).toBe('empty')
    expect(valueText('totalCapacity', 40, ctx)).toBe('40')
  })

  it('says what was last known and since when, or that it was never seen', () => {
    expect(beforeText({ field: 'title', before: { known: false }, after: 'x' }, ctx)).toBe(
      'not known',
    )
    expect(
      beforeText(
        {
          field: 'title',
          before: { known: true, since: '2026-05-01T10:00:00Z', value: 'Opening' },
          after: 'x',
        },
        ctx,
      ),
    ).toBe('Opening (known since 2026-05-01 12:00)')
  })
})
