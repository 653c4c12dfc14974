/**
 * A page the store cannot keep pauses the snapshot with a sentence a person
 * can act on, its pages so far kept: a full disk says so, anything else
 * says only that the snapshot could not be kept.
 */
import { describe, expect, it } from 'vitest'
import { NO_NOTES } from '@shared/api/read-notes'
import type { SnapshotJob } from '@shared/ipc/channels/snapshots'
import { createSnapshotService, storeFailure } from './snapshot-service'
import type { SnapshotStore } from './snapshot-store'
import type { AttendeePage } from '../api/attendees'

/** A store whose second page fails as SQLite does when the disk is full. */
function failingStore(failure: Error): SnapshotStore {
  let pages = 0
  return {
    unfinished: () => [],
    begin: () => 'snap-1',
    addPage: () => {
      if (++pages === 2) throw failure
      return { stored: 100, duplicates: 0, skipped: 0 }
    },
    latest: () => null,
    previous: () => null,
    discard: () => undefined,
    removeOlderThan: () => 0,
  } as unknown as SnapshotStore
}

/** Takes a snapshot whose every page holds `items` until it pauses; its last progress. */
async function pausedBy(
  store: SnapshotStore,
  items: AttendeePage['items'] = [],
): Promise<SnapshotJob> {
  const jobs: SnapshotJob[] = []
  const service = createSnapshotService({
    store,
    listAttendees: async (_w, query) => ({
      items,
      page: query.page ?? 1,
      pageSize: 100,
      hasNext: true,
      servedPageSize: items.length || null,
      notes: NO_NOTES,
    }),
    emit: (job) => jobs.push(job),
    report: () => undefined,
    costInputs: () => ({
      quota: { dailyLimit: 10_000, remaining: 10_000 },
      pacing: { perSecond: 10, tokens: 10 },
    }),
    retentionDays: () => 90,
  })
  service.take('ws', 'ev')
  await expect.poll(() => jobs.at(-1)?.state).toBe('paused')
  return jobs.at(-1)!
}

describe('a page the store cannot keep', () => {
  it('pauses the snapshot and says the disk is full, keeping what was read', async () => {
    const job = await pausedBy(failingStore(new Error('database or disk is full')))
    expect(job.attendees).toBe(100)
    expect(job.message).toBe(
      'Stagehand could not keep the snapshot on this computer: the disk is full or cannot be written to. Free some space, then Resume. The 100 attendees read so far are kept: Resume goes on from there.',
    )
  })

  it('says no more than it knows of another failure', () => {
    expect(storeFailure(new Error('constraint failed'))).toBe(
      'Stagehand could not keep the snapshot on this computer.',
    )
  })

  it('stops at a service that answers every page with the same rows', async () => {
    const same = [{ id: 'a1' }, { id: 'a2' }] as AttendeePage['items']
    const job = await pausedBy(failingStore(new Error('never reached')), same)
    expect(job.message).toMatch(/^The service answered page 2 with the same rows as page 1/)
  })
})
