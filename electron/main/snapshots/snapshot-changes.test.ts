import { describe, expect, it } from 'vitest'
import { snapshotStorePerTest } from '@test-support/snapshot-attendees'

const rig = snapshotStorePerTest()

describe('the changes between two snapshots', () => {
  it('lists the attendees added, removed and whose status changed, by ID', () => {
    const before = rig.snapshot('ev-1', '2026-03-01T10:00:00.000Z', [
      { id: 'stays', status: 'REGISTERED' },
      { id: 'checks-in', status: 'REGISTERED' },
      { id: 'cancels', status: 'REGISTERED' },
      { id: 'leaves', status: 'REGISTERED' },
      { id: 'renamed', status: 'REGISTERED', firstName: 'Old' },
    ])
    const after = rig.snapshot(
      'ev-1',
      '2026-03-02T10:00:00.000Z',
      [
        { id: 'new-1', status: 'REGISTERED' },
        { id: 'cancels', status: 'CANCELLED' },
        { id: 'stays', status: 'REGISTERED' },
      ],
      [
        { id: 'renamed', status: 'REGISTERED', firstName: 'New' },
        { id: 'checks-in', status: 'CHECKED_IN' },
        { id: 'new-2', status: 'INVITED' },
      ],
    )
    const changes = rig.store().changes(before, after)!
    expect(changes).toMatchObject({
      fromSnapshotId: before,
      toSnapshotId: after,
      fromTakenAt: '2026-03-01T10:00:00.000Z',
      toTakenAt: '2026-03-02T10:00:00.000Z',
    })
    expect(changes.added.map((a) => [a.id, a.status])).toEqual([
      ['new-1', 'REGISTERED'],
      ['new-2', 'INVITED'],
    ])
    expect(changes.removed).toEqual([
      expect.objectContaining({ id: 'leaves', email: 'leaves@example.com' }),
    ])
    expect(changes.statusChanged.map((c) => [c.attendee.id, c.from, c.to])).toEqual([
      ['cancels', 'REGISTERED', 'CANCELLED'],
      ['checks-in', 'REGISTERED', 'CHECKED_IN'],
    ])
    expect(changes.statusChanged[0]?.attendee.status).toBe('CANCELLED')
  })

  it('reads the reverse as the opposite changes', () => {
    const a = rig.snapshot('ev-1', '2026-03-01T10:00:00.000Z', [{ id: 'x', status: 'A' }])
    const b = rig.snapshot('ev-1', '2026-03-02T10:00:00.000Z', [
      { id: 'x', status: 'B' },
      { id: 'y' },
    ])
    const back = rig.store().changes(b, a)!
    expect(back.added).toEqual([])
    expect(back.removed.map((r) => r.id)).toEqual(['y'])
    expect(back.statusChanged.map((c) => [c.from, c.to])).toEqual([['B', 'A']])
  })

  it('finds no changes between a snapshot and itself, and none with an unfinished one', () => {
    const store = rig.store()
    const done = rig.snapshot('ev-1', '2026-03-01T10:00:00.000Z', [{ id: 'x' }, { id: 'y' }])
    expect(store.changes(done, done)).toMatchObject({ added: [], removed: [], statusChanged: [] })
    const taking = store.begin('ws-1', 'ev-1', '2026-03-02T10:00:00.000Z')
    expect(store.changes(done, taking)).toBeNull()
    expect(store.changes('no-such', done)).toBeNull()
  })
})
