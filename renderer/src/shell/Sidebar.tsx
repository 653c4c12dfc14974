/**
 * Sidebar: workspace switcher and section navigation.
 */
import type { ReactNode } from 'react'
import type { WorkspaceSummary } from '@shared/workspace'
import { SECTIONS, type SectionId } from '../lib/sections'
import { cx } from '../components/Button'
import {
  CalendarIcon,
  ClockIcon,
  ListIcon,
  MicIcon,
  PinIcon,
  StarIcon,
  TeamIcon,
  UsersIcon,
} from '../components/icons'
import { sectionHref } from '../hooks/use-section-route'
import { WorkspaceSwitcher } from './WorkspaceSwitcher'

const SECTION_ICONS: Record<SectionId, ReactNode> = {
  attendees: <UsersIcon />,
  sessions: <CalendarIcon />,
  agenda: <ClockIcon />,
  speakers: <MicIcon />,
  sponsors: <StarIcon />,
  locations: <PinIcon />,
  known: <ListIcon />,
  history: <ClockIcon />,
  teams: <TeamIcon />,
}

export function Sidebar({
  workspaces,
  active,
  section,
}: {
  workspaces: WorkspaceSummary[]
  active: WorkspaceSummary
  section: SectionId
}) {
  return (
    <aside className="sidebar">
      <WorkspaceSwitcher workspaces={workspaces} active={active} />
      <nav className="nav" aria-label="Sections">
        <ul className="nav__list">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a
                href={sectionHref(s.id)}
                className={cx('nav__link', s.id === section && 'is-current')}
                aria-current={s.id === section ? 'page' : undefined}
              >
                <span className="nav__icon">{SECTION_ICONS[s.id]}</span>
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  )
}
