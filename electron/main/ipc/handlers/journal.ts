/**
 * Handlers of the change journal's channels.
 *
 * Each workspace has its own journal (electron/main/journal/), built once by
 * the composition root: the same one records the writes that the session,
 * speaker, sponsor and location channels send through it.
 */
import type { Journal } from '@main/journal/journal'
import type { NamespaceHandlers } from '../router'

export function journalHandlers(deps: { journal: Journal }): NamespaceHandlers<'journal'> {
  const stores = () => deps.journal.stores
  return {
    'journal:list': async ({ workspaceId, filter, limit }) => {
      const store = await stores().of(workspaceId)
      // The settings' notice is known once a store opened: opening reads them.
      const notices = [store.notice, stores().settingsNotice()].filter((n) => n !== null)
      const listed = store.list(filter, limit)
      const entries = await deps.journal.named(workspaceId, listed.entries)
      return { ...listed, entries, notice: notices.join(' ') || null }
    },
    'journal:get': async ({ workspaceId, entryId }) => {
      const [entry] = await deps.journal.named(workspaceId, [
        (await stores().of(workspaceId)).get(entryId),
      ])
      return entry ?? null
    },
    'journal:picture': async ({ workspaceId, sha256 }) => {
      const kept = await (await stores().of(workspaceId)).readBytes(sha256)
      return kept && { bytes: new Uint8Array(kept.bytes), contentType: kept.contentType }
    },
    'journal:planRevert': ({ workspaceId, entryId }, { signal }) =>
      deps.journal.reverter.plan(workspaceId, entryId, signal),
    'journal:check': ({ workspaceId, entryId }, { signal }) =>
      deps.journal.check(workspaceId, entryId, signal),
    'journal:revert': async ({ workspaceId, entryId, overrideConflict }, context) =>
      (await deps.journal.reverter.revert(workspaceId, entryId, { overrideConflict }, context))
        .entry,
    'journal:undoBatch': ({ workspaceId, batchId }, { signal }) =>
      deps.journal.undoBatch(workspaceId, batchId, signal),
    'journal:export': ({ workspaceId, filter, format }) =>
      deps.journal.exporter.export(workspaceId, filter, format),
    'journal:getSettings': () => stores().settings(),
    'journal:setSettings': (settings) => stores().setSettings(settings),
  }
}
