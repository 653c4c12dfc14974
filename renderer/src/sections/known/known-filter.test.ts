import { describe, expect, it } from 'vitest'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { countByKind, filterKnown } from './known-filter'

const entry = (kind: CatalogEntry['kind'], id: string, extra: Partial<CatalogEntry> = {}) =>
  ({
    kind,
    id,
    label: null,
    origin: 'entered',
    addedAt: '2026-01-01T00:00:00.000Z',
    seenAt: null,
    state: null,
    status: 'active',
    ...extra,
  }) satisfies CatalogEntry

const entries = [
  entry('location', 'l1', { label: 'Hall A' }),
  entry('session', 's1', { origin: 'response', metIn: 'speaker “Ada Lovelace”' }),
  entry('speaker', 'p1', { label: 'Ada Lovelace' }),
]

describe('filterKnown', () => {
  it('keeps one kind, sorted kind by kind', () => {
    expect(filterKnown(entries, 'all', '').map((e) => e.id)).toEqual(['s1', 'p1', 'l1'])
    expect(filterKnown(entries, 'location', '').map((e) => e.id)).toEqual(['l1'])
  })

  it('searches names, IDs and where an ID was met', () => {
    expect(filterKnown(entries, 'all', 'lovelace').map((e) => e.id)).toEqual(['s1', 'p1'])
    expect(filterKnown(entries, 'all', 'L1').map((e) => e.id)).toEqual(['l1'])
    expect(filterKnown(entries, 'speaker', 'hall')).toEqual([])
  })
})

describe('countByKind', () => {
  it('counts every kind, zero included', () => {
    expect(countByKind(entries)).toEqual({
      all: 3,
      session: 1,
      speaker: 1,
      sponsor: 0,
      location: 1,
    })
  })
})
