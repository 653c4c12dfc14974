import { describe, expect, it } from 'vitest'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { locationViews, typeLabel } from './location-view'

const entry = (id: string, extra: Partial<CatalogEntry> = {}): CatalogEntry => ({
  kind: 'location',
  id,
  label: null,
  origin: 'response',
  addedAt: '2026-01-01T00:00:00.000Z',
  seenAt: '2026-01-02T00:00:00.000Z',
  state: null,
  status: 'active',
  ...extra,
})

describe('locationViews', () => {
  it('lists the default first, then by name, and leaves deleted ones out', () => {
    const views = locationViews([
      entry('b', { state: { locationName: 'Room B', type: 'ROOM' } }),
      entry('z', { state: { locationName: 'Zeta hall', isDefault: true } }),
      entry('gone', { status: 'deleted', state: { locationName: 'Old tent' } }),
      entry('a', { state: { locationName: 'Atrium', type: 'STAGE', link: 'https://x.test' } }),
      { ...entry('s'), kind: 'session' },
    ])
    expect(views.map((v) => [v.id, v.name, v.isDefault])).toEqual([
      ['z', 'Zeta hall', true],
      ['a', 'Atrium', false],
      ['b', 'Room B', false],
    ])
    expect(views[1]).toMatchObject({ type: 'STAGE', link: 'https://x.test' })
  })

  it('marks IDs never met in an answer "not yet confirmed" and 404s as gone', () => {
    const [typed, missing] = locationViews([
      entry('7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d', { seenAt: null, origin: 'entered' }),
      entry('e', { status: 'not-found', label: 'Tent' }),
    ])
    expect(typed).toMatchObject({ name: 'Location 7a6b5c4d', confirmation: 'not-yet-confirmed' })
    expect(missing).toMatchObject({ name: 'Tent', confirmation: 'gone' })
  })

  it('keeps the service name beside a different label', () => {
    const [view] = locationViews([entry('a', { label: 'Main', state: { locationName: 'Hall A' } })])
    expect(view).toMatchObject({ name: 'Main', serviceName: 'Hall A' })
  })
})

describe('small words', () => {
  it('turns types into words', () => {
    expect(typeLabel('VIRTUAL')).toBe('Virtual')
    expect(typeLabel(null)).toBe('Not known')
  })
})
