import { describe, expect, it } from 'vitest'
import { pickOfFilter, serverFilter } from './pick-filter'

describe('what a pick does to the grid', () => {
  it('asks the service for a status or a country', () => {
    expect(serverFilter({ key: 'status', value: 'CHECKED_IN' })).toEqual([
      { field: 'status', op: 'eq', value: 'CHECKED_IN' },
    ])
    expect(serverFilter({ key: 'country', value: 'Japan' })).toEqual([
      { field: 'profile.country', op: 'eq', value: 'Japan' },
    ])
  })

  it('leaves to the snapshot what the service cannot filter by, and an empty value', () => {
    expect(serverFilter({ key: 'ticketName', value: 'VIP' })).toBeNull()
    expect(serverFilter({ key: 'custom:diet', value: 'Vegan' })).toBeNull()
    expect(serverFilter({ key: 'country', value: '' })).toBeNull()
  })

  it('reads back from the grid’s filter the pick it stands for, and nothing else', () => {
    const pick = { key: 'country', value: 'Japan' }
    expect(pickOfFilter(serverFilter(pick)!)).toEqual(pick)
    expect(pickOfFilter([{ field: 'status', op: 'in', value: ['REGISTERED'] }])).toBeNull()
    expect(pickOfFilter([])).toBeNull()
    expect(
      pickOfFilter([
        { field: 'status', op: 'eq', value: 'REGISTERED' },
        { field: 'profile.country', op: 'eq', value: 'Japan' },
      ]),
    ).toBeNull()
  })
})
