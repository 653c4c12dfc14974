/**
 * Which view of the Agenda section is open, kept in the location hash after
 * the section (`#/agenda` the timeline, `#/agenda/import` the import), so a
 * reload and the sidebar's link keep working.
 */
import { useCallback } from 'react'
import { sectionHref, useHash } from '@renderer/hooks/use-section-route'

export type AgendaView = 'timeline' | 'import'

export function agendaViewFromHash(hash: string): AgendaView {
  return /^#\/?agenda\/import(?:$|[/?])/.test(hash) ? 'import' : 'timeline'
}

export function agendaHref(view: AgendaView): string {
  return view === 'import' ? `${sectionHref('agenda')}/import` : sectionHref('agenda')
}

export function useAgendaRoute(): [AgendaView, (view: AgendaView) => void] {
  const hash = useHash()
  const open = useCallback((view: AgendaView) => {
    window.location.hash = agendaHref(view)
  }, [])
  return [agendaViewFromHash(hash), open]
}
