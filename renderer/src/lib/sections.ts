/**
 * The sections of the app and their words, in navigation order.
 *
 * Views live in `src/sections/<id>/`; the IDs are shared (shared/sections.ts).
 */
import type { SectionId } from '@shared/sections'

export { DEFAULT_SECTION, isSectionId, type SectionId } from '@shared/sections'

export const SECTIONS = [
  {
    id: 'attendees',
    label: 'Attendees',
    summary: 'A grid of every attendee of the event, with filter, sort and CSV export.',
    needsEvent: true,
  },
  {
    id: 'sessions',
    label: 'Sessions',
    summary: 'Edit a session: title, times, description, capacity, location and tags.',
    needsEvent: true,
  },
  {
    id: 'agenda',
    label: 'Agenda',
    summary:
      'A timeline of the known sessions by day and location; import an agenda spreadsheet or export one.',
    needsEvent: true,
  },
  {
    id: 'speakers',
    label: 'Speakers',
    summary: 'Speaker details and profile pictures, uploaded by drag and drop.',
    needsEvent: true,
  },
  {
    id: 'sponsors',
    label: 'Sponsors',
    summary: 'Sponsor logos and cover images, uploaded by drag and drop.',
    needsEvent: true,
  },
  {
    id: 'locations',
    label: 'Locations',
    summary: 'The locations of the event, with deletion of those that are not default.',
    needsEvent: true,
  },
  {
    id: 'known',
    label: 'Everything known',
    summary:
      'Every ID of the event the app knows, with its kind, where it was met and when last seen; export it as CSV.',
    needsEvent: true,
  },
  {
    id: 'history',
    label: 'History',
    summary:
      'Every change Stagehand sent, newest first, with what it replaced; revert one, or undo a batch.',
    needsEvent: false,
  },
  {
    id: 'teams',
    label: 'Teams',
    summary:
      'The teams of the organization this key can see; choose the default team, whose ID is kept at hand.',
    needsEvent: false,
  },
] as const satisfies readonly {
  id: SectionId
  label: string
  summary: string
  needsEvent: boolean
}[]

export type SectionMeta = (typeof SECTIONS)[number]

export function sectionMeta(id: SectionId): SectionMeta {
  return SECTIONS.find((s) => s.id === id) ?? SECTIONS[SECTIONS.length - 1]!
}
