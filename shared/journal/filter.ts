/**
 * Whether a journal entry matches the History screen's filter.
 *
 * Pure, so every store (on disk, in memory) filters alike.
 */
import type { JournalFilter } from '@shared/ipc/channels/journal'
import type { JournalEntry } from './entry'

/** Every text of an entry the filter's words are looked for in: names, IDs, field names and values. */
function textsOf(entry: JournalEntry): string[] {
  const texts = [entry.resource.id, entry.resource.name ?? '', entry.eventId]
  if (entry.outcome.sentence) texts.push(entry.outcome.sentence)
  const change = entry.change
  if (change.operation === 'session-update') {
    for (const [field, value] of Object.entries(change.sent)) {
      texts.push(field, JSON.stringify(value) ?? '')
    }
  } else if (change.operation === 'sponsor-image') {
    texts.push(change.imageType)
  }
  return texts
}

export function matchesJournalFilter(entry: JournalEntry, filter: JournalFilter): boolean {
  if (filter.eventId && entry.eventId.toLowerCase() !== filter.eventId.toLowerCase()) return false
  if (filter.kinds?.length && !filter.kinds.includes(entry.resource.kind)) return false
  if (filter.outcomes?.length && !filter.outcomes.includes(entry.outcome.status)) return false
  if (filter.batchId && entry.batchId !== filter.batchId) return false
  if (filter.since && entry.at < filter.since) return false
  if (
    filter.resource &&
    (entry.resource.kind !== filter.resource.kind ||
      entry.resource.id.toLowerCase() !== filter.resource.id.toLowerCase())
  ) {
    return false
  }
  const words = filter.text?.trim().toLowerCase()
  if (words && !textsOf(entry).some((t) => t.toLowerCase().includes(words))) return false
  return true
}
