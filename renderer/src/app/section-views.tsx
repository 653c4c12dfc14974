/**
 * Section id → the component that renders it. Each lives in `src/sections/<id>/`.
 *
 * Attendees, where the app opens, is in the first script; every other section
 * is a chunk of its own, fetched when first shown or once the window is idle
 * (`preloadSections`), so the first attendee row does not wait for code the
 * first screen never runs.
 */
import type { ComponentType } from 'react'
import type { WorkspaceSummary } from '@shared/workspace'
import { AttendeesSection } from '../sections/attendees/AttendeesSection'
import { preloadDetailPanel } from '../sections/attendees/OpenAttendee'
import { preloadPreferencesForm } from '../desktop/PreferencesDialog'
import { preloadUndoBody } from '../shell/WindowUndo'
import { preloadWorkspaceForm } from '../workspaces/WorkspaceDialog'
import { lazyPart, type LazyPart } from '../lib/lazy-part'
import type { SectionId } from '../lib/sections'

export interface SectionProps {
  workspace: WorkspaceSummary
}

type Loader = () => Promise<ComponentType<SectionProps>>

const LOADERS: Record<Exclude<SectionId, 'attendees'>, Loader> = {
  sessions: () => import('../sections/sessions/SessionsSection').then((m) => m.SessionsSection),
  agenda: () => import('../sections/agenda/AgendaSection').then((m) => m.AgendaSection),
  speakers: () => import('../sections/speakers/SpeakersSection').then((m) => m.SpeakersSection),
  sponsors: () => import('../sections/sponsors/SponsorsSection').then((m) => m.SponsorsSection),
  locations: () => import('../sections/locations/LocationsSection').then((m) => m.LocationsSection),
  known: () => import('../sections/known/KnownSection').then((m) => m.KnownSection),
  history: () => import('../sections/history/HistorySection').then((m) => m.HistorySection),
  teams: () => import('../sections/teams/TeamsSection').then((m) => m.TeamsSection),
}

const PARTS = Object.fromEntries(
  Object.entries(LOADERS).map(([id, load]) => [id, lazyPart(load)]),
) as Record<keyof typeof LOADERS, LazyPart<SectionProps>>

export const SECTION_VIEWS: Record<SectionId, ComponentType<SectionProps>> = {
  attendees: AttendeesSection,
  sessions: PARTS.sessions.Part,
  agenda: PARTS.agenda.Part,
  speakers: PARTS.speakers.Part,
  sponsors: PARTS.sponsors.Part,
  locations: PARTS.locations.Part,
  known: PARTS.known.Part,
  history: PARTS.history.Part,
  teams: PARTS.teams.Part,
}

/**
 * Fetches every other section's code, and that of the attendee panel, the
 * window's Undo and the preferences' and workspace's forms, so switching to a
 * section or opening one of these later is instant.
 *
 * A failed fetch is left for the section's own load to meet and report.
 */
export function preloadSections(): void {
  for (const part of Object.values(PARTS)) part.preload()
  preloadDetailPanel()
  preloadUndoBody()
  preloadPreferencesForm()
  preloadWorkspaceForm()
}
