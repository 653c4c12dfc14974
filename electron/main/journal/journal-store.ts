/**
 * Where the change journal keeps its entries and picture bytes.
 *
 * One store per workspace, in the profile folder (docs/journal.md). The
 * recorder (what a write was, before and after) and the `journal:*` handlers
 * use this interface; the file store behind it decides the format.
 */
import type { JournalFilter, JournalSettings } from '@shared/ipc/channels/journal'
import type { JournalEntry, KeptBytes } from '@shared/journal/entry'

export interface JournalStore {
  /**
   * Records an entry, new or a later version of one (same `id`): the last one put wins.
   *
   * Durable when it resolves; after a kill at any moment the entry is whole or absent.
   */
  put(entry: JournalEntry): Promise<void>
  /** The last version; `get` and `list` answer the store's own objects, never to be changed. */
  get(entryId: string): JournalEntry | null
  /** Newest first; `total` counts every match, `entries` the first `limit`. */
  list(filter: JournalFilter, limit: number): { entries: JournalEntry[]; total: number }
  /** Keeps picture bytes (once per content) and says how they are named. */
  keepBytes(bytes: Uint8Array, contentType: string): Promise<KeptBytes>
  /** Kept bytes, or null when the size cap removed them or none were kept. */
  readBytes(sha256: string): Promise<{ bytes: Uint8Array; contentType: string } | null>
  /** Set when the journal was unreadable and was moved aside: the sentence to show. */
  readonly notice: string | null
}

export interface JournalStores {
  /** The workspace's store, opened (and pruned) on first use. */
  of(workspaceId: string): Promise<JournalStore>
  settings(): Promise<JournalSettings>
  /**
   * Set once the settings file was read and found unreadable (and moved aside):
   * the sentence to show, until settings are saved again.
   */
  settingsNotice(): string | null
  /** Saves the settings and prunes every open store by them. */
  setSettings(settings: JournalSettings): Promise<JournalSettings>
  dispose(): Promise<void>
}

export const DEFAULT_JOURNAL_SETTINGS: JournalSettings = { retentionDays: 180, pictureCapMb: 500 }
