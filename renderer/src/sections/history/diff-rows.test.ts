import { describe, expect, it } from 'vitest'
import { diffRows, valueText } from './diff-rows'

describe('diffRows', () => {
  it('lists each field sent with its known value, the answer’s value after', () => {
    const rows = diffRows({
      operation: 'session-update',
      sent: { title: 'New', tags: ['a', 'b'] },
      before: { title: { known: true, since: '2026-11-26T08:00:00Z', value: 'Old' } },
      after: { title: 'New (trimmed)', tags: ['a', 'b'] },
    })
    expect(rows).toEqual([
      {
        field: 'title',
        label: 'Title',
        before: 'Old',
        knownSince: '2026-11-26T08:00:00Z',
        after: 'New (trimmed)',
        afterIsSent: false,
      },
      {
        field: 'tags',
        label: 'Tags',
        before: null,
        knownSince: null,
        after: 'a, b',
        afterIsSent: false,
      },
    ])
  })

  it('shows what was sent when no answer came', () => {
    const [row] = diffRows({
      operation: 'session-update',
      sent: { totalCapacity: 40 },
      before: { totalCapacity: { known: false } },
      after: null,
    })
    expect(row).toMatchObject({ before: null, after: '40', afterIsSent: true })
  })

  it('lists a deleted location’s known fields, deleted after', () => {
    const rows = diffRows({
      operation: 'location-delete',
      before: {
        known: true,
        since: '2026-11-26T08:00:00Z',
        value: { name: 'Hall B', type: 'VENUE' },
      },
      after: { deleted: true },
    })
    expect(rows.map((r) => [r.label, r.before, r.after])).toEqual([
      ['name', 'Hall B', 'Deleted'],
      ['type', 'VENUE', '—'],
    ])
  })

  it('keeps a field named __proto__ as data', () => {
    const sent = JSON.parse('{"__proto__": "x"}') as Record<string, unknown>
    const rows = diffRows({ operation: 'session-update', sent, before: {}, after: null })
    expect(rows.map((r) => r.field)).toEqual(['__proto__'])
  })

  it('writes values as one line', () => {
    expect(valueText('')).toBe('(empty)')
    expect(valueText(null)).toBe('(none)')
    expect(valueText([])).toBe('(none)')
    expect(valueText({ a: 1 })).toBe('{"a":1}')
  })
})
