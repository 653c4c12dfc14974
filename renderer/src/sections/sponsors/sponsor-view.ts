/**
 * A sponsor as its card shows it.
 *
 * The contract cannot read a sponsor (docs/api-decisions.md, "Resources the
 * API cannot list"): what is known is the label the user gave, the images
 * last uploaded from Stagehand, and where the service reads sponsors back,
 * its name and images as read, which main records in the catalog entry.
 */
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import { entryName } from '@shared/catalog/known'
import { imageUrlOf } from '@renderer/hooks/use-image-upload'

export interface SponsorView {
  id: string
  /** The label, else the name the service gave, else the ID's first part. */
  name: string
  label: string | null
  logoUrl: string | null
  coverUrl: string | null
  status: CatalogEntry['status']
}

export function sponsorView(entry: CatalogEntry): SponsorView {
  return {
    id: entry.id,
    name: entryName(entry) || `Sponsor ${entry.id.slice(0, 8)}`,
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
