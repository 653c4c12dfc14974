/**
 * Which journal entries a filter keeps.
 *
 * Pure, so the store, the export and the tests share one meaning. The store
 * keeps each entry's search text (`journalEntryText`) and time in its index
 * and hands them in, so a filter over 100,000 entries builds no text.
 */
import type { JournalFilter } from '@shared/ipc/channels/journal'
import type { JournalEntry } from './entry'

/** What the store already knows of an entry, so the filter need not compute it. */
export interface EntryFacts {
  /** `journalEntryText(entry)`. */
  text: string
  /** `Date.parse(entry.at)`. */
  atMs: number
}

export type JournalPredicate = (entry: JournalEntry, facts?: EntryFacts) => boolean

const valueText = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** Field names and values of a record, one after the other. */
function recordText(record: Record<string, unknown> | null, parts: string[]): void {
  if (!record) return
  for (const [name, value] of Object.entries(record)) parts.push(name, valueText(value))
}

/**
 * The text a filter's `text` is looked for in, lower case: the resource's
 * name and ID, and every field name and value the change holds (sent,
 * before and after), or the pictures' addresses.
 */
export function journalEntryText(entry: JournalEntry): string {
  const parts = [entry.resource.name ?? '', entry.resource.id]
  const change = entry.change
  switch (change.operation) {
    case 'session-update':
      recordText(change.sent, parts)
      for (const [name, before] of Object.entries(change.before))
        parts.push(name, before.known ? valueText(before.value) : '')
      recordText(change.after, parts)
      break
    case 'location-delete':
      if (change.before.known) recordText(change.before.value, parts)
      break
    case 'speaker-picture':
    case 'sponsor-image':
      if (change.operation === 'sponsor-image') parts.push(change.imageType)
      if (change.before.known) parts.push(change.before.value.url ?? '')
      parts.push(change.after?.url ?? '')
      break
  }
  // Joined by a newline, which a typed search never holds, so no match spans two parts.
  return parts.join('\n').toLowerCase()
}

/**
 * The filter as a test on one entry.
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
  return (entry, facts) => {
    if (eventId !== undefined && entry.eventId.toLowerCase() !== eventId) return false
    if (kinds && !kinds.has(entry.resource.kind)) return false
    if (outcomes && !outcomes.has(entry.outcome.status)) return false
    if (resource && (entry.resource.kind !== resource.kind || entry.resource.id !== resource.id))
      return false
    if (batchId !== undefined && entry.batchId !== batchId) return false
    if (sinceMs !== null) {
      const atMs = facts?.atMs ?? Date.parse(entry.at)
      if (!(atMs >= sinceMs)) return false
    }
    if (text !== null && !(facts?.text ?? journalEntryText(entry)).includes(text)) return false
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
    .map((entry, index) => ({ entry, index, atMs: Date.parse(entry.at) }))
    .filter(({ entry }) => keep(entry))
    .sort((a, b) => b.atMs - a.atMs || b.index - a.index)
    .map(({ entry }) => entry)
}
