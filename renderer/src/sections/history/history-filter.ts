/**
 * History's filter: what the screen holds, what `journal:list` is asked, and
 * the link that opens History on one resource (`#/history?kind=…&id=…`).
 */
import { CATALOG_KINDS, type CatalogKind } from '@shared/ipc/channels/catalog'
import type { JournalFilter } from '@shared/ipc/channels/journal'
import type { JournalOutcome } from '@shared/journal/entry'

export type JournalOutcomeStatus = JournalOutcome['status']

export interface ResourceRef {
  kind: CatalogKind
  id: string
}

export interface HistoryFilterState {
  /** `event`: only the workspace's chosen event; `all`: every event of the workspace. */
  scope: 'event' | 'all'
  /** Empty: every kind. */
  kinds: CatalogKind[]
  /** Empty: every outcome. */
  outcomes: JournalOutcomeStatus[]
  text: string
  resource: ResourceRef | null
}

export const EMPTY_FILTER: HistoryFilterState = {
  scope: 'event',
  kinds: [],
  outcomes: [],
  text: '',
  resource: null,
}

/** What `journal:list` and `journal:export` are asked for the screen's filter. */
export function journalFilterOf(state: HistoryFilterState, eventId: string | null): JournalFilter {
  const filter: JournalFilter = {}
  if (state.scope === 'event' && eventId) filter.eventId = eventId
  if (state.kinds.length > 0) filter.kinds = [...state.kinds]
  if (state.outcomes.length > 0) filter.outcomes = [...state.outcomes]
  const text = state.text.trim()
  if (text) filter.text = text.slice(0, 200)
  if (state.resource) filter.resource = { ...state.resource }
  return filter
}

/** Whether anything narrows the list beyond the event. */
export function isFiltered(state: HistoryFilterState): boolean {
  return (
    state.kinds.length > 0 ||
    state.outcomes.length > 0 ||
    state.text.trim() !== '' ||
    state.resource !== null
  )
}

/** The hash that opens History filtered to one resource. */
export function historyHref(resource: ResourceRef): string {
  const query = new URLSearchParams({ kind: resource.kind, id: resource.id })
  return `#/history?${query.toString()}`
}

/** The resource a History hash names, if any (a kind it does not know names none). */
export function resourceFromHash(hash: string): ResourceRef | null {
  const at = hash.indexOf('?')
  if (at < 0) return null
  const query = new URLSearchParams(hash.slice(at + 1))
  const kind = query.get('kind')
  const id = query.get('id')
  if (!id || !CATALOG_KINDS.some((k) => k === kind)) return null
  return { kind: kind as CatalogKind, id }
}
