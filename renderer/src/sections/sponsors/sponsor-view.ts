/**
 * A sponsor as its card shows it.
 *
 * The API cannot read a sponsor (docs/api-decisions.md, "Resources the API
 * cannot list"): what is known is the label the user gave and the images last
 * uploaded from Stagehand, which main records in the catalog entry.
 */
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { imageUrlOf } from '@renderer/hooks/use-image-upload'

export interface SponsorView {
  id: string
  /** The label, else the ID's first part: something to call the card by. */
  name: string
  label: string | null
  logoUrl: string | null
  coverUrl: string | null
  status: CatalogEntry['status']
}

export function sponsorView(entry: CatalogEntry): SponsorView {
  return {
    id: entry.id,
    name: entry.label?.trim() || `Sponsor ${entry.id.slice(0, 8)}`,
    label: entry.label,
    logoUrl: imageUrlOf(entry, 'sponsor-logo'),
    coverUrl: imageUrlOf(entry, 'sponsor-cover'),
    status: entry.status,
  }
}

/** Sponsors with a label first, by label; then the others in the order they were added. */
export function sponsorViews(entries: readonly CatalogEntry[], search: string): SponsorView[] {
  const needle = search.trim().toLowerCase()
  return entries
    .filter((e) => e.kind === 'sponsor' && e.status !== 'deleted')
    .map((entry, index) => ({ view: sponsorView(entry), index }))
    .filter(
      ({ view }) => !needle || view.name.toLowerCase().includes(needle) || view.id.includes(needle),
    )
    .sort((a, b) => {
      if (a.view.label && b.view.label) return a.view.name.localeCompare(b.view.name)
      if (a.view.label || b.view.label) return a.view.label ? -1 : 1
      return a.index - b.index
    })
    .map(({ view }) => view)
}
