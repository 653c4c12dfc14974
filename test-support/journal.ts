/**
 * Journal entries for the recorder's and the undo's tests: each call a new ID
 * and a later time, so entries list in the order made (the store's own tests
 * build theirs with test-support/journal-entries.ts).
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { JournalEntry } from '@shared/journal/entry'
import { createJournalStores } from '@main/journal/file-journal-store'
import type { JournalStores } from '@main/journal/journal-store'
import { silentLogger } from '@main/logging/logger'

export { createMemoryJournalStores } from './memory-journal'

/** The journal's file stores in `dir`, its settings file holding `settingsText` first. */
export async function fileJournalStores(dir: string, settingsText: string): Promise<JournalStores> {
  await writeFile(join(dir, 'settings.json'), settingsText)
  return createJournalStores({ dir, now: Date.now, log: silentLogger })
}

let n = 0

/** A session update applied to "Opening", with `overrides` on top. */
export function journalEntry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  n += 1
  return {
    id: `entry-${n}`,
    at: new Date(Date.UTC(2026, 0, 1, 9, 0, n)).toISOString(),
    workspace: { id: 'ws-1', name: 'Main', address: 'http://127.0.0.1:1' },
    eventId: 'event-1',
    resource: { kind: 'session', id: 'session-1', name: 'Opening' },
    change: {
      operation: 'session-update',
      sent: { title: 'Opening keynote' },
      before: { title: { known: true, since: '2026-01-01T08:00:00.000Z', value: 'Opening' } },
      after: { id: 'session-1', title: 'Opening keynote' },
    },
    outcome: { status: 'applied', sentence: null, settledAt: null },
    batchId: null,
    revertOf: null,
    revertedBy: null,
    ...overrides,
  }
}
