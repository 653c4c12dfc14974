/**
 * Unsaved session edits and each event's chosen time zone.
 *
 * Kept in one JSON file of the user-data folder, so a draft survives a restart
 * of the app. Writes are atomic and serialised (like saved views); a corrupt
 * file is moved aside, never silently emptied, and the next read says where.
 */
import { z } from 'zod'
import { appError } from '@shared/errors'
import { sessionDraftSchema, type SessionDraft } from '@shared/ipc/channels/session-drafts'
import type { SessionFormValues } from '@shared/sessions/session-form'
import { isTimeZone } from '@shared/sessions/zoned-time'
import { ownRecord, ownValue, withOwn, withoutOwn } from '@shared/own-record'
import { ownRecordSchema } from '@shared/own-record-schema'
import { createKeyedJsonStore, type EventKey } from '../settings/keyed-json-store'

const eventEntrySchema = z.object({
  timeZone: z.string().nullable().default(null),
  // Keyed by session ID, which may be any string ("constructor" too).
  drafts: ownRecordSchema(sessionDraftSchema).default(() => ownRecord<SessionDraft>()),
})
type EventEntry = z.output<typeof eventEntrySchema>

export interface SessionScope extends EventKey {
  sessionId: string
}
export type EventScope = EventKey

export interface DraftStoreDeps {
  path: string
  now?: () => number
}

export function createDraftStore(deps: DraftStoreDeps) {
  const now = deps.now ?? Date.now
  const store = createKeyedJsonStore({
    path: deps.path,
    field: 'events',
    entrySchema: eventEntrySchema,
    emptyEntry: (): EventEntry => ({ timeZone: null, drafts: ownRecord() }),
    now,
  })
  const read = (scope: EventScope) => store.read(scope)
  const update = <T>(
    scope: EventScope,
    change: (entry: EventEntry) => { entry: EventEntry; result: T },
  ) => store.update(scope, change)

  return {
    async event(scope: EventScope) {
      const entry = await read(scope)
      const recovered = store.takeRecovered()
      const notice = recovered
        ? `The file of unsaved session edits could not be read and was moved to ${recovered}.`
        : null
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
      return { draft: ownValue((await read(scope)).drafts, scope.sessionId) ?? null }
    },

    save(scope: SessionScope, values: SessionFormValues): Promise<SessionDraft> {
      return update(scope, (entry) => {
        const draft = { values, savedAt: new Date(now()).toISOString() }
        return {
          entry: { ...entry, drafts: withOwn(entry.drafts, scope.sessionId, draft) },
          result: draft,
        }
      })
    },

    discard(scope: SessionScope): Promise<{ discarded: boolean }> {
      return update(scope, (entry) => {
        const gone = ownValue(entry.drafts, scope.sessionId)
        const drafts = withoutOwn(entry.drafts, scope.sessionId)
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
