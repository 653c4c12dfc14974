import { describe, expect, it } from 'vitest'
import { journalEntry } from '@test-support/journal'
import { conflictCheck, conflictSentence, conflictsOf } from './conflict'

const since = '2026-01-01T08:00:00.000Z'
const sessionEntry = journalEntry({
  change: {
    operation: 'session-update',
    sent: { title: 'Second', locationId: 'loc-2', description: 'x' },
    before: {
      title: { known: true, since, value: 'First' },
      locationId: { known: true, since, value: 'loc-1' },
      description: { known: false },
    },
    after: {
      id: 'session-1',
      title: 'Second',
      location: [{ locationId: 'loc-2' }],
      description: 'x',
    },
  },
})

describe('conflictsOf', () => {
  it('finds no conflict while the session still holds what the entry left', () => {
    const state = { id: 'session-1', title: 'Second', location: [{ locationId: 'loc-2' }] }
    expect(conflictsOf(sessionEntry, { operation: 'session-update', state })).toEqual([])
  })

  it('gives the three versions of each field changed since, in the body’s names', () => {
    const state = {
      id: 'session-1',
      title: 'Third',
      location: [{ locationId: 'loc-3' }],
      description: 'y',
    }
    const versions = conflictsOf(sessionEntry, { operation: 'session-update', state })
    expect(versions).toEqual([
      { field: 'title', before: 'First', after: 'Second', now: 'Third' },
      { field: 'locationId', before: 'loc-1', after: 'loc-2', now: 'loc-3' },
    ])
    expect(conflictSentence(sessionEntry, versions)).toBe(
      'Since this change, Title and Location changed again. Undoing it would replace the newer values.',
    )
  })

  it('takes what was sent as what an unanswered update left', () => {
    const uncertain = journalEntry({
      ...sessionEntry,
      change: { ...sessionEntry.change, after: null } as typeof sessionEntry.change,
    })
    const state = { title: 'Other' }
    expect(conflictsOf(uncertain, { operation: 'session-update', state })).toEqual([
      { field: 'title', before: 'First', after: 'Second', now: 'Other' },
    ])
  })

  it('sees no conflict when an unanswered update may simply not have applied', () => {
    const uncertain = journalEntry({
      ...sessionEntry,
      change: { ...sessionEntry.change, after: null } as typeof sessionEntry.change,
    })
    const state = { title: 'First', location: [{ locationId: 'loc-1' }] }
    expect(conflictsOf(uncertain, { operation: 'session-update', state })).toEqual([])
  })

  it('sees nothing changed where nothing is known now', () => {
    expect(conflictsOf(sessionEntry, { operation: 'session-update', state: null })).toEqual([])
  })

  it('compares a picture’s address now with the one the entry left', () => {
    const entry = journalEntry({
      resource: { kind: 'speaker', id: 'sp-1', name: null },
      change: {
        operation: 'speaker-picture',
        before: { known: true, since, value: { url: 'http://x/media/1', bytes: null } },
        after: { url: 'http://x/media/2', bytes: null },
      },
    })
    expect(conflictsOf(entry, { operation: 'speaker-picture', url: 'http://x/media/2' })).toEqual(
      [],
    )
    expect(conflictsOf(entry, { operation: 'speaker-picture', url: 'http://x/media/3' })).toEqual([
      {
        field: 'picture',
        before: 'http://x/media/1',
        after: 'http://x/media/2',
        now: 'http://x/media/3',
      },
    ])
    expect(conflictsOf(entry, { operation: 'speaker-picture', url: null })).toHaveLength(1)
    expect(conflictsOf(entry, { operation: 'speaker-picture', url: undefined })).toEqual([])
  })
})

describe('conflictCheck', () => {
  const write = { operation: 'session-update' as const, changes: { title: 'First' } }
  const same = { id: 'session-1', title: 'Second', location: [{ locationId: 'loc-2' }] }

  it('says what a session revert cannot check and what it replaces', () => {
    const check = conflictCheck(
      sessionEntry,
      { operation: 'session-update', state: same },
      'local',
      write,
    )
    expect(check.nowFrom).toBe('local')
    expect(check.versions).toEqual([])
    expect(check.unchecked).toBe(
      'A session cannot be read back from the service, so Stagehand cannot check whether it was changed elsewhere since this change. Reverting sets the session’s title back to “First”, replacing whatever the service holds now, including any change made elsewhere since (by a colleague or another app).',
    )
  })

  it('claims nothing unchecked when the service was read', () => {
    const entry = journalEntry({
      resource: { kind: 'speaker', id: 'sp-1', name: null },
      change: {
        operation: 'speaker-picture',
        before: { known: true, since, value: { url: 'http://x/media/1', bytes: null } },
        after: { url: 'http://x/media/2', bytes: null },
      },
    })
    const bytes = { sha256: 'a'.repeat(64), size: 1, contentType: 'image/png', lostAt: null }
    const check = conflictCheck(
      entry,
      { operation: 'speaker-picture', url: 'http://x/media/3' },
      'service',
      { operation: 'speaker-picture', bytes },
    )
    expect(check).toMatchObject({ nowFrom: 'service', unchecked: null })
    expect(check.versions).toHaveLength(1)
  })

  it('names a conflict found only in what Stagehand last saw as such', () => {
    const state = { ...same, title: 'Third' }
    const check = conflictCheck(
      sessionEntry,
      { operation: 'session-update', state },
      'local',
      write,
    )
    expect(conflictSentence(sessionEntry, check.versions, check.nowFrom)).toBe(
      'Since this change, Title changed again in what Stagehand last saw. Undoing it would replace the newer value.',
    )
  })
})
