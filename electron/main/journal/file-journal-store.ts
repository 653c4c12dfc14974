/**
 * The change journal's stores, one folder per workspace under `<userDataDir>/journal`.
 *
 * A workspace's store opens (and is pruned) on first use and stays open; the
 * journal's own settings are `settings.json` in the same folder, read and
 * written as the app's other JSON files are (docs/journal.md).
 */
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { journalSettingsSchema, type JournalSettings } from '@shared/ipc/channels/journal'
import type { JournalEntry } from '@shared/journal/entry'
import { settledAfterStop } from '@shared/journal/record'
import type { Logger } from '@main/logging/logger'
import { writeFileAtomic } from '@main/settings/atomic-file'
import { readJsonFile } from '@main/settings/json-file'
import { DEFAULT_JOURNAL_SETTINGS, type JournalStores } from './journal-store'
import type { ReadJournal } from './journal-read'
import { openWorkspaceJournal, type WorkspaceJournal } from './workspace-journal'

export interface JournalStoresOptions {
  /** The journal's folder: `join(userDataDir, 'journal')`. */
  dir: string
  now: () => number
  log: Logger
  /** New versions a store made itself (bytes removed by the size cap), for `journal:changed`. */
  onChanged?: (workspaceId: string, entries: JournalEntry[]) => void
  /** Reads a workspace's entries file (the app: in a worker thread); by default on this thread. */
  readLog?: ReadJournal
}

const PLAIN_ID = /^[A-Za-z0-9_-]{1,100}$/

/**
 * The folder name of a workspace's journal: its ID when that is a safe name,
 * else `=` and the ID's SHA-256 (`=` never occurs in a plain ID, so the two never meet).
 */
export const workspaceFolder = (workspaceId: string): string =>
  PLAIN_ID.test(workspaceId)
    ? workspaceId
    : `=${createHash('sha256').update(workspaceId).digest('hex')}`

const settingsMovedAside = (to: string): string => {
  const { retentionDays, pictureCapMb } = DEFAULT_JOURNAL_SETTINGS
  return `The change journal's settings could not be read. The file was moved to ${to}, and the defaults apply: changes are kept for ${retentionDays} days and pictures take up to ${pictureCapMb} MB. Save the settings again in Journal settings.`
}

export function createJournalStores(options: JournalStoresOptions): JournalStores {
  const { dir, now, log } = options
  const settingsPath = join(dir, 'settings.json')
  const open = new Map<string, Promise<WorkspaceJournal>>()
  let current: JournalSettings | null = null
  let notice: string | null = null
  let queue: Promise<unknown> = Promise.resolve()
  let closed = false

  async function settings(): Promise<JournalSettings> {
    if (current) return current
    const read = await readJsonFile(settingsPath, journalSettingsSchema, now)
    if (read.movedAsideTo) {
      log.warn('journal settings were unreadable and were moved aside', { to: read.movedAsideTo })
      notice ??= settingsMovedAside(read.movedAsideTo)
    }
    return (current ??= read.value ?? DEFAULT_JOURNAL_SETTINGS)
  }

  /**
   * Writes still pending when the journal opens were out when Stagehand stopped.
   *
   * A store opens before this run sends anything through it, so every pending
   * entry found here is an earlier run's: it may have been applied.
   */
  async function settleLeftOver(store: WorkspaceJournal, workspaceId: string): Promise<void> {
    const settled: JournalEntry[] = []
    for (;;) {
      const left = store.list({ outcomes: ['pending'] }, 500).entries
      if (left.length === 0) break
      for (const entry of left) {
        const next = settledAfterStop(entry)!
        await store.put(next)
        settled.push(next)
      }
    }
    if (settled.length > 0) {
      log.warn('journal found writes left unanswered by the last run', { count: settled.length })
      options.onChanged?.(workspaceId, settled)
    }
  }

  function of(workspaceId: string): Promise<WorkspaceJournal> {
    // Closed with the app: a folder opened now could be one being removed.
    if (closed) return Promise.reject(new Error('The change journal is closed.'))
    let store = open.get(workspaceId)
    if (!store) {
      store = settings()
        .then((kept) =>
          openWorkspaceJournal({
            dir: join(dir, workspaceFolder(workspaceId)),
            settings: kept,
            now,
            log,
            onChanged: (entries) => options.onChanged?.(workspaceId, entries),
            ...(options.readLog ? { readLog: options.readLog } : {}),
          }),
        )
        .then(async (opened) => {
          await settleLeftOver(opened, workspaceId)
          return opened
        })
      open.set(workspaceId, store)
      // A store that failed to open is tried again at the next use.
      store.catch((error: unknown) => {
        log.error('journal could not be opened', { workspaceId, error })
        if (open.get(workspaceId) === store) open.delete(workspaceId)
      })
    }
    return store
  }

  return {
    of,
    settings,
    settingsNotice: () => notice,
    setSettings(next) {
      const saved = queue.then(async () => {
        const valid = journalSettingsSchema.parse(next)
        await writeFileAtomic(settingsPath, JSON.stringify(valid, null, 2))
        current = valid
        notice = null
        const stores = await Promise.allSettled(open.values())
        for (const store of stores) if (store.status === 'fulfilled') await store.value.prune(valid)
        return valid
      })
      queue = saved.catch(() => undefined)
      return saved
    },
    async dispose() {
      closed = true
      await queue
      const stores = await Promise.allSettled(open.values())
      open.clear()
      for (const store of stores) if (store.status === 'fulfilled') await store.value.close()
    },
  }
}
