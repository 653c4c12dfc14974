/**
 * A folder of JSON records, one file per record, named after its ID.
 *
 * The one store for what the app keeps one file per thing of (an export's
 * checkpoint, an import's apply): each written atomically in a private folder,
 * one write per file at a time so the last state is written last. A file that
 * cannot be read as a record is moved aside (json-file.ts), never deleted and
 * never silently skipped: `list` says where it went, for the log.
 */
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { z } from 'zod'
import { writeFileAtomic } from './atomic-file'
import { readJsonFile } from './json-file'
import { makePrivateDir } from './private-dir'

/** IDs the app makes (UUIDs): anything else names no file. */
const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/

export interface RecordFolder<T> {
  readonly dir: string
  /** Writes the record under its ID, after any write of the same record under way. */
  save(record: T): Promise<void>
  /** Removes the record, once a write under way has ended. */
  remove(id: string): Promise<void>
  /** Every record that reads; each file that does not is moved aside and told to `onAside`. */
  list(onAside?: (file: string, movedTo: string) => void): Promise<T[]>
}

export function createRecordFolder<S extends z.ZodType>(
  dir: string,
  schema: S,
  idOf: (record: z.output<S>) => string,
): RecordFolder<z.output<S>> {
  const pathOf = (id: string) => {
    if (!SAFE_ID.test(id)) throw new Error('a record ID names no file')
    return join(dir, `${id}.json`)
  }
  /** Per file, the write under way: the next waits for it. */
  const writing = new Map<string, Promise<void>>()

  return {
    dir,
    save(record) {
      let path: string
      try {
        path = pathOf(idOf(record))
      } catch (error) {
        return Promise.reject(error as Error)
      }
      const text = JSON.stringify(record)
      const next = (writing.get(path) ?? Promise.resolve()).then(async () => {
        await makePrivateDir(dir)
        await writeFileAtomic(path, text)
      })
      const settled = next.catch(() => undefined)
      writing.set(path, settled)
      void settled.then(() => {
        if (writing.get(path) === settled) writing.delete(path)
      })
      return next
    },

    async remove(id) {
      const path = pathOf(id)
      await writing.get(path)
      await rm(path, { force: true })
    },

    async list(onAside) {
      let names: string[]
      try {
        names = await readdir(dir)
      } catch {
        return []
      }
      const out: z.output<S>[] = []
      for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
        const read = await readJsonFile(join(dir, name), schema)
        if (read.value) out.push(read.value)
        else if (read.movedAsideTo) onAside?.(name, read.movedAsideTo)
      }
      return out
    },
  }
}
