import { describe, expect, it } from 'vitest'
import { journalEntry, pictureEntry } from '@test-support/journal-entries'
import { compileJournalFilter, entryFacts, filterJournal, journalEntryText } from './filter'
import type { JournalEntry } from './entry'

const session = journalEntry({ id: 'session', eventId: 'EvA', batchId: 'b1' })
const refused = journalEntry({
  id: 'refused',
  at: '2026-01-03T00:00:00.000Z',
  eventId: 'evB',
  outcome: { status: 'refused', sentence: 'No.', settledAt: null },
  change: {
    operation: 'session-update',
    sent: { capacity: 120 },
    before: { capacity: { known: true, since: '2026-01-01T00:00:00.000Z', value: 80 } },
    after: null,
  },
})
const location = journalEntry({
  id: 'location',
  at: '2026-01-02T00:00:00.000Z',
  resource: { kind: 'location', id: 'L-9', name: null },
  change: {
    operation: 'location-delete',
    before: { known: true, since: '2026-01-01T00:00:00.000Z', value: { floor: 'Mezzanine' } },
    after: { deleted: true },
  },
})
const picture = pictureEntry('picture', '2026-01-04T00:00:00.000Z', {
  sha256: 'a'.repeat(64),
  size: 3,
  contentType: 'image/png',
  lostAt: null,
})
const all = [session, refused, location, picture]
const ids = (entries: JournalEntry[]) => entries.map((e) => e.id)

describe('journal filter', () => {
  it('keeps everything, newest first, when given no condition', () => {
    expect(ids(filterJournal(all, {}))).toEqual(['picture', 'refused', 'location', 'session'])
    expect(ids(filterJournal(all, { kinds: [], outcomes: [], text: '  ' }))).toHaveLength(4)
  })

  it('keeps the later of two entries at the same time first', () => {
    const twin = journalEntry({ id: 'twin' })
    expect(ids(filterJournal([session, twin], {}))).toEqual(['twin', 'session'])
  })

  it('filters by event, case aside', () => {
    expect(ids(filterJournal(all, { eventId: 'eva' }))).toEqual(['session'])
  })

  it('filters by kind and by outcome', () => {
    expect(ids(filterJournal(all, { kinds: ['location', 'speaker'] }))).toEqual([
      'picture',
      'location',
    ])
    expect(ids(filterJournal(all, { outcomes: ['refused', 'uncertain'] }))).toEqual(['refused'])
  })

  it('filters by resource, batch and time', () => {
    expect(ids(filterJournal(all, { resource: { kind: 'location', id: 'L-9' } }))).toEqual([
      'location',
    ])
    expect(ids(filterJournal(all, { resource: { kind: 'session', id: 'L-9' } }))).toEqual([])
    expect(ids(filterJournal(all, { batchId: 'b1' }))).toEqual(['session'])
    expect(ids(filterJournal(all, { since: '2026-01-03T00:00:00.000Z' }))).toEqual([
      'picture',
      'refused',
    ])
    expect(ids(filterJournal(all, { since: 'not a time' }))).toEqual([])
  })

  it('finds text, case aside, in names, IDs, field names and values', () => {
    expect(ids(filterJournal(all, { text: 'OPENING' }))).toEqual(['refused', 'session'])
    expect(ids(filterJournal(all, { text: 'l-9' }))).toEqual(['location'])
    expect(ids(filterJournal(all, { text: 'capacity' }))).toEqual(['refused'])
    expect(ids(filterJournal(all, { text: '120' }))).toEqual(['refused'])
    expect(ids(filterJournal(all, { text: 'mezzanine' }))).toEqual(['location'])
    expect(ids(filterJournal(all, { text: 'picture.png' }))).toEqual(['picture'])
    expect(ids(filterJournal(all, { text: 'nowhere' }))).toEqual([])
  })

  it('never matches text across two parts of an entry', () => {
    // "Opening keynote" then the ID "s1": joined they would read "keynotes1".
    expect(journalEntryText(session)).toContain('opening keynote')
    expect(ids(filterJournal([session], { text: 'keynotes1' }))).toEqual([])
  })

  it('needs every condition given', () => {
    expect(ids(filterJournal(all, { eventId: 'evb', outcomes: ['refused'], text: '80' }))).toEqual([
      'refused',
    ])
    expect(ids(filterJournal(all, { eventId: 'evb', outcomes: ['applied'] }))).toEqual([])
  })

  it('tests facts alone, as the store keeps them', () => {
    const keep = compileJournalFilter({ text: 'given', since: '2026-01-01T00:00:00.000Z' })
    const facts = entryFacts(session)
    expect(keep(facts)).toBe(false)
    expect(keep({ ...facts, text: 'given here', atMs: Date.parse('2026-02-01') })).toBe(true)
    expect(keep({ ...facts, text: 'given here', atMs: 0 })).toBe(false)
  })

  it('counts an entry whose time cannot be read as the oldest', () => {
    const undated = journalEntry({ id: 'undated', at: 'soon' })
    expect(entryFacts(undated).atMs).toBe(0)
    expect(ids(filterJournal([undated, session], {}))).toEqual(['session', 'undated'])
  })
})
