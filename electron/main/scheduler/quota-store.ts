/**
 * The daily request counter of every workspace, per UTC day.
 *
 * Persisted in the user-data folder so restarting the app does not forget what
 * today's quota already spent. Writes are atomic and coalesced: at most one
 * write in flight and one pending, however many requests are counted meanwhile.
 */
import { z } from 'zod'
import { writeFileAtomic } from '../settings/atomic-file'
import { readJsonFile } from '../settings/json-file'

const fileSchema = z.object({
  version: z.literal(1),
  /** UTC day, YYYY-MM-DD. */
  day: z.string(),
  used: z.record(z.string(), z.number().int().min(0)),
})

export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Start of the next UTC day, in ms. */
export function nextUtcMidnight(ms: number): number {
  const d = new Date(ms)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1)
}

export interface QuotaStore {
  /** Reads the file once; later calls return at once. */
  load(): Promise<void>
  used(workspaceId: string): number
  add(workspaceId: string, count: number): void
  /** The server said today's quota is gone: remember it so no more work starts. */
  exhaust(workspaceId: string, limit: number): void
  /** Waits for pending writes. */
  flush(): Promise<void>
  /** Set when a corrupt file was moved aside during load. */
  readonly recovered: string | null
}

export function createQuotaStore(path: string | null, now: () => number): QuotaStore {
  let day = utcDay(now())
  let used = new Map<string, number>()
  let loading: Promise<void> | null = null
  let recovered: string | null = null
  let writing: Promise<void> | null = null
  let dirty = false

  function roll(): void {
    const today = utcDay(now())
    if (today !== day) {
      day = today
      used = new Map()
    }
  }

  async function read(): Promise<void> {
    if (!path) return
    const read = await readJsonFile(path, fileSchema, now)
    // Never silently reset: a bad file is kept for inspection and reported.
    if (read.movedAsideTo) recovered = read.movedAsideTo
    if (!read.value) return
    if (read.value.day === utcDay(now())) used = new Map(Object.entries(read.value.used))
  }

  function persist(): void {
    if (!path) return
    dirty = true
    if (writing) return
    const target = path
    writing = (async () => {
      while (dirty) {
        dirty = false
        const body = { version: 1, day, used: Object.fromEntries(used) }
        try {
          await writeFileAtomic(target, JSON.stringify(body))
        } catch {
          // A failed write must not fail the request that was counted; the
          // next count tries again.
        }
      }
      writing = null
    })()
  }

  return {
    get recovered() {
      return recovered
    },
    load() {
      loading ??= read()
      return loading
    },
    used(workspaceId) {
      roll()
      return used.get(workspaceId) ?? 0
    },
    add(workspaceId, count) {
      roll()
      used.set(workspaceId, (used.get(workspaceId) ?? 0) + count)
      persist()
    },
    exhaust(workspaceId, limit) {
      roll()
      used.set(workspaceId, Math.max(limit, used.get(workspaceId) ?? 0))
      persist()
    },
    async flush() {
      while (writing) await writing
    },
  }
}
