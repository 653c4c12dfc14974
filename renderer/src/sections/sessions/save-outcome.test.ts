import { describe, expect, it } from 'vitest'
import { isVirtual, optimisticState, placeFieldErrors } from './save-outcome'

describe('optimisticState', () => {
  it('applies the changes over the last known state, the location by its ID', () => {
    const before = {
      id: 's-1',
      title: 'Old',
      tags: ['a'],
      location: [{ locationId: 'x', locationName: 'Hall' }],
    }
    expect(optimisticState(before, { title: 'New', tags: [], locationId: 'y' })).toEqual({
      id: 's-1',
      title: 'New',
      tags: [],
      location: [{ locationId: 'y' }],
    })
    expect(before.title).toBe('Old')
    expect(optimisticState(null, { totalCapacity: 0 })).toEqual({ totalCapacity: 0 })
  })
})

describe('placeFieldErrors', () => {
  it('puts each known field on its form field with its label, the rest above the form', () => {
    expect(
      placeFieldErrors({
        locationId: 'is not a location of this event',
        startDateTime: 'must be an ISO 8601 date-time',
        title: 'title must be at most 500 characters',
        colour: 'is not a field of a session update',
        toString: 'is not a field of a session update',
      }),
    ).toEqual({
      onFields: [
        { field: 'locationId', message: 'Location: is not a location of this event' },
        { field: 'start', message: 'Start: must be an ISO 8601 date-time' },
        { field: 'title', message: 'title must be at most 500 characters' },
      ],
      others: [
        'colour: is not a field of a session update',
        'toString: is not a field of a session update',
      ],
    })
    expect(placeFieldErrors(undefined)).toEqual({ onFields: [], others: [] })
  })
})

describe('isVirtual', () => {
  it('reads the type of the last known location', () => {
    expect(isVirtual({ location: [{ locationId: '', type: 'VIRTUAL' }] })).toBe(true)
    expect(isVirtual({ location: [{ locationId: 'x', type: 'STAGE' }] })).toBe(false)
    expect(isVirtual({ location: [] })).toBe(false)
    expect(isVirtual(null)).toBe(false)
  })
})
