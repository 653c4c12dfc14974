/**
 * The journal's entries in memory: the last version of each, in time order.
 *
 * Each entry's facts (search text, time, kind…) are computed once, when it
 * is set, and kept side by side, so a filter over the whole journal is one
 * pass of cheap tests that never walks the entries
 * (shared/journal/filter.ts); `bench/journal.bench.ts` measures it.
 *
 * A filter that names one resource (a sponsor's earlier images before an
 * upload, a speaker's unsettled uploads after a read) reads only that
 * resource's entries, kept in the same order beside the whole list: those
 * run on every such write and read, and the journal may hold 100,000.
 */
import type { JournalFilter } from '@shared/ipc/channels/journal'
import type { JournalEntry } from '@shared/journal/entry'
import { compileJournalFilter, entryFacts, type EntryFacts } from '@shared/journal/filter'

interface Indexed extends EntryFacts {
  entry: JournalEntry
}

export interface JournalIndex {
  /** Adds an entry or replaces the version of the same id. */
  set(entry: JournalEntry): void
  get(id: string): JournalEntry | null
  /** Newest first; `total` counts every match. */
  list(filter: JournalFilter, limit: number): { entries: JournalEntry[]; total: number }
  /** Removes the entries `drop` picks; answers how many went. */
  removeWhere(drop: (entry: JournalEntry, atMs: number) => boolean): number
  /** Every entry, oldest first. */
  entries(): JournalEntry[]
  readonly size: number
}

const indexed = (entry: JournalEntry): Indexed => ({ ...entryFacts(entry), entry })

/** The position to insert `atMs` at, after every item at the same time. */
function upperBound(items: readonly Indexed[], atMs: number): number {
  let low = 0
  let high = items.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (items[middle]!.atMs <= atMs) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * Puts `next` in its place by time, replacing `current` (the version it follows) if given.
 *
 * A version at the same time keeps its place; among equal times, a new one
 * goes last.
 */
function place(items: Indexed[], next: Indexed, current: Indexed | undefined): void {
  if (current && current.atMs === next.atMs) {
    items[items.indexOf(current)] = next
    return
  }
  if (current) items.splice(items.indexOf(current), 1)
  const last = items.at(-1)
  // Nearly every entry is the newest: a push, not a search.
  if (!last || !(last.atMs > next.atMs)) items.push(next)
  else items.splice(upperBound(items, next.atMs), 0, next)
}

const resourceKey = (kind: string, id: string) => `${kind}\u0000${id}`

/** The index of a file's entries (every version, in file order): the last version of each id wins. */
export function createJournalIndex(initial: Iterable<JournalEntry> = []): JournalIndex {
  return fromIndexed([...lastVersions(initial)].map(indexed))
}

/**
 * As `createJournalIndex`, giving the event loop a turn every few thousand
 * entries: main answers the windows while a long journal opens.
 */
export async function buildJournalIndex(initial: Iterable<JournalEntry>): Promise<JournalIndex> {
  const items: Indexed[] = []
  for (const entry of lastVersions(initial)) {
    items.push(indexed(entry))
    if (items.length % ENTRIES_PER_TURN === 0) await new Promise(setImmediate)
  }
  return fromIndexed(items)
}

const ENTRIES_PER_TURN = 2_000

function lastVersions(initial: Iterable<JournalEntry>): IterableIterator<JournalEntry> {
  const last = new Map<string, JournalEntry>()
  for (const entry of initial) last.set(entry.id, entry)
  return last.values()
}

function fromIndexed(items: Indexed[]): JournalIndex {
  const byId = new Map<string, Indexed>(items.map((item) => [item.entry.id, item]))
  /** Oldest first; among equal times, in the order first set (a stable sort of file order). */
  let ordered = items.sort((a, b) => a.atMs - b.atMs)
  /** Each resource's entries, in the order of `ordered`. */
  const byResource = new Map<string, Indexed[]>()
  for (const item of ordered) {
    const key = resourceKey(item.kind, item.resourceId)
    const list = byResource.get(key)
    if (list) list.push(item)
    else byResource.set(key, [item])
  }

  function set(entry: JournalEntry): void {
    const next = indexed(entry)
    const current = byId.get(entry.id)
    byId.set(entry.id, next)
    place(ordered, next, current)
    const key = resourceKey(next.kind, next.resourceId)
    if (current && resourceKey(current.kind, current.resourceId) !== key) {
      // A version of the entry about another resource: it leaves the old one's list.
      unlist(current)
      place(resourceList(key), next, undefined)
    } else place(resourceList(key), next, current)
  }

  function resourceList(key: string): Indexed[] {
    let list = byResource.get(key)
    if (!list) byResource.set(key, (list = []))
    return list
  }

  function unlist(item: Indexed): void {
    const key = resourceKey(item.kind, item.resourceId)
    const list = byResource.get(key)
    if (!list) return
    list.splice(list.indexOf(item), 1)
    if (list.length === 0) byResource.delete(key)
  }

  return {
    set,
    get: (id) => byId.get(id)?.entry ?? null,
    list(filter, limit) {
      const keep = compileJournalFilter(filter)
      // Newest first: past `since`, every entry left is older still.
      const sinceMs = filter.since === undefined ? null : Date.parse(filter.since)
      const entries: JournalEntry[] = []
      let total = 0
      const items = filter.resource
        ? (byResource.get(resourceKey(filter.resource.kind, filter.resource.id)) ?? [])
        : ordered
      for (let i = items.length - 1; i >= 0; i--) {
        const item = items[i]!
        if (sinceMs !== null && item.atMs < sinceMs) break
        if (!keep(item)) continue
        if (total++ < limit) entries.push(item.entry)
      }
      return { entries, total }
    },
    removeWhere(drop) {
      const before = ordered.length
      ordered = ordered.filter((item) => {
        if (!drop(item.entry, item.atMs)) return true
        byId.delete(item.entry.id)
        unlist(item)
        return false
      })
      return before - ordered.length
    },
    entries: () => ordered.map((item) => item.entry),
    get size() {
      return ordered.length
    },
  }
}
