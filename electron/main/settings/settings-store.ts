/**
 * Settings are one JSON file in the user-data folder.
 *
 * Reads tolerate a missing file; a corrupt file is moved aside (never silently
 * emptied) and the user is told. Writes are atomic and serialised, and a read
 * sees every write asked before it.
 */
import { z } from 'zod'
import { DEFAULT_PREFERENCES, preferencesSchema } from '@shared/ipc/channels/preferences'
import { writeFileAtomic } from './atomic-file'
import { readJsonFile } from './json-file'

export const storedWorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  /** Last four characters of the key, for display; the key itself is in the keychain. */
  keyLast4: z.string().nullable().default(null),
  isDemo: z.boolean().default(false),
  defaultTeamId: z.string().nullable().default(null),
  eventId: z.string().nullable().default(null),
  recentEventIds: z.array(z.string()).default([]),
  /** Event names by ID, as the service's list of events gave them (where it has one). */
  eventNames: z.record(z.string(), z.string()).default({}),
  /** Requests per UTC day, where the service raised it; absent: the documented default. */
  dailyQuota: z.number().int().min(1).optional(),
})
export type StoredWorkspace = z.infer<typeof storedWorkspaceSchema>

export const windowStateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400),
  height: z.number().int().min(300),
  maximized: z.boolean().default(false),
})

export const settingsSchema = z.object({
  version: z.literal(1).default(1),
  workspaces: z.array(storedWorkspaceSchema).default([]),
  activeWorkspaceId: z.string().nullable().default(null),
  /** Set once the demo workspace has been offered, so removing it is final. */
  demoDismissed: z.boolean().default(false),
  window: windowStateSchema.nullable().default(null),
  /** The app's own preferences (the Preferences dialog); absent in files from before them. */
  preferences: preferencesSchema
    .partial()
    .default({})
    .transform((p) => ({ ...DEFAULT_PREFERENCES, ...p })),
})
export type Settings = z.infer<typeof settingsSchema>

export interface SettingsStore {
  /** The settings once every write asked before this read has landed. */
  read(): Promise<Settings>
  update(change: (current: Settings) => Settings): Promise<Settings>
  /** The settings last read or written, without waiting; null before the first read. */
  peek(): Settings | null
  /** Set when a corrupt file was moved aside at the last read. */
  readonly recovered: string | null
  /** Calls `listener` with the settings after each write; returns the unsubscribe function. */
  onChange(listener: (settings: Settings) => void): () => void
}

export function createSettingsStore(path: string): SettingsStore {
  let cache: Settings | null = null
  let queue: Promise<unknown> = Promise.resolve()
  let recovered: string | null = null
  const listeners = new Set<(settings: Settings) => void>()

  async function load(): Promise<Settings> {
    if (cache) return cache
    const read = await readJsonFile(path, settingsSchema)
    if (read.movedAsideTo) recovered = read.movedAsideTo
    return (cache = read.value ?? settingsSchema.parse({}))
  }

  return {
    get recovered() {
      return recovered
    },
    // After the writes already asked: a window reloaded right after a change reads it back.
    read: () => queue.then(load),
    peek: () => cache,
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    update(change) {
      const next = queue.then(async () => {
        const updated = settingsSchema.parse(change(await load()))
        await writeFileAtomic(path, JSON.stringify(updated, null, 2))
        cache = updated
        for (const listener of listeners) listener(updated)
        return updated
      })
      queue = next.catch(() => undefined)
      return next
    },
  }
}
