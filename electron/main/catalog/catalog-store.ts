/**
 * One catalog file per workspace in the user-data folder (`catalog/<workspaceId>.json`).
 *
 * Event ID → entries. Writes are atomic and serialised per workspace; changes
 * made during a write share the next one. A file that cannot be read is moved
 * aside and the user is told where it went: a catalog is never silently
 * emptied.
 */
import { join } from 'node:path'
import { z } from 'zod'
import { catalogEntrySchema, type CatalogEntry } from '@shared/ipc/channels/catalog'
import { ownRecordSchema } from '@shared/own-record-schema'
import { writeFileAtomic } from '../settings/atomic-file'
import { readJsonFile } from '../settings/json-file'

const fileSchema = z.object({
  version: z.literal(1),
  // Keeps every event ID, "__proto__" too (z.record would drop it).
  events: ownRecordSchema(z.array(catalogEntrySchema)),
})

export type CatalogData = Map<string, CatalogEntry[]>

export interface CatalogStore {
  read(workspaceId: string): Promise<CatalogData>
  /** Applies `change` to the current data and writes the result; serialised per workspace. */
  update<T>(workspaceId: string, change: (data: CatalogData) => T): Promise<T>
  /** Why this workspace's catalog started empty, if its file was unreadable. */
  notice(workspaceId: string): string | null
}

interface PendingChange {
  change: (data: CatalogData) => unknown
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

const copyOf = (data: CatalogData): CatalogData =>
  new Map([...data].map(([k, v]) => [k, v.map((e) => ({ ...e }))]))

/** Workspace IDs are UUIDs, but a file name must never be a path. */
function fileName(workspaceId: string): string {
  return `${workspaceId.replace(/[^A-Za-z0-9_-]/g, '_')}.json`
}

export function createCatalogStore(dir: string, now: () => number = Date.now): CatalogStore {
  const cache = new Map<string, CatalogData>()
  const loading = new Map<string, Promise<CatalogData>>()
  /** Changes waiting for the next write, per workspace; at most one write runs per workspace. */
  const pending = new Map<string, PendingChange[]>()
  const flushing = new Set<string>()
  const notices = new Map<string, string>()

  async function load(workspaceId: string): Promise<CatalogData> {
    const path = join(dir, fileName(workspaceId))
    const read = await readJsonFile(path, fileSchema, now)
    if (read.movedAsideTo) {
      notices.set(
        workspaceId,
        `The catalog of known IDs for this workspace could not be read, so it was moved aside to ${read.movedAsideTo} and a new, empty catalog was started. The old file is kept there for recovery.`,
      )
    }
    if (!read.value) return new Map()
    return new Map(Object.entries(read.value.events))
  }

  function read(workspaceId: string): Promise<CatalogData> {
    const cached = cache.get(workspaceId)
    if (cached) return Promise.resolve(cached)
    let pending = loading.get(workspaceId)
    if (!pending) {
      pending = load(workspaceId).then((data) => {
        cache.set(workspaceId, data)
        loading.delete(workspaceId)
        return data
      })
      loading.set(workspaceId, pending)
    }
    return pending
  }

  /**
   * Writes every change that arrived while the previous write ran in one
   * write: a bulk upload records each photo's result, and fifty writes with
   * an fsync each, one after the other, kept every upload waiting its turn.
   */
  async function flush(workspaceId: string): Promise<void> {
    flushing.add(workspaceId)
    try {
      for (let batch = pending.get(workspaceId); batch; batch = pending.get(workspaceId)) {
        pending.delete(workspaceId)
        await writeBatch(workspaceId, batch)
      }
    } finally {
      flushing.delete(workspaceId)
    }
  }

  async function writeBatch(workspaceId: string, batch: PendingChange[]): Promise<void> {
    let data: CatalogData
    try {
      data = await read(workspaceId)
    } catch (error) {
      for (const p of batch) p.reject(error)
      return
    }
    // Work on a copy so a failed write leaves the cache as the file is.
    let copy = copyOf(data)
    const applied: Array<{ p: PendingChange; result: unknown }> = []
    for (const p of batch) {
      try {
        applied.push({ p, result: p.change(copy) })
      } catch (error) {
        // As if it had been alone: the change that threw is left out, the others are kept.
        p.reject(error)
        copy = copyOf(data)
        for (const a of applied) a.p.change(copy)
      }
    }
    if (applied.length === 0) return
    const body = {
      version: 1,
      events: Object.fromEntries([...copy].filter(([, v]) => v.length > 0)),
    }
    try {
      await writeFileAtomic(join(dir, fileName(workspaceId)), JSON.stringify(body))
    } catch (error) {
      for (const a of applied) a.p.reject(error)
      return
    }
    cache.set(workspaceId, copy)
    for (const a of applied) a.p.resolve(a.result)
  }

  return {
    read,
    notice: (workspaceId) => notices.get(workspaceId) ?? null,
    update<T>(workspaceId: string, change: (data: CatalogData) => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const waiting = pending.get(workspaceId) ?? []
        waiting.push({ change, resolve: resolve as (value: unknown) => void, reject })
        pending.set(workspaceId, waiting)
        if (!flushing.has(workspaceId)) void flush(workspaceId)
      })
    },
  }
}
