/**
 * Handlers of the change journal's channels: list, one entry, kept pictures and settings.
 *
 * Each workspace has its own journal (electron/main/journal/); a filter reads
 * only the workspace named in the call.
 */
import { appError } from '@shared/errors'
import type { JournalStores } from '@main/journal/journal-store'
import type { NamespaceHandlers } from '../router'

const notYet = async (): Promise<never> => {
  throw appError('internal', 'Undo and export of the change journal are not available yet.')
}

export function journalHandlers({
  journal,
}: {
  journal: JournalStores
}): NamespaceHandlers<'journal'> {
  return {
    'journal:list': async ({ workspaceId, filter, limit }) => {
      const store = await journal.of(workspaceId)
      return { ...store.list(filter, limit), notice: store.notice }
    },
    'journal:get': async ({ workspaceId, entryId }) => (await journal.of(workspaceId)).get(entryId),
    'journal:picture': async ({ workspaceId, sha256 }) => {
      const kept = await (await journal.of(workspaceId)).readBytes(sha256)
      return kept && { bytes: new Uint8Array(kept.bytes), contentType: kept.contentType }
    },
    'journal:planRevert': notYet,
    'journal:revert': notYet,
    'journal:undoBatch': notYet,
    'journal:export': notYet,
    'journal:getSettings': () => journal.settings(),
    'journal:setSettings': (settings) => journal.setSettings(settings),
  }
}
