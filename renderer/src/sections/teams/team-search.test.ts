import { describe, expect, it } from 'vitest'
import type { Team } from '@shared/api/schemas'
import { filterTeams, foldForSearch, moveActive } from './team-search'

const team = (id: string, name: string): Team => ({ id, name }) as Team
const teams = [
  team('aa11bb22-0000-4000-8000-000000000001', 'Équipe Paris'),
  team('cc33dd44-0000-4000-8000-000000000002', 'Marketing Europe'),
  team('ee55ff66-0000-4000-8000-000000000003', 'Events Team'),
]
const nameOf = (t: Team) => t.name ?? ''

describe('filterTeams', () => {
  it('keeps every team for an empty or blank query', () => {
    expect(filterTeams(teams, '   ', nameOf)).toHaveLength(3)
  })

  it('ignores case and accents', () => {
    expect(filterTeams(teams, 'equipe', nameOf).map((t) => t.name)).toEqual(['Équipe Paris'])
    expect(foldForSearch('  ÉQUIPE ')).toBe('equipe')
  })

  it('needs every word, in any order', () => {
    expect(filterTeams(teams, 'europe mark', nameOf).map((t) => t.name)).toEqual([
      'Marketing Europe',
    ])
    expect(filterTeams(teams, 'europe events', nameOf)).toEqual([])
  })

  it('finds a team by the start of its ID', () => {
    expect(filterTeams(teams, 'CC33DD', nameOf).map((t) => t.name)).toEqual(['Marketing Europe'])
  })
})

describe('moveActive', () => {
  it('starts at the first row going down and the last going up', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2)
  })

  it('wraps around at both ends', () => {
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2)
    expect(moveActive(1, 3, 'ArrowDown')).toBe(2)
  })

  it('jumps with Home and End, and has no row when the list is empty', () => {
    expect(moveActive(1, 3, 'Home')).toBe(0)
    expect(moveActive(0, 3, 'End')).toBe(2)
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1)
  })
})
