import { describe, expect, it } from 'vitest'
import type { CatalogEntry } from '../ipc/channels/catalog'
import { confirmationOf, entryName, knownCsvCells, sortKnown, whereMet } from './known'

const base: CatalogEntry = {
  kind: 'location',
  id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  label: null,
  origin: 'entered',
  addedAt: '2026-01-02T03:04:05.000Z',
  seenAt: null,
  state: null,
  status: 'active',
}

describe('confirmationOf', () => {
  it('keeps an ID of a kind without a read endpoint "not yet confirmed" until an answer mentions it', () => {
    expect(confirmationOf(base)).toBe('not-yet-confirmed')
    expect(confirmationOf({ ...base, seenAt: '2026-01-03T00:00:00.000Z' })).toBe('confirmed')
  })

  it('says a speaker is not yet read (it is checked by fetching it)', () => {
    expect(confirmationOf({ ...base, kind: 'speaker' })).toBe('not-yet-read')
  })

  it('puts deletion and 404 before anything else', () => {
    expect(confirmationOf({ ...base, status: 'deleted', seenAt: 'x' })).toBe('deleted')
    expect(confirmationOf({ ...base, status: 'not-found' })).toBe('gone')
  })
})

describe('names and origins', () => {
  it('prefers the label, then the name an answer gave', () => {
    expect(entryName({ ...base, state: { locationName: 'Hall A' } })).toBe('Hall A')
    expect(entryName({ ...base, label: 'Main hall', state: { locationName: 'Hall A' } })).toBe(
      'Main hall',
    )
    expect(
      entryName({
        ...base,
        kind: 'speaker',
        state: { profile: { firstName: 'Ada', lastName: 'L' } },
      }),
    ).toBe('Ada L')
    expect(entryName(base)).toBeNull()
  })

  it('says where an ID came from and the last answer that named it', () => {
    expect(whereMet(base)).toBe('entered or pasted')
    expect(whereMet({ ...base, origin: 'response', metIn: 'session “Opening”' })).toBe(
      'met in an answer; last in session “Opening”',
    )
  })

  it('makes one CSV row per entry, empty cells for what is unknown', () => {
    expect(knownCsvCells({ ...base, state: { locationName: 'Hall A' } })).toEqual([
      'location',
      base.id,
      'Hall A',
      'not yet confirmed',
      'entered or pasted',
      '2026-01-02T03:04:05.000Z',
      '',
    ])
  })
})

describe('sortKnown', () => {
  it('sorts kind by kind, then by name, unnamed last', () => {
    const speaker = { ...base, kind: 'speaker' as const, id: 'b', label: 'Zoe' }
    const named = { ...base, id: 'c', label: 'Atrium' }
    const unnamed = { ...base, id: 'a' }
    const session = { ...base, kind: 'session' as const, id: 's1' }
    expect(sortKnown([unnamed, named, speaker, session]).map((e) => e.id)).toEqual([
      's1',
      'b',
      'c',
      'a',
    ])
  })
})
