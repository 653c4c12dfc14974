import { describe, expect, it } from 'vitest'
import { snapshotStorePerTest, type AttendeeSketch } from '@test-support/snapshot-attendees'

const rig = snapshotStorePerTest()

/** Attendees a0…a29: every third checked in, every fifth from France, the first ten vegan. */
const ATTENDEES = Array.from({ length: 30 }, (_, i): AttendeeSketch => ({
  id: `a${i}`,
  status: i % 3 === 0 ? 'CHECKED_IN' : 'REGISTERED',
  country: i % 5 === 0 ? 'France' : 'India',
  createdAt: i < 4 ? '2026-03-01T10:00:00Z' : '2026-03-02T10:00:00Z',
  custom: i < 10 ? { diet: 'vegan' } : i < 12 ? { diet: '' } : ({} as Record<string, string>),
}))
const ids = (from: number[]) => from.map((i) => `a${i}`)
const range = (start: number, end: number, step = 1) =>
  Array.from({ length: Math.ceil((end - start) / step) }, (_, k) => start + k * step)

describe('paging through a snapshot', () => {
  const take = () =>
    rig.snapshot('ev-1', '2026-03-10T12:00:00.000Z', ATTENDEES.slice(0, 17), ATTENDEES.slice(17))

  it('pages through every attendee in the order they were sent', () => {
    const id = take()
    const store = rig.store()
    const first = store.rows(id, { filter: null, offset: 0, limit: 12 })
    const last = store.rows(id, { filter: null, offset: 24, limit: 12 })
    expect(first.total).toBe(30)
    expect(first.rows.map((r) => r.id)).toEqual(ids(range(0, 12)))
    expect(last.rows.map((r) => r.id)).toEqual(ids(range(24, 30)))
    expect(first.rows[3]).toEqual({
      id: 'a3',
      firstName: 'First a3',
      lastName: 'Last a3',
      email: 'a3@example.com',
      company: 'Example Ltd',
      country: 'India',
      status: 'CHECKED_IN',
      ticketName: 'General',
      createdAt: '2026-03-01T10:00:00Z',
    })
  })

  it('pages through one bar’s attendees', () => {
    const id = take()
    const store = rig.store()
    const status = { key: 'status', value: 'CHECKED_IN' }
    const page2 = store.rows(id, { filter: status, offset: 4, limit: 4 })
    expect(page2.total).toBe(10)
    expect(page2.rows.map((r) => r.id)).toEqual(ids([12, 15, 18, 21]))
    const france = store.rows(id, {
      filter: { key: 'country', value: 'France' },
      offset: 0,
      limit: 50,
    })
    expect(france.rows.map((r) => r.id)).toEqual(ids(range(0, 30, 5)))
    const day = store.rows(id, {
      filter: { key: 'day', value: '2026-03-01' },
      offset: 0,
      limit: 50,
    })
    expect(day.rows.map((r) => r.id)).toEqual(ids(range(0, 4)))
    const ticket = store.rows(id, {
      filter: { key: 'ticketName', value: 'VIP' },
      offset: 0,
      limit: 5,
    })
    expect(ticket).toEqual({ total: 0, rows: [] })
  })

  it('pages through a custom field’s value, and those who did not give one', () => {
    const id = take()
    const store = rig.store()
    const vegan = store.rows(id, {
      filter: { key: 'custom:diet', value: 'vegan' },
      offset: 8,
      limit: 5,
    })
    expect(vegan).toMatchObject({ total: 10 })
    expect(vegan.rows.map((r) => r.id)).toEqual(ids([8, 9]))
    const notGiven = store.rows(id, {
      filter: { key: 'custom:diet', value: '' },
      offset: 0,
      limit: 3,
    })
    expect(notGiven.total).toBe(20)
    expect(notGiven.rows.map((r) => r.id)).toEqual(ids([10, 11, 12]))
    const unknownField = { key: 'custom:shoe', value: '' }
    expect(store.rows(id, { filter: unknownField, offset: 0, limit: 1 }).total).toBe(30)
    const unknownValue = { key: 'custom:diet', value: 'keto' }
    expect(store.rows(id, { filter: unknownValue, offset: 0, limit: 1 })).toEqual({
      total: 0,
      rows: [],
    })
  })

  it('refuses a breakdown the overview does not have', () => {
    const id = take()
    expect(() =>
      rig.store().rows(id, { filter: { key: 'email', value: 'x' }, offset: 0, limit: 1 }),
    ).toThrow(/no such breakdown/)
  })
})
