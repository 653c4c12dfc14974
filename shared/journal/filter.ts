/**
 * Which journal entries a filter keeps.
 *
 * Pure, so the store, the export and the tests share one meaning. The store
 * keeps each entry's facts (`entryFacts`: its search text, time, kind…) in
 * its index, so a filter over 100,000 entries builds no text.
 */
import type { JournalFilter } from '@shared/ipc/channels/journal'
import type { JournalEntry } from './entry'
import { operationOf } from './operations'

/**
 * What a filter looks at in an entry, side by side: the store keeps these
 * for every entry, so a filter reads one small object per entry and never
 * walks the entry itself.
 */
export interface EntryFacts {
  /** `Date.parse(entry.at)`; 0 when unreadable (the oldest). */
  atMs: number
  /** Lower case: event IDs compare case aside. */
  eventId: string
  kind: string
  status: string
  resourceId: string
  batchId: string | null
  /** `journalEntryText(entry)`. */
  text: string
}

export type JournalPredicate = (facts: EntryFacts) => boolean

/**
 * The text a filter's `text` is looked for in, lower case: the resource's
 * name and ID, and every field name and value the change holds (sent,
 * before and after), or the pictures' addresses.
 */
export function journalEntryText(entry: JournalEntry): string {
  const parts = [
    entry.resource.name ?? '',
    entry.resource.id,
    ...operationOf(entry.change).searchParts(entry.change),
  ]
  // Joined by a newline, which a typed search never holds, so no match spans two parts.
  return parts.join('\n').toLowerCase()
}

export function entryFacts(entry: JournalEntry): EntryFacts {
  return {
    atMs: Date.parse(entry.at) || 0,
    eventId: entry.eventId.toLowerCase(),
    kind: entry.resource.kind,
    status: entry.outcome.status,
    resourceId: entry.resource.id,
    batchId: entry.batchId,
    text: journalEntryText(entry),
  }
}

/**
 * The filter as a test on one entry's facts.
 *
 * Every condition given must hold. An empty `kinds` or `outcomes` list, or
 * blank `text`, sets no condition. Event IDs compare case aside (the service
 * treats them so); `since` keeps entries at or after it, and an unreadable
 * `since` keeps none.
 */
export function compileJournalFilter(filter: JournalFilter): JournalPredicate {
  const eventId = filter.eventId?.toLowerCase()
  const kinds = filter.kinds?.length ? new Set<string>(filter.kinds) : null
  const outcomes = filter.outcomes?.length ? new Set<string>(filter.outcomes) : null
  const text = filter.text?.trim().toLowerCase() || null
  const sinceMs = filter.since === undefined ? null : Date.parse(filter.since)
  const { resource, batchId } = filter
  return (facts) => {
    if (eventId !== undefined && facts.eventId !== eventId) return false
    if (kinds && !kinds.has(facts.kind)) return false
    if (outcomes && !outcomes.has(facts.status)) return false
    if (resource && (facts.kind !== resource.kind || facts.resourceId !== resource.id)) return false
    if (batchId !== undefined && facts.batchId !== batchId) return false
    if (sinceMs !== null && !(facts.atMs >= sinceMs)) return false
    if (text !== null && !facts.text.includes(text)) return false
    return true
  }
}

/** Entries the filter keeps, newest first (by `at`; among equal times, the later in `entries`). */
export function filterJournal(
  entries: readonly JournalEntry[],
  filter: JournalFilter,
): JournalEntry[] {
  const keep = compileJournalFilter(filter)
  return entries
    .map((entry, index) => ({ entry, index, facts: entryFacts(entry) }))
    .filter(({ facts }) => keep(facts))
    .sort((a, b) => b.facts.atMs - a.facts.atMs || b.index - a.index)
    .map(({ entry }) => entry)
}
