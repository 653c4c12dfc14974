import { describe, expect, it } from 'vitest'
import { serverFilter } from './pick-filter'

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
})
