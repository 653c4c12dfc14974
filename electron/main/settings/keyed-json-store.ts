/**
 * One JSON file of entries keyed by workspace and event, kept in memory after the first read.
 *
 * Writes are atomic and serialised, so two quick changes can never interleave;
 * an unreadable file is moved aside (json-file.ts) and the next read reports
 * where, once. Saved views and session drafts are both this.
 */
import { z } from 'zod'
import { ownRecord, ownValue, withOwn } from '@shared/own-record'
import { ownRecordSchema } from '@shared/own-record-schema'
import { writeFileAtomic } from './atomic-file'
import { readJsonFile } from './json-file'

export interface EventKey {
  workspaceId: string
  eventId: string
}

/** `<workspaceId> <eventId>` (a space never occurs in either); event IDs are case-blind. */
export const keyOfEvent = (scope: EventKey) => `${scope.workspaceId} ${scope.eventId.toLowerCase()}`

export interface KeyedJsonStoreOptions<S extends z.ZodType> {
  path: string
  /** The record's property in the file (kept as it always was, so old files still read). */
  field: string
  entrySchema: S
  emptyEntry: () => z.output<S>
  now?: () => number
}

export function createKeyedJsonStore<S extends z.ZodType>(options: KeyedJsonStoreOptions<S>) {
  type Entry = z.output<S>
  const fileSchema = z.object({
    version: z.literal(1).default(1),
    [options.field]: ownRecordSchema(options.entrySchema).default(() => ownRecord<z.output<S>>()),
  })
  const now = options.now ?? Date.now
  let cache: Record<string, Entry> | null = null
  let queue: Promise<unknown> = Promise.resolve()
  let recovered: string | null = null

  async function load(): Promise<Record<string, Entry>> {
    if (cache) return cache
    const read = await readJsonFile(options.path, fileSchema, now)
    if (read.movedAsideTo) recovered = read.movedAsideTo
    return (cache =
      (read.value?.[options.field] as Record<string, Entry> | undefined) ?? ownRecord())
  }

  return {
    /** The entry for `scope`, after any pending write. */
    async read(scope: EventKey): Promise<Entry> {
      await queue
      return ownValue(await load(), keyOfEvent(scope)) ?? options.emptyEntry()
    },

    /** Applies `change` to one entry and writes the file; serialised with other writes. */
    update<T>(scope: EventKey, change: (entry: Entry) => { entry: Entry; result: T }): Promise<T> {
      const next = queue.then(async () => {
        const entries = await load()
        const key = keyOfEvent(scope)
        const { entry, result } = change(ownValue(entries, key) ?? options.emptyEntry())
        const updated = withOwn(entries, key, entry)
        await writeFileAtomic(
          options.path,
          JSON.stringify({ version: 1, [options.field]: updated }),
        )
        cache = updated
        return result
      })
      queue = next.catch(() => undefined)
      return next
    },

    /** Where an unreadable file was moved at the last read, reported once. */
    takeRecovered(): string | null {
      const where = recovered
      recovered = null
      return where
    },
  }
}
