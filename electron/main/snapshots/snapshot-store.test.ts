import { describe, expect, it } from 'vitest'
import { sketchedAttendee, snapshotStorePerTest } from '@test-support/snapshot-attendees'

const rig = snapshotStorePerTest()
const all = { filter: null, offset: 0, limit: 100 }

describe('taking a snapshot', () => {
  it('answers nothing from a snapshot until it is finished', () => {
    const store = rig.store()
    const id = store.begin('ws-1', 'ev-1', '2026-03-01T10:00:00.000Z')
    store.addPage(id, [sketchedAttendee({ id: 'a1' })])
    expect(store.latest('ws-1', 'ev-1')).toBeNull()
    expect(store.overview(id, null)).toBeNull()
    expect(store.rows(id, all)).toEqual({ total: 0, rows: [] })
    expect(store.finish(id, '2026-03-01T10:05:00.000Z')).toEqual({
      snapshotId: id,
      workspaceId: 'ws-1',
      eventId: 'ev-1',
      startedAt: '2026-03-01T10:00:00.000Z',
      takenAt: '2026-03-01T10:05:00.000Z',
      total: 1,
    })
    expect(store.latest('ws-1', 'ev-1')?.snapshotId).toBe(id)
    expect(store.rows(id, all).total).toBe(1)
  })

  it('keeps an unfinished snapshot out of latest while an older one is answered', () => {
    const older = rig.snapshot('ev-1', '2026-03-01T10:00:00.000Z', [{ id: 'a1' }])
    const store = rig.store()
    const taking = store.begin('ws-1', 'ev-1', '2026-03-05T10:00:00.000Z')
    store.addPage(taking, [sketchedAttendee({ id: 'a2' })])
    expect(store.latest('ws-1', 'ev-1')?.snapshotId).toBe(older)
    expect(store.previous('ws-1', 'ev-1')).toBeNull()
  })

  it('answers the two last finished snapshots of each event', () => {
    const first = rig.snapshot('ev-1', '2026-03-01T10:00:00.000Z', [{ id: 'a1' }])
    const third = rig.snapshot('ev-1', '2026-03-03T10:00:00.000Z', [{ id: 'a1' }])
    const second = rig.snapshot('ev-1', '2026-03-02T10:00:00.000Z', [{ id: 'a1' }])
    const other = rig.snapshot('ev-2', '2026-03-04T10:00:00.000Z', [{ id: 'b1' }])
    const store = rig.store()
    expect(store.latest('ws-1', 'ev-1')?.snapshotId).toBe(third)
    expect(store.previous('ws-1', 'ev-1')?.snapshotId).toBe(second)
    expect(store.latest('ws-1', 'ev-2')?.snapshotId).toBe(other)
    expect(store.previous('ws-1', 'ev-2')).toBeNull()
    expect(store.latest('ws-2', 'ev-1')).toBeNull()
    expect(first).not.toBe(second)
  })

  it('keeps an attendee sent twice once, with its first row', () => {
    const store = rig.store()
    const id = store.begin('ws-1', 'ev-1', '2026-03-01T10:00:00.000Z')
    expect(
      store.addPage(id, [
        sketchedAttendee({ id: 'a1', status: 'REGISTERED', custom: { diet: 'vegan' } }),
        sketchedAttendee({ id: 'a2' }),
      ]),
    ).toEqual({ stored: 2, duplicates: 0, skipped: 0 })
    expect(
      store.addPage(id, [
        sketchedAttendee({ id: 'a2' }),
        sketchedAttendee({ id: 'a1', status: 'CHECKED_IN', custom: { diet: 'none' } }),
        sketchedAttendee({ id: 'a3' }),
      ]),
    ).toEqual({ stored: 1, duplicates: 2, skipped: 0 })
    store.finish(id, '2026-03-01T10:05:00.000Z')
    const overview = store.overview(id, 'diet')
    expect(overview?.total).toBe(3)
    expect(overview?.byStatus.counts).toEqual([{ value: 'REGISTERED', count: 3 }])
    expect(overview?.byCustomField?.counts).toEqual([
      { value: '', count: 2 },
      { value: 'vegan', count: 1 },
    ])
    expect(store.rows(id, all).rows.map((r) => [r.id, r.status])).toEqual([
      ['a1', 'REGISTERED'],
      ['a2', 'REGISTERED'],
      ['a3', 'REGISTERED'],
    ])
  })

  it('stores a page with odd records, leaving out only those without an ID', () => {
    const store = rig.store()
    const id = store.begin('ws-1', 'ev-1', '2026-03-01T10:00:00.000Z')
    const page = [null, 'x', { id: 'a1' }, { id: 'a2', profile: null, customFieldsData: 'no' }, {}]
    expect(store.addPage(id, page)).toEqual({ stored: 2, duplicates: 0, skipped: 3 })
    store.finish(id, '2026-03-01T10:05:00.000Z')
    expect(store.rows(id, all).rows[0]).toEqual({
      id: 'a1',
      firstName: '',
      lastName: '',
      email: '',
      company: '',
      country: '',
      status: '',
      ticketName: '',
      createdAt: '',
    })
    expect(store.overview(id, null)?.byCountry.counts).toEqual([{ value: '', count: 2 }])
  })

  it('stores a page that fails not at all, and the pages after it whole', () => {
    const store = rig.store()
    const id = store.begin('ws-1', 'ev-1', '2026-03-01T10:00:00.000Z')
    const failing = {
      get id(): string {
        throw new Error('unreadable')
      },
    }
    const vegan = (id: string) => sketchedAttendee({ id, custom: { diet: 'vegan' } })
    expect(() => store.addPage(id, [vegan('a1'), failing])).toThrow('unreadable')
    store.addPage(id, [vegan('a2')])
    store.finish(id, '2026-03-01T10:05:00.000Z')
    expect(store.rows(id, all).rows.map((r) => r.id)).toEqual(['a2'])
    const filter = { key: 'custom:diet', value: 'vegan' }
    expect(store.rows(id, { ...all, filter }).rows.map((r) => r.id)).toEqual(['a2'])
    expect(store.overview(id, 'diet')?.byCustomField?.counts).toEqual([
      { value: 'vegan', count: 1 },
    ])
  })

  it('refuses a time that is not ISO 8601, which would misorder snapshots', () => {
    const store = rig.store()
    expect(() => store.begin('ws-1', 'ev-1', 'this morning')).toThrow(RangeError)
    const id = store.begin('ws-1', 'ev-1', '2026-03-01T10:00:00.000Z')
    expect(() => store.finish(id, '')).toThrow(RangeError)
    expect(store.latest('ws-1', 'ev-1')).toBeNull()
    store.finish(id, '2026-03-01T10:05:00.000Z')
    expect(store.latest('ws-1', 'ev-1')?.snapshotId).toBe(id)
  })

  it('refuses pages for a finished or removed snapshot', () => {
    const store = rig.store()
    const id = rig.snapshot('ev-1', '2026-03-01T10:00:00.000Z', [{ id: 'a1' }])
    expect(() => store.addPage(id, [sketchedAttendee({ id: 'a2' })])).toThrow(/already finished/)
    const removed = store.begin('ws-1', 'ev-1', '2026-03-02T10:00:00.000Z')
    store.discard(removed)
    expect(() => store.addPage(removed, [])).toThrow(/removed/)
    expect(() => store.finish(removed, '2026-03-02T10:05:00.000Z')).toThrow(/removed/)
    expect(store.rows(id, all).total).toBe(1)
  })

  it('discards a cancelled snapshot with its attendees', () => {
    const kept = rig.snapshot('ev-1', '2026-03-01T10:00:00.000Z', [{ id: 'a1' }])
    const store = rig.store()
    const cancelled = store.begin('ws-1', 'ev-1', '2026-03-02T10:00:00.000Z')
    store.addPage(cancelled, [sketchedAttendee({ id: 'a2', custom: { diet: 'vegan' } })])
    store.discard(cancelled)
    expect(store.latest('ws-1', 'ev-1')?.snapshotId).toBe(kept)
    expect(
      rig
        .reopen()
        .rows(kept, all)
        .rows.map((r) => r.id),
    ).toEqual(['a1'])
  })

  it('keeps a snapshot a previous run left unfinished, to be resumed and finished', () => {
    const store = rig.store()
    const left = store.begin('ws-1', 'ev-1', '2026-03-02T10:00:00.000Z')
    store.addPage(left, [sketchedAttendee({ id: 'a1' }), sketchedAttendee({ id: 'a2' })])
    const reopened = rig.reopen()
    expect(reopened.unfinished()).toEqual([
      expect.objectContaining({ snapshotId: left, eventId: 'ev-1', takenAt: null, kept: 2 }),
    ])
    // Still no reader is answered from it until it is finished.
    expect(reopened.latest('ws-1', 'ev-1')).toBeNull()
    reopened.addPage(left, [sketchedAttendee({ id: 'a2' }), sketchedAttendee({ id: 'a3' })])
    expect(reopened.finish(left, '2026-03-03T10:05:00.000Z').total).toBe(3)
    expect(reopened.unfinished()).toEqual([])
  })
})

