import { describe, expect, it } from 'vitest'
import { keptEventNames } from './workspace-service'

const listed = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i}`, name: `Event ${i}` }))

describe('the event names a workspace keeps', () => {
  it('keeps every named event of the list, by ID', () => {
    const names = keptEventNames({ eventId: null, recentEventIds: [] }, [
      { id: 'a', name: 'Summit' },
      { id: 'b', name: null },
    ])
    expect(names).toEqual({ a: 'Summit' })
  })

  it('keeps the chosen and recent events’ names first when the list is longer than it keeps', () => {
    const names = keptEventNames({ eventId: 'e700', recentEventIds: ['e650'] }, listed(800))
    expect(Object.keys(names)).toHaveLength(500)
    expect(names.e700).toBe('Event 700')
    expect(names.e650).toBe('Event 650')
    expect(names.e0).toBe('Event 0')
    expect(names.e499).toBeUndefined()
  })
})
