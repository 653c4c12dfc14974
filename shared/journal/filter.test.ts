import { describe, expect, it } from 'vitest'
import { journalEntry } from '@test-support/journal'
import { compileJournalFilter, type JournalPredicate } from './filter'
import type { JournalFilter } from '@shared/ipc/channels/journal'

const matchesJournalFilter = (entry: Parameters<JournalPredicate>[0], filter: JournalFilter) =>
  compileJournalFilter(filter)(entry)

describe('compileJournalFilter', () => {
  const entry = journalEntry({ batchId: 'batch-1' })

  it('matches everything with an empty filter', () => {
    expect(matchesJournalFilter(entry, {})).toBe(true)
  })

  it('keeps entries of the kinds, outcomes, batch, resource and time asked for', () => {
    expect(matchesJournalFilter(entry, { kinds: ['session'] })).toBe(true)
    expect(matchesJournalFilter(entry, { kinds: ['speaker'] })).toBe(false)
    expect(matchesJournalFilter(entry, { outcomes: ['refused'] })).toBe(false)
    expect(matchesJournalFilter(entry, { batchId: 'batch-2' })).toBe(false)
    expect(matchesJournalFilter(entry, { resource: { kind: 'session', id: 'session-1' } })).toBe(
      true,
    )
    expect(matchesJournalFilter(entry, { since: '2027-01-01T00:00:00.000Z' })).toBe(false)
    expect(matchesJournalFilter(entry, { eventId: 'EVENT-1' })).toBe(true)
  })

  it('finds words in the name, a field name or a value sent, case aside', () => {
    expect(matchesJournalFilter(entry, { text: 'opening' })).toBe(true)
    expect(matchesJournalFilter(entry, { text: 'TITLE' })).toBe(true)
    expect(matchesJournalFilter(entry, { text: 'keynote' })).toBe(true)
    expect(matchesJournalFilter(entry, { text: 'closing' })).toBe(false)
  })
})
