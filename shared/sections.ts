/**
 * The window's sections by ID, and which one a location hash opens.
 *
 * Shared because the window is not the only one to read its hash: the
 * preload asks for the first screen's data before the window's scripts run,
 * and main answers for the section the window opens on (first-screen.ts).
 * The window gives each section its words (renderer/src/lib/sections.ts).
 */

/** The sections, in navigation order. */
export const SECTION_IDS = [
  'attendees',
  'sessions',
  'agenda',
  'speakers',
  'sponsors',
  'locations',
  'known',
  'history',
  'teams',
] as const

export type SectionId = (typeof SECTION_IDS)[number]

/**
 * Where the app opens: the attendees of the event, what an organizer most
 * often comes for. Until an event is chosen, that screen says how to choose one.
 */
export const DEFAULT_SECTION: SectionId = 'attendees'

export function isSectionId(value: string): value is SectionId {
  return (SECTION_IDS as readonly string[]).includes(value)
}

/** The section a hash such as `#/teams` or `#/attendees/open?…` names; the default otherwise. */
export function sectionFromHash(hash: string): SectionId {
  const id = hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? ''
  return isSectionId(id) ? id : DEFAULT_SECTION
}
