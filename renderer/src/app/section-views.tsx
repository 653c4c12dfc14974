/** Section id → the component that renders it. Each lives in `src/sections/<id>/`. */
import type { ComponentType } from 'react'
import type { WorkspaceSummary } from '@shared/workspace'
import { AttendeesSection } from '../sections/attendees/AttendeesSection'
import { HistorySection } from '../sections/history/HistorySection'
import { KnownSection } from '../sections/known/KnownSection'
import { LocationsSection } from '../sections/locations/LocationsSection'
import { SessionsSection } from '../sections/sessions/SessionsSection'
import { SpeakersSection } from '../sections/speakers/SpeakersSection'
import { SponsorsSection } from '../sections/sponsors/SponsorsSection'
import { TeamsSection } from '../sections/teams/TeamsSection'
import { AgendaSection } from '../sections/agenda/AgendaSection'
import type { SectionId } from '../lib/sections'

export interface SectionProps {
  workspace: WorkspaceSummary
}

export const SECTION_VIEWS: Record<SectionId, ComponentType<SectionProps>> = {
  attendees: AttendeesSection,
  sessions: SessionsSection,
  agenda: AgendaSection,
  speakers: SpeakersSection,
  sponsors: SponsorsSection,
  locations: LocationsSection,
  known: KnownSection,
  history: HistorySection,
  teams: TeamsSection,
}