describe('removing snapshots', () => {
  it('removes every snapshot taken before the cutoff, an event’s latest too', () => {
    rig.snapshot('ev-1', '2026-01-01T10:00:00.000Z', [{ id: 'a1' }])
    const recent = rig.snapshot('ev-1', '2026-03-01T10:00:00.000Z', [{ id: 'a1' }])
    const onlyOld = rig.snapshot('ev-2', '2026-01-15T10:00:00.000Z', [{ id: 'b1' }])
    const store = rig.store()
    const abandoned = store.begin('ws-1', 'ev-3', '2026-01-20T10:00:00.000Z')
    const taking = store.begin('ws-1', 'ev-3', '2026-03-01T09:00:00.000Z')
    expect(store.removeOlderThan('2026-02-01T00:00:00.000Z')).toBe(3)
    expect(store.latest('ws-1', 'ev-1')?.snapshotId).toBe(recent)
    expect(store.previous('ws-1', 'ev-1')).toBeNull()
    expect(store.latest('ws-1', 'ev-2')).toBeNull()
    expect(store.rows(onlyOld, all)).toEqual({ total: 0, rows: [] })
    expect(() => store.addPage(abandoned, [])).toThrow(/removed/)
    expect(store.addPage(taking, [sketchedAttendee({ id: 'c1' })]).stored).toBe(1)
    expect(() => store.removeOlderThan('last month')).toThrow(RangeError)
  })

  it('removes a workspace’s snapshots and no other', () => {
    const store = rig.store()
    const mine = rig.snapshot('ev-1', '2026-03-01T10:00:00.000Z', [{ id: 'a1' }])
    const theirs = store.begin('ws-2', 'ev-1', '2026-03-01T10:00:00.000Z')
    store.addPage(theirs, [sketchedAttendee({ id: 'b1' })])
    store.finish(theirs, '2026-03-01T10:05:00.000Z')
    const taking = store.begin('ws-2', 'ev-1', '2026-03-02T10:00:00.000Z')
    expect(store.removeWorkspace('ws-2')).toBe(2)
    expect(store.latest('ws-2', 'ev-1')).toBeNull()
    expect(store.overview(theirs, null)).toBeNull()
    expect(() => store.addPage(taking, [])).toThrow(/removed/)
    expect(store.latest('ws-1', 'ev-1')?.snapshotId).toBe(mine)
    expect(store.removeWorkspace('ws-2')).toBe(0)
  })
})
