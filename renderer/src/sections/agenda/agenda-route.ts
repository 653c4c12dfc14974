/**
 * Which view of the Agenda section is open, kept in the location hash after
 * the section (`#/agenda` the timeline, `#/agenda/import` the import), so a
 * reload and the sidebar's link keep working.
 */
import { useCallback, useSyncExternalStore } from 'react'
import { sectionHref } from '@renderer/hooks/use-section-route'

export type AgendaView = 'timeline' | 'import'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

const readHash = () => window.location.hash

export function agendaViewFromHash(hash: string): AgendaView {
  return /^#\/?agenda\/import(?:$|[/?])/.test(hash) ? 'import' : 'timeline'
}

export function agendaHref(view: AgendaView): string {
  return view === 'import' ? `${sectionHref('agenda')}/import` : sectionHref('agenda')
}

export function useAgendaRoute(): [AgendaView, (view: AgendaView) => void] {
  const hash = useSyncExternalStore(subscribe, readHash, readHash)
  const open = useCallback((view: AgendaView) => {
    window.location.hash = agendaHref(view)
  }, [])
  return [agendaViewFromHash(hash), open]
}
