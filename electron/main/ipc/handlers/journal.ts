/**
 * Handlers of the change journal's channels, and the recording of the write channels.
 *
 * Each workspace has its own journal (electron/main/journal/). The write
 * channels (a session's update, a picture, a sponsor image, a location's
 * deletion) keep their own handlers; `recordedWrites` wraps them so every
 * write is recorded. Both share one journal per set of services, built at
 * the first call (building the handler map calls no service).
 */
import { createJournal, type Journal } from '@main/journal/journal'
import type { RecordedHandlers } from '@main/journal/recorder'
import type { HandlerDeps } from './index'
import type { NamespaceHandlers } from '../router'
import { locationsHandlers } from './locations'
import { sessionsHandlers } from './sessions'
import { speakersHandlers } from './speakers'
import { sponsorsHandlers } from './sponsors'

const built = new WeakMap<HandlerDeps, Journal>()

function journalOf(deps: HandlerDeps): Journal {
  let journal = built.get(deps)
  if (!journal) {
    const writes: RecordedHandlers = {
      'sessions:update': sessionsHandlers(deps.api)['sessions:update'],
      'locations:delete': locationsHandlers(deps.api)['locations:delete'],
      ...speakersHandlers(deps),
      ...sponsorsHandlers(deps),
    }
    journal = createJournal(deps, writes)
    built.set(deps, journal)
  }
  return journal
}

/** The write channels (and the speaker read that settles an unanswered upload), recorded. */
export function recordedWrites(deps: HandlerDeps): RecordedHandlers {
  return {
    'sessions:update': (input, context) =>
      journalOf(deps).recorder.handlers['sessions:update'](input, context),
    'speakers:uploadPicture': (input, context) =>
      journalOf(deps).recorder.handlers['speakers:uploadPicture'](input, context),
    'speakers:get': (input, context) =>
      journalOf(deps).recorder.handlers['speakers:get'](input, context),
    'sponsors:uploadImage': (input, context) =>
      journalOf(deps).recorder.handlers['sponsors:uploadImage'](input, context),
    'locations:delete': (input, context) =>
      journalOf(deps).recorder.handlers['locations:delete'](input, context),
  }
}

export function journalHandlers(deps: HandlerDeps): NamespaceHandlers<'journal'> {
  const stores = () => journalOf(deps).stores
  return {
    'journal:list': async ({ workspaceId, filter, limit }) => {
      const store = await stores().of(workspaceId)
      // The settings' notice is known once a store opened: opening reads them.
      const notices = [store.notice, stores().settingsNotice()].filter((n) => n !== null)
      return { ...store.list(filter, limit), notice: notices.join(' ') || null }
    },
    'journal:get': async ({ workspaceId, entryId }) =>
      (await stores().of(workspaceId)).get(entryId),
    'journal:picture': async ({ workspaceId, sha256 }) => {
      const kept = await (await stores().of(workspaceId)).readBytes(sha256)
      return kept && { bytes: new Uint8Array(kept.bytes), contentType: kept.contentType }
    },
    'journal:planRevert': ({ workspaceId, entryId }, { signal }) =>
      journalOf(deps).reverter.plan(workspaceId, entryId, signal),
    'journal:revert': async ({ workspaceId, entryId, overrideConflict }, context) =>
      (await journalOf(deps).reverter.revert(workspaceId, entryId, { overrideConflict }, context))
        .entry,
    'journal:undoBatch': ({ workspaceId, batchId }, { signal }) =>
      journalOf(deps).undoBatch(workspaceId, batchId, signal),
    'journal:export': ({ workspaceId, filter, format }) =>
      journalOf(deps).exporter.export(workspaceId, filter, format),
    'journal:getSettings': () => stores().settings(),
    'journal:setSettings': (settings) => stores().setSettings(settings),
  }
}
