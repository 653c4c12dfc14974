/**
 * What the demo workspace's catalog starts with.
 *
 * Every speaker, sponsor, session and location of the demo event, labelled by
 * name. The API cannot list them (docs/api-decisions.md, "Resources the API
 * cannot list"), but the embedded emulator knows its own seed, so a first run
 * shows full panels: sessions with their times and rooms as the service
 * would answer them, so the list and the editor start from what they hold.
 */
import type { EventRecord } from '@emulator/model'
import { renderSession } from '@emulator/render'
import type { CatalogKind } from '@shared/ipc/channels/catalog'

export interface DemoCatalogItems {
  kind: CatalogKind
  items: { id: string; label: string; state?: Record<string, unknown> }[]
}

/** `origin`: the demo emulator's address, which the sessions' addresses are made from. */
export function demoCatalogItems(event: EventRecord, origin: string): DemoCatalogItems[] {
  return [
    {
      kind: 'speaker',
      items: event.speakers.map((s) => ({ id: s.id, label: `${s.firstName} ${s.lastName}` })),
    },
    { kind: 'sponsor', items: event.sponsors.map((s) => ({ id: s.id, label: s.name })) },
    {
      kind: 'session',
      items: event.sessions.map((s) => ({
        id: s.id,
        label: s.title,
        state: renderSession(event, s, origin),
      })),
    },
    {
      kind: 'location',
      // Name and type as a session's answer would give them; the default flag is left to the
      // service's answer (a refused deletion), as for any other workspace.
      items: event.locations.map((l) => ({
        id: l.id,
        label: l.name,
        state: { locationName: l.name, type: l.type },
      })),
    },
  ]
}
