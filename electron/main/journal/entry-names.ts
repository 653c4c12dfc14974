/**
 * Names for the resources of journal entries, from the catalog.
 *
 * An entry keeps the name known when its change was sent, and none where
 * none was known; History, Undo and the export name it as the catalog does
 * now in that case.
 */
import { entryName } from '@shared/catalog/known'
import type { JournalEntry } from '@shared/journal/entry'
import type { Catalog } from '../catalog/catalog'

/**
 * The entries with a name for each resource the catalog names now, where
 * none was known when the change was sent: History then names a session
 * the same in every entry, not by name in one and by ID in the next.
 */
export async function nameEntries<E extends JournalEntry | null>(
  catalog: Pick<Catalog, 'list'>,
  workspaceId: string,
  entries: E[],
): Promise<E[]> {
  const events = new Set(entries.flatMap((e) => (e && !e.resource.name ? [e.eventId] : [])))
  const names = new Map<string, string>()
  for (const eventId of events) {
    for (const known of (await catalog.list(workspaceId, eventId)).entries) {
      const name = entryName(known)
      if (name) names.set(`${eventId} ${known.kind} ${known.id}`, name)
    }
  }
  return entries.map((e) => {
    const name =
      e && !e.resource.name && names.get(`${e.eventId} ${e.resource.kind} ${e.resource.id}`)
    return name && e ? { ...e, resource: { ...e.resource, name } } : e
  })
}
