/**
 * The Locations list from the catalog's location entries.
 *
 * Name, type and link as the last answer gave them (a session's `location`),
 * the default flag the service's refusal to delete it set, and whether the
 * location is confirmed, not yet confirmed (entered by hand, never in an
 * answer) or gone (a 404). Deleted ones are left out: they no longer exist.
 */
import { confirmationOf, entryName, type Confirmation } from '@shared/catalog/known'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'

export interface LocationView {
  id: string
  /** What the list calls it: the label, else the name from an answer, else a short ID. */
  name: string
  label: string | null
  /** The name the service gave, when it differs from the label. */
  serviceName: string | null
  type: string | null
  link: string | null
  isDefault: boolean
  confirmation: Exclude<Confirmation, 'deleted'>
  seenAt: string | null
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null

export function locationViews(entries: readonly CatalogEntry[]): LocationView[] {
  const views: LocationView[] = []
  for (const entry of entries) {
    if (entry.kind !== 'location') continue
    const confirmation = confirmationOf(entry)
    if (confirmation === 'deleted') continue
    const state = entry.state ?? {}
    const serviceName = text(state.locationName)
    views.push({
      id: entry.id,
      name: entryName(entry) ?? `Location ${entry.id.slice(0, 8)}`,
      label: entry.label,
      serviceName: serviceName !== entry.label ? serviceName : null,
      type: text(state.type),
      link: text(state.link),
      isDefault: state.isDefault === true,
      confirmation,
      seenAt: entry.seenAt,
    })
  }
  // The default first (it cannot be deleted, and sessions fall back to it), then by name.
  return views.sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name),
  )
}

/** Types come in capitals (STAGE, VIRTUAL); the list shows them as words. */
export function typeLabel(type: string | null): string {
  if (!type) return 'Not known'
  return type.charAt(0) + type.slice(1).toLowerCase().replace(/_/g, ' ')
}
