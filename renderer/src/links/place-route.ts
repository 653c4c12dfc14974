/**
 * The place a link names, as the window's hash route.
 *
 * A session is `#/sessions/<id>` (the editor's own route); a speaker, a
 * sponsor, a location or an attendee is `#/<section>/<id>`, and a saved view
 * `#/attendees/views/<id>`. The sections read the part after their name; the
 * sidebar's own links (`#/<section>`) name none.
 */
import type { LinkKind } from '@shared/links/stagehand-link'
import { sectionHref, useHash } from '@renderer/hooks/use-section-route'
import type { SectionId } from '@renderer/lib/sections'

const SECTION_OF: Record<LinkKind, SectionId> = {
  session: 'sessions',
  speaker: 'speakers',
  sponsor: 'sponsors',
  location: 'locations',
  attendee: 'attendees',
  view: 'attendees',
}

/** The hash route of a place. */
export function placeHref(kind: LinkKind, id: string): string {
  const base = sectionHref(SECTION_OF[kind])
  return kind === 'view'
    ? `${base}/views/${encodeURIComponent(id)}`
    : `${base}/${encodeURIComponent(id)}`
}

/** The place named in `hash` within `section`, if any. */
export function placeFromHash(
  hash: string,
  section: SectionId,
): { kind: LinkKind; id: string } | null {
  const rest = hash.replace(/^#\/?/, '').split('?')[0]!.split('/')
  if (rest[0] !== section) return null
  const isView = section === 'attendees' && rest[1] === 'views'
  const raw = isView ? rest[2] : rest[1]
  if (!raw || rest.length > (isView ? 3 : 2)) return null
  let id: string
  try {
    id = decodeURIComponent(raw)
  } catch {
    return null
  }
  const kind = isView
    ? 'view'
    : (Object.keys(SECTION_OF) as LinkKind[]).find((k) => SECTION_OF[k] === section && k !== 'view')
  return kind ? { kind, id } : null
}

/** The ID of the `kind` place the hash names now (a link followed, a reload), or null. */
export function usePlaceId(kind: LinkKind): string | null {
  const hash = useHash()
  const place = placeFromHash(hash, SECTION_OF[kind])
  return place?.kind === kind ? place.id : null
}

/** Back to the section alone, once its place is closed. */
export function leavePlace(section: SectionId): void {
  if (window.location.hash !== sectionHref(section)) window.location.hash = sectionHref(section)
}
