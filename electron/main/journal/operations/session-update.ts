/** A session's update as main records it: before from the catalog, "now" only from it. */
import { sessionChange } from '@shared/journal/record'
import type { RecordedOperation } from './recorded-operation'

export const sessionUpdateWrite: RecordedOperation<'sessions:update', 'session-update'> = {
  channel: 'sessions:update',
  operation: 'session-update',
  async plan({ sessionId, changes }, { nameOf }) {
    const { entry, resource } = await nameOf('session', sessionId)
    const sent = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
    return {
      resource,
      change: async (answer) =>
        sessionChange(sent, entry, answer as Record<string, unknown> | null),
    }
  },
  // The contract has no read of a session: only the catalog's last known state.
  async now(entry, { known }) {
    const { workspace, eventId, resource } = entry
    const seen = await known.catalogEntry(workspace.id, eventId, resource.kind, resource.id)
    return { now: { operation: 'session-update', state: seen?.state ?? null }, from: 'local' }
  },
  inverseInput: async (ref, entry, write) => ({
    ...ref,
    sessionId: entry.resource.id,
    changes: write.changes,
  }),
}
