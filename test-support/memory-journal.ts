/**
 * A change journal held in memory: the store interface without a disk.
 *
 * The recorder's and the channels' tests use it where what is tested is not
 * the file format; entries and bytes are lost when the process ends.
 */
import { createHash } from 'node:crypto'
import type { JournalFilter, JournalSettings } from '@shared/ipc/channels/journal'
import type { JournalEntry, KeptBytes } from '@shared/journal/entry'
import { filterJournal } from '@shared/journal/filter'
import {
  DEFAULT_JOURNAL_SETTINGS,
  type JournalStore,
  type JournalStores,
} from '@main/journal/journal-store'

/** One workspace's journal in memory. */
export function createMemoryJournalStore(): JournalStore {
  const entries = new Map<string, JournalEntry>()
  const bytes = new Map<string, { bytes: Uint8Array; contentType: string }>()
  return {
    notice: null,
    async put(entry) {
      entries.set(entry.id, structuredClone(entry))
    },
    get: (entryId) => structuredClone(entries.get(entryId) ?? null),
    list(filter: JournalFilter, limit: number) {
      const matched = filterJournal([...entries.values()], filter)
      return { entries: structuredClone(matched.slice(0, limit)), total: matched.length }
    },
    async keepBytes(data, contentType): Promise<KeptBytes> {
      const sha256 = createHash('sha256').update(data).digest('hex')
      bytes.set(sha256, { bytes: new Uint8Array(data), contentType })
      return { sha256, size: data.byteLength, contentType, lostAt: null }
    },
    async readBytes(sha256) {
      const kept = bytes.get(sha256)
      return kept ? { bytes: new Uint8Array(kept.bytes), contentType: kept.contentType } : null
    },
  }
}

/** Every workspace's journal in memory, with settings that apply to nothing. */
export function createMemoryJournalStores(): JournalStores {
  const stores = new Map<string, JournalStore>()
  let settings: JournalSettings = DEFAULT_JOURNAL_SETTINGS
  return {
    async of(workspaceId) {
      let store = stores.get(workspaceId)
      if (!store) stores.set(workspaceId, (store = createMemoryJournalStore()))
      return store
    },
    settings: async () => settings,
    settingsNotice: () => null,
    async setSettings(next) {
      settings = next
      return settings
    },
    async dispose() {
      stores.clear()
    },
  }
}
