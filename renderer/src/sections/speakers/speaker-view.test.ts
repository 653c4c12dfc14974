import { describe, expect, it } from 'vitest'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import {
  compareSpeakers,
  initials,
  matchesSearch,
  speakerViews,
  toSpeakerView,
} from './speaker-view'

function entry(
  id: string,
  state: Record<string, unknown> | null,
  extra: Partial<CatalogEntry> = {},
): CatalogEntry {
  return {
    kind: 'speaker',
    id,
    label: null,
    origin: 'entered',
    addedAt: '2026-01-01T00:00:00.000Z',
    seenAt: state ? '2026-01-01T00:00:00.000Z' : null,
    state,
    status: 'active',
    ...extra,
  }
}

const speaker = (order: number, firstName: string, lastName: string, company = '') => ({
  id: 'x',
  speakerOrder: order,
  profile: { firstName, lastName, company },
})

describe('speaker views', () => {
  it('names a speaker by full name, else by label, else by ID', () => {
    expect(toSpeakerView(entry('a', speaker(1, 'Ada', 'Lovelace'))).name).toBe('Ada Lovelace')
    expect(toSpeakerView(entry('b', null, { label: 'Keynote guest' })).name).toBe('Keynote guest')
    expect(toSpeakerView(entry('c', null)).name).toBe('c')
  })

  it('reads a state of another shape as unknown rather than failing', () => {
    const view = toSpeakerView(entry('a', { speakerOrder: 'first' }, { label: 'Ada' }))
    expect(view.speaker).toBeNull()
    expect(view.name).toBe('Ada')
  })

  it('sorts by speaker order, then name, with unknown orders last', () => {
    const views = speakerViews(
      [
        entry('1', speaker(2, 'Zoe', 'Adams')),
        entry('2', null, { label: 'Unknown one' }),
        entry('3', speaker(1, 'Yann', 'Berg')),
        entry('4', speaker(2, 'Ada', 'Zimmer')),
        entry('5', speaker(10, 'Bo', 'Chan')),
      ],
      '',
    )
    expect(views.map((v) => v.id)).toEqual(['3', '4', '1', '5', '2'])
  })

  it('keeps equal names in ID order, so the grid does not shuffle', () => {
    const a = toSpeakerView(entry('b', null, { label: 'Same' }))
    const b = toSpeakerView(entry('a', null, { label: 'Same' }))
    expect(compareSpeakers(a, b)).toBeGreaterThan(0)
  })

  it('filters by name and company, ignoring case and accents', () => {
    const jose = toSpeakerView(entry('a', speaker(1, 'José', 'Núñez', 'Acme Labs')))
    expect(matchesSearch(jose, 'jose')).toBe(true)
    expect(matchesSearch(jose, 'NUNEZ acme')).toBe(true)
    expect(matchesSearch(jose, 'labs')).toBe(true)
    expect(matchesSearch(jose, 'globex')).toBe(false)
    expect(matchesSearch(jose, '   ')).toBe(true)
    expect(
      speakerViews([entry('a', speaker(1, 'José', 'Núñez')), entry('b', null)], 'jos'),
    ).toHaveLength(1)
  })

  it('leaves out entries of other kinds', () => {
    expect(speakerViews([entry('a', null, { kind: 'sponsor' })], '')).toEqual([])
  })

  it('makes initials from the name, or a question mark', () => {
    expect(initials(toSpeakerView(entry('a', speaker(1, 'ada', 'lovelace'))))).toBe('AL')
    expect(initials(toSpeakerView(entry('a', null, { label: 'Grace Brewster Hopper' })))).toBe('GB')
    expect(initials(toSpeakerView(entry('3f2b8c1e-9a4d', null)))).toBe('?')
    expect(initials(toSpeakerView(entry('a', speaker(1, '\u{1D7D8}x', 'Åberg'))))).toBe(
      '\u{1D7D8}Å',
    )
  })
})
