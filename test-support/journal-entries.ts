/**
 * Journal entries for tests of how the window shows them: a session edit by
 * default, anything else by overrides.
 */
import type { JournalEntry } from '@shared/journal/entry'

let counter = 0

export function journalEntry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  counter += 1
  return {
    id: `entry-${counter}`,
    at: '2026-11-27T10:00:00.000Z',
    workspace: { id: 'ws-1', name: 'Emulator', address: 'http://127.0.0.1:1/' },
    eventId: 'event-1',
    resource: { kind: 'session', id: 'session-1', name: 'Opening' },
    change: {
      operation: 'session-update',
      sent: { title: 'Opening keynote' },
      before: { title: { known: true, since: '2026-11-26T08:00:00.000Z', value: 'Opening' } },
      after: { title: 'Opening keynote', totalCapacity: 100 },
    },
    outcome: { status: 'applied', sentence: null, settledAt: null },
    batchId: null,
    revertOf: null,
    revertedBy: null,
    ...overrides,
  }
}
