import { describe, expect, it } from 'vitest'
import { snapshotStorePerTest, type AttendeeSketch } from '@test-support/snapshot-attendees'

const rig = snapshotStorePerTest()
const TAKEN = '2026-03-10T12:00:00.000Z'

/** `count` attendees from `start`, each given the sketch's fields. */
const some = (start: number, count: number, sketch: Omit<AttendeeSketch, 'id'>) =>
  Array.from({ length: count }, (_, i) => ({ ...sketch, id: `a${start + i}` }))

describe('the overview of a snapshot', () => {
  it('counts each breakdown, largest first, across pages', () => {
    const id = rig.snapshot(
      'ev-1',
      TAKEN,
      [
        ...some(0, 3, { status: 'CHECKED_IN', country: 'India', ticketName: 'VIP' }),
        ...some(3, 2, { status: 'REGISTERED', country: 'France' }),
      ],
      [
        ...some(5, 4, { status: 'REGISTERED', country: 'India' }),
        ...some(9, 1, { status: 'CANCELLED' }),
      ],
    )
    const overview = rig.store().overview(id, null)
    expect(overview).toMatchObject({
      snapshotId: id,
      workspaceId: 'ws-1',
      eventId: 'ev-1',
      takenAt: TAKEN,
      total: 10,
      byCustomField: null,
    })
    expect(overview?.byStatus).toEqual({
      key: 'status',
      counts: [
        { value: 'REGISTERED', count: 6 },
        { value: 'CHECKED_IN', count: 3 },
        { value: 'CANCELLED', count: 1 },
      ],
      others: 0,
    })
    expect(overview?.byCountry.counts).toEqual([
      { value: 'India', count: 8 },
      { value: 'France', count: 2 },
    ])
    expect(overview?.byTicketType).toEqual({
      key: 'ticketName',
      counts: [
        { value: 'General', count: 7 },
        { value: 'VIP', count: 3 },
      ],
      others: 0,
    })
  })

  it('lists twelve values at most and sums the rest in others, ties by value', () => {
    // Countries C00..C14: C00 has 15 attendees, each next one fewer, C14 one.
    const pages = Array.from({ length: 15 }, (_, c) =>
      some(c * 100, 15 - c, { country: `C${String(c).padStart(2, '0')}` }),
    )
    const tie = [...some(5000, 2, { country: 'Zeta' }), ...some(5010, 2, { country: 'Alpha' })]
    const id = rig.snapshot('ev-1', TAKEN, ...pages, tie)
    const { byCountry, total } = rig.store().overview(id, null)!
    expect(total).toBe(124)
    expect(byCountry.counts).toHaveLength(12)
    expect(byCountry.counts.slice(0, 2)).toEqual([
      { value: 'C00', count: 15 },
      { value: 'C01', count: 14 },
    ])
    expect(byCountry.counts.at(-1)).toEqual({ value: 'C11', count: 4 })
    // C12 (3), C13 (2), C14 (1), Alpha (2), Zeta (2).
    expect(byCountry.others).toBe(10)
    expect(byCountry.counts.reduce((n, c) => n + c.count, 0) + byCountry.others).toBe(total)
  })

  it('counts empty values as "not given", and a custom field left out as empty', () => {
    const id = rig.snapshot('ev-1', TAKEN, [
      ...some(0, 2, { country: '', status: '', custom: { diet: 'vegan', size: '' } }),
      ...some(2, 3, { custom: { diet: 'none' } }),
      ...some(5, 4, {}),
    ])
    const overview = rig.store().overview(id, 'diet')!
    expect(overview.byCountry.counts).toEqual([
      { value: 'India', count: 7 },
      { value: '', count: 2 },
    ])
    expect(overview.byStatus.counts).toContainEqual({ value: '', count: 2 })
    expect(overview.byCustomField).toEqual({
      key: 'custom:diet',
      counts: [
        { value: '', count: 4 },
        { value: 'none', count: 3 },
        { value: 'vegan', count: 2 },
      ],
      others: 0,
    })
    // A field no attendee gave (or one not in this event): all not given.
    expect(rig.store().overview(id, 'size')?.byCustomField?.counts).toEqual([
      { value: '', count: 9 },
    ])
  })

  it('counts registrations per UTC day, oldest first, leaving out unreadable times', () => {
    const id = rig.snapshot('ev-1', TAKEN, [
      ...some(0, 2, { createdAt: '2026-03-02T09:00:00Z' }),
      ...some(2, 3, { createdAt: '2026-02-27T23:30:00-01:00' }),
      ...some(5, 1, { createdAt: '2026-02-28T00:00:00Z' }),
      ...some(6, 1, { createdAt: 'unknown' }),
      ...some(7, 1, { createdAt: '' }),
    ])
    expect(rig.store().overview(id, null)?.perDay).toEqual([
      { day: '2026-02-28', count: 4 },
      { day: '2026-03-02', count: 2 },
    ])
  })

  it('offers the custom fields with twenty values or fewer', () => {
    const many = Array.from({ length: 21 }, (_, i) => ({
      id: `m${i}`,
      custom: { city: `City ${i}`, diet: i % 2 ? 'vegan' : 'none', twenty: `T${i % 20}` },
    }))
    const id = rig.snapshot('ev-1', TAKEN, many, [{ id: 'x', custom: { rare: 'yes' } }])
    expect(rig.store().overview(id, null)?.customFieldChoices).toEqual([
      { fieldSlug: 'diet', distinct: 2 },
      { fieldSlug: 'rare', distinct: 1 },
      { fieldSlug: 'twenty', distinct: 20 },
    ])
  })

  it('answers an empty snapshot with empty breakdowns', () => {
    const id = rig.snapshot('ev-1', TAKEN, [])
    expect(rig.store().overview(id, 'diet')).toMatchObject({
      total: 0,
      byStatus: { key: 'status', counts: [], others: 0 },
      byCustomField: { key: 'custom:diet', counts: [], others: 0 },
      perDay: [],
      customFieldChoices: [],
    })
  })
})
