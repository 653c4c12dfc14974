/**
 * Unsaved session edits and each event's chosen time zone, in one JSON file
 * of the user-data folder, so a draft survives a restart of the app. Writes
 * are atomic and serialised (like saved views); a corrupt file is moved
 * aside, never silently emptied, and the next read says where.
 */
import { readFile, rename } from 'node:fs/promises'
import { z } from 'zod'
import { appError } from '../../../shared/errors'
import { sessionDraftSchema } from '../../../shared/ipc/channels/session-drafts'
import type { SessionDraft } from '../../../shared/ipc/channels/session-drafts'
import type { SessionFormValues } from '../../../shared/sessions/session-form'
import { isTimeZone } from '../../../shared/sessions/zoned-time'
import { writeFileAtomic } from '../settings/atomic-file'

const eventEntrySchema = z.object({
  timeZone: z.string().nullable().default(null),
  drafts: z.record(z.string(), sessionDraftSchema).default({}),
})
type EventEntry = z.output<typeof eventEntrySchema>

const fileSchema = z.object({
  version: z.literal(1).default(1),
  /** Key: `<workspaceId> <eventId>` (a space never occurs in either). */
  events: z.record(z.string(), eventEntrySchema).default({}),
})
type DraftsFile = z.output<typeof fileSchema>

export interface EventScope {
  workspaceId: string
  eventId: string
}
export interface SessionScope extends EventScope {
  sessionId: string
}

export interface DraftStoreDeps {
  path: string
  now?: () => number
}

const keyOf = (scope: EventScope) => `${scope.workspaceId} ${scope.eventId.toLowerCase()}`
const EMPTY: EventEntry = { timeZone: null, drafts: {} }

export function createDraftStore(deps: DraftStoreDeps) {
  const now = deps.now ?? Date.now
  let cache: DraftsFile | null = null
  let queue: Promise<unknown> = Promise.resolve()
  let recovered: string | null = null

  async function load(): Promise<DraftsFile> {
    if (cache) return cache
    let text: string
    try {
      text = await readFile(deps.path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return (cache = fileSchema.parse({}))
      throw error
    }
    try {
      cache = fileSchema.parse(JSON.parse(text))
    } catch {
      recovered = `${deps.path}.corrupt-${now()}`
      await rename(deps.path, recovered)
      cache = fileSchema.parse({})
    }
    return cache
  }

  function update<T>(
    scope: EventScope,
    change: (entry: EventEntry) => { entry: EventEntry; result: T },
  ) {
    const next = queue.then(async () => {
      const file = await load()
      const key = keyOf(scope)
      const { entry, result } = change(file.events[key] ?? EMPTY)
      const updated: DraftsFile = { ...file, events: { ...file.events, [key]: entry } }
      await writeFileAtomic(deps.path, JSON.stringify(updated))
      cache = updated
      return result
    })
    queue = next.catch(() => undefined)
    return next
  }

  async function read(scope: EventScope): Promise<EventEntry> {
    await queue
    return (await load()).events[keyOf(scope)] ?? EMPTY
  }

  return {
    async event(scope: EventScope) {
      const entry = await read(scope)
      const notice = recovered
        ? `The file of unsaved session edits could not be read and was moved to ${recovered}.`
        : null
      recovered = null
      return {
        timeZone: entry.timeZone,
        drafts: Object.entries(entry.drafts).map(([sessionId, d]) => ({
          sessionId,
          savedAt: d.savedAt,
        })),
        notice,
      }
    },

    async get(scope: SessionScope): Promise<{ draft: SessionDraft | null }> {
      return { draft: (await read(scope)).drafts[scope.sessionId] ?? null }
    },

    save(scope: SessionScope, values: SessionFormValues): Promise<SessionDraft> {
      return update(scope, (entry) => {
        const draft = { values, savedAt: new Date(now()).toISOString() }
        return {
          entry: { ...entry, drafts: { ...entry.drafts, [scope.sessionId]: draft } },
          result: draft,
        }
      })
    },

    discard(scope: SessionScope): Promise<{ discarded: boolean }> {
      return update(scope, (entry) => {
        const { [scope.sessionId]: gone, ...drafts } = entry.drafts
        return { entry: { ...entry, drafts }, result: { discarded: gone !== undefined } }
      })
    },

    setTimeZone(scope: EventScope, timeZone: string): Promise<{ timeZone: string }> {
      if (!isTimeZone(timeZone)) {
        return Promise.reject(
          appError(
            'invalid-input',
            `“${timeZone}” is not a time zone this computer knows; choose one from the list.`,
            {
              fieldErrors: { timeZone: 'Choose a time zone from the list (e.g. Europe/Berlin)' },
            },
          ),
        )
      }
      return update(scope, (entry) => ({ entry: { ...entry, timeZone }, result: { timeZone } }))
    },
  }
}

export type DraftStore = ReturnType<typeof createDraftStore>
