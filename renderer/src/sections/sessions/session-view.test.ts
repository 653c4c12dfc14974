import { describe, expect, it } from 'vitest'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { formatSpan, sessionRow, sortRows } from './session-view'

const entry = (
  id: string,
  state: Record<string, unknown> | null,
  label: string | null = null,
): CatalogEntry => ({
  kind: 'session',
  id,
  label,
  origin: 'entered',
  addedAt: '2026-05-01T00:00:00Z',
  seenAt: state ? '2026-05-01T00:00:00Z' : null,
  state,
  status: 'active',
})

const LOC = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'

describe('session rows', () => {
  it('shows title, times in the zone and the location name', () => {
    const row = sessionRow(
      entry('s-1', {
        title: 'Keynote',
        startDateTime: '2026-05-12T07:00:00Z',
        endDateTime: '2026-05-12T08:00:00Z',
        location: [{ locationId: LOC, locationName: 'Main Stage' }],
      }),
      'Europe/Berlin',
      () => null,
    )
    expect(row).toEqual({
      id: 's-1',
      name: 'Keynote',
      when: '2026-05-12 09:00 – 10:00',
      where: 'Main Stage',
      unseen: false,
      status: 'active',
    })
  })

  it('says when nothing was seen, and names a location from the catalog', () => {
    expect(sessionRow(entry('s-2', null, 'My label'), 'UTC', () => null)).toMatchObject({
      name: 'My label',
      when: null,
      where: null,
      unseen: true,
    })
    expect(sessionRow(entry('s-3', { locationId: LOC }), 'UTC', () => 'Hall B').where).toBe(
      'Hall B',
    )
  })

  it('spans days and half-known times', () => {
    expect(formatSpan('2026-03-28T22:00:00Z', '2026-03-29T02:00:00Z', 'Europe/Berlin')).toBe(
      '2026-03-28 23:00 – 2026-03-29 04:00',
    )
    expect(formatSpan(null, '2026-03-29T02:00:00Z', 'UTC')).toBe('until 2026-03-29 02:00')
  })

  it('sorts by start, unknown times last', () => {
    const entries = [
      entry('late', { title: 'B', startDateTime: '2026-05-13T07:00:00Z' }),
      entry('none', null, 'A'),
      entry('early', { title: 'C', startDateTime: '2026-05-12T07:00:00Z' }),
    ]
    const rows = entries.map((e) => sessionRow(e, 'UTC', () => null))
    expect(sortRows(rows, entries).map((r) => r.id)).toEqual(['early', 'late', 'none'])
  })
})
