/**
 * What the demo workspace's catalog starts with.
 *
 * Every speaker, sponsor, session and location of the demo event, labelled by
 * name. The API cannot list them (docs/api-decisions.md, "Resources the API
 * cannot list"), but the embedded emulator knows its own seed, so a first run
 * shows full panels.
 */
import type { EventRecord } from '@emulator/model'
import type { CatalogKind } from '@shared/ipc/channels/catalog'

export interface DemoCatalogItems {
  kind: CatalogKind
  items: { id: string; label: string; state?: Record<string, unknown> }[]
}

export function demoCatalogItems(event: EventRecord): DemoCatalogItems[] {
  return [
    {
      kind: 'speaker',
      items: event.speakers.map((s) => ({ id: s.id, label: `${s.firstName} ${s.lastName}` })),
    },
    { kind: 'sponsor', items: event.sponsors.map((s) => ({ id: s.id, label: s.name })) },
    { kind: 'session', items: event.sessions.map((s) => ({ id: s.id, label: s.title })) },
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
