import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { appQueries } from './app'
import { attendeeQueries } from './attendees'
import { catalogQueries } from './catalog'
import { exportQueries } from './exports'
import { journalQueries } from './journal'
import { mediaQueries } from './media'
import { preferenceQueries } from './preferences'
import { sessionDraftQueries } from './session-drafts'
import { speakerQueries } from './speakers'
import { teamQueries } from './teams'
import { viewQueries } from './views'
import { workspaceQueries } from './workspaces'

/** Every bridge call the queries make: the function's name and the options it was given. */
const calls: { name: string; signal: AbortSignal | undefined }[] = []

/** A stand-in `window.stagehand` whose every function records its call. */
function standIn(): unknown {
  return new Proxy(
    {},
    {
      get: (_t, namespace: string) =>
        new Proxy(
          {},
          {
            get: (_u, fn: string) => (_input: unknown, options?: { signal?: AbortSignal }) => {
              calls.push({ name: `${namespace}.${fn}`, signal: options?.signal })
              return Promise.resolve({ bytes: new Uint8Array(), contentType: 'image/png' })
            },
          },
        ),
    },
  )
}

afterEach(() => {
  calls.length = 0
  Reflect.deleteProperty(globalThis, 'window')
})

const ref = { workspaceId: 'w', eventId: 'e' }
const query = { filter: [], sort: [], page: 1, pageSize: 25 }

const everyQuery = {
  'app.info': appQueries.info(),
  'attendees.list': attendeeQueries.page('w', 'e', query),
  'catalog.list': catalogQueries.list({ ...ref, kind: 'speaker' }),
  'exports.list': exportQueries.list(),
  'exports.estimate': exportQueries.estimate('w'),
  'journal.list': journalQueries.list('w', { eventId: 'e' }),
  'journal.get': journalQueries.get('w', 'entry-1'),
  'journal.planRevert': journalQueries.planRevert('w', 'entry-1'),
  'journal.picture': journalQueries.picture('w', 'a'.repeat(64)),
  'journal.getSettings': journalQueries.settings(),
  'media.picture': mediaQueries.picture('w', 'https://example.invalid/p.png'),
  'preferences.get': preferenceQueries.get(),
  'sessionDrafts.event': sessionDraftQueries.event(ref),
  'sessionDrafts.get': sessionDraftQueries.get(ref, 's'),
  'speakers.get': speakerQueries.get({ ...ref, speakerId: 'sp' }),
  'teams.list': teamQueries.list('w'),
  'views.get': viewQueries.get(ref),
  'workspaces.list': workspaceQueries.list(),
}

describe('the window’s queries', () => {
  it.each(Object.entries(everyQuery))(
    '%s hands its abort signal to the bridge',
    async (name, options) => {
      Object.assign(globalThis, { window: { stagehand: standIn() } })
      const signal = new AbortController().signal
      const context = {
        signal,
        queryKey: options.queryKey,
        meta: undefined,
        client: new QueryClient(),
      }
      const queryFn = options.queryFn as (c: QueryFunctionContext) => Promise<unknown>
      await queryFn(context as unknown as QueryFunctionContext)
      expect(calls).toEqual([{ name, signal }])
    },
  )
})
