/**
 * One workspace's journal: its entries file, its index in memory and its pictures.
 *
 * Opening reads the file (dropping a torn last line, moving a damaged file
 * aside), then prunes: entries older than the retention period go, and
 * picture bytes over the size cap go oldest first, each entry that named
 * them getting a new version saying when. Every write goes through one
 * queue, so two puts never interleave their lines (docs/journal.md).
 */
import { rename } from 'node:fs/promises'
import { join } from 'node:path'
import { makePrivateDir } from '../settings/private-dir'
import type { JournalSettings } from '@shared/ipc/channels/journal'
import { journalEntrySchema, type JournalEntry } from '@shared/journal/entry'
import type { Logger } from '@main/logging/logger'
import type { JournalStore } from './journal-store'
import { buildJournalIndex } from './journal-index'
import { dropTornTail, openAppender, readJournalLog, rewriteJournalLog } from './journal-log'
import type { ReadJournal } from './journal-read'
import { createPictureStore } from './picture-store'
import { keptBytesOf, withBytesLost } from './picture-refs'

const DAY_MS = 86_400_000
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
/** The picture cap's unit: MB as file managers count it. */
const MB = 1_000_000
/** Versions the file may hold beyond one per entry before it is rewritten with the last of each. */
const SLACK_LINES = 1_000

export interface WorkspaceJournal extends JournalStore {
  /** Drops what the settings no longer keep. */
  prune(settings: JournalSettings): Promise<void>
  close(): Promise<void>
}

export interface WorkspaceJournalOptions {
  /** The workspace's journal folder. */
  dir: string
  settings: JournalSettings
  now: () => number
  log: Logger
  /** New versions the journal made itself (bytes removed by the cap). */
  onChanged?: (entries: JournalEntry[]) => void
  /** Reads the entries file (the app: in a worker thread, journal-read.ts); by default on this thread. */
  readLog?: ReadJournal
}

export async function openWorkspaceJournal(
  options: WorkspaceJournalOptions,
): Promise<WorkspaceJournal> {
  const { dir, now, log } = options
  const path = join(dir, 'entries.jsonl')
  await makePrivateDir(dir)
  const read = await (options.readLog ?? readJournalLog)(path)
  let notice: string | null = null
  if (read && read.tornBytes > 0) {
    log.warn('journal: dropped a last line cut short', { path, bytes: read.tornBytes })
    await dropTornTail(path, read.wholeLength)
  }
  const index = await buildJournalIndex(read?.entries ?? [])
  let lines = read?.entries.length ?? 0
  if (read && read.badLines > 0) {
    const aside = `${path}.corrupt-${now()}`
    await rename(path, aside)
    await rewriteJournalLog(path, index.entries())
    lines = index.size
    notice =
      `This workspace's change journal had ${count(read.badLines, 'unreadable line')}. ` +
      `The file was moved to ${aside}, and ${count(index.size, 'readable entry', 'readable entries')} ${index.size === 1 ? 'was' : 'were'} kept.`
    log.warn('journal: unreadable lines, file moved aside', { to: aside, badLines: read.badLines })
  }
  const pictures = createPictureStore(join(dir, 'pictures'), now)
  for (const repair of await pictures.load())
    log.warn('journal: unreadable picture description moved aside', { ...repair })
  let appender = await openAppender(path)
  let queue: Promise<unknown> = Promise.resolve()

  function serial<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work)
    queue = next.catch(() => undefined)
    return next
  }

  async function putNow(entry: JournalEntry): Promise<void> {
    await appender.append(entry)
    lines++
    index.set(entry)
  }

  /** Rewrites the file with the last version of each entry kept. */
  async function compact(): Promise<void> {
    await appender.close()
    try {
      await rewriteJournalLog(path, index.entries())
      lines = index.size
    } finally {
      appender = await openAppender(path)
    }
  }

  /**
   * Removes picture bytes: those no entry names (`orphans`: all of them; else
   * those kept before `cutoff`), then the least recently named while over
   * `capBytes`, never `spare`. Entries naming removed or missing bytes get a new version.
   */
  async function prunePictures(
    capBytes: number,
    cutoff: number,
    orphans: boolean,
    spare?: string,
  ): Promise<void> {
    const lastUse = new Map<string, number>()
    const named = index.entries()
    named.forEach((entry) => {
      const at = Date.parse(entry.at) || 0
      for (const bytes of keptBytesOf(entry))
        lastUse.set(bytes.sha256, Math.max(lastUse.get(bytes.sha256) ?? 0, at))
    })
    for (const picture of pictures.all()) {
      if (lastUse.has(picture.sha256) || picture.sha256 === spare) continue
      if (orphans || picture.keptAt < cutoff) await pictures.remove(picture.sha256)
    }
    let total = pictures.totalBytes()
    const oldestFirst = pictures
      .all()
      .map((p) => ({ ...p, use: Math.max(p.keptAt, lastUse.get(p.sha256) ?? 0) }))
      .sort((a, b) => a.use - b.use)
    for (const picture of oldestFirst) {
      if (total <= capBytes) break
      if (picture.sha256 === spare) continue
      await pictures.remove(picture.sha256)
      total -= picture.size
    }
    const present = new Set(pictures.all().map((p) => p.sha256))
    const at = new Date(now()).toISOString()
    const changed: JournalEntry[] = []
    for (const entry of named) {
      const next = withBytesLost(entry, (sha256) => !present.has(sha256), at)
      if (!next) continue
      await putNow(next)
      changed.push(next)
    }
    if (changed.length > 0) options.onChanged?.(changed)
  }

  async function pruneNow(settings: JournalSettings, orphans: boolean): Promise<void> {
    const cutoff = now() - settings.retentionDays * DAY_MS
    const dropped = index.removeWhere((_, atMs) => atMs < cutoff)
    if (dropped > 0) log.info('journal: dropped entries past the retention period', { dropped })
    if (dropped > 0 || lines > index.size + SLACK_LINES) await compact()
    await prunePictures(settings.pictureCapMb * MB, cutoff, orphans)
  }

  let settings = options.settings
  await serial(() => pruneNow(settings, true))

  return {
    get notice() {
      return notice
    },
    put: (entry) =>
      serial(async () => {
        const valid = journalEntrySchema.parse(entry)
        // Bytes the cap removed before the entry came are lost from the start.
        const gone = (sha256: string) => !pictures.has(sha256)
        await putNow(withBytesLost(valid, gone, new Date(now()).toISOString()) ?? valid)
      }),
    get: (id) => index.get(id),
    list: (filter, limit) => index.list(filter, limit),
    keepBytes: (bytes, contentType) =>
      serial(async () => {
        const kept = await pictures.keep(bytes, contentType)
        if (pictures.totalBytes() > settings.pictureCapMb * MB)
          await prunePictures(settings.pictureCapMb * MB, -Infinity, false, kept.sha256)
        return kept
      }),
    readBytes: (sha256) => pictures.read(sha256),
    prune(next) {
      settings = next
      return serial(() => pruneNow(next, false))
    },
    close: () =>
      serial(async () => {
        await appender.close()
      }),
  }
}
