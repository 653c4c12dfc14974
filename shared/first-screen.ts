/**
 * The first screen's data, asked for before the window's scripts run.
 *
 * The preload (and the harness's page bridge, which stands where it stands)
 * asks main for it as the page starts to load: the workspace list and, for a
 * window opening on Attendees, the active event's remembered columns and
 * first page (app:firstScreen). Main reads them while the window fetches and
 * runs its scripts; the window then finds them answered
 * (renderer/src/app/first-screen.ts) instead of asking for the list, then for
 * the page, once its scripts have run.
 *
 * No zod here: the preload and the window's first screen load none.
 */
import type { FilterCondition, SortKey } from './api/filter-grammar'
import type { AheadCall } from './ipc/bridge'
import { sectionFromHash } from './sections'

/** What the grid asks for: filter, sort, page and page size. */
export interface PageQuery {
  filter: FilterCondition[]
  sort: SortKey[]
  page: number
  pageSize: number
}

/** The request of a grid opened afresh: first page, no filter or sort. */
export const FIRST_PAGE_QUERY: PageQuery = { filter: [], sort: [], page: 1, pageSize: 25 }

/**
 * The calls the bridge makes ahead of the window's scripts (bridge.ts, `ahead`):
 * the workspace list, and for a window opening on Attendees the rest of its
 * first screen.
 */
export function firstScreenCalls(hash: string): AheadCall[] {
  const list: AheadCall = { channel: 'workspaces:list', input: undefined }
  return opensOnAttendees(hash) ? [list, { channel: 'app:firstScreen', input: { hash } }] : [list]
}

/** Whether a window opening at `hash` shows the attendee grid first. */
export function opensOnAttendees(hash: string): boolean {
  return sectionFromHash(hash) === 'attendees'
}

/**
 * The workspace a window opens on: the active one, or the first when none is
 * marked active; null when there are none. Main and the window pick the same.
 */
export function activeWorkspaceOf<W extends { id: string }>(
  state: { workspaces: readonly W[]; activeWorkspaceId: string | null } | undefined,
): W | null {
  if (!state || state.workspaces.length === 0) return null
  return (
    state.workspaces.find((w) => w.id === state.activeWorkspaceId) ?? state.workspaces[0] ?? null
  )
}
