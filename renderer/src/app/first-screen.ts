/**
 * Asks for the first screen's data before React has drawn anything.
 *
 * The window opens on Attendees. Its first page needs the active workspace,
 * which needs the workspace list; asked by the components, each question
 * waits for the render before it (the shell, then the section). Asked here,
 * the list goes out as the script starts and the page and the remembered
 * columns as soon as the list answers, into the cache the components then
 * read: the same keys, so nothing is asked twice. The window is first drawn
 * once these are answered, within a bound (`firstDraw`).
 */
import type { QueryClient } from '@tanstack/react-query'
import { attendeeQueries } from '../data/attendees'
import { viewQueries } from '../data/views'
import { workspaceQueries } from '../data/workspaces'
import { activeWorkspaceOf } from '../hooks/use-workspaces'
import { sectionFromHash } from '../hooks/use-section-route'
import { INITIAL_QUERY } from '../sections/attendees/use-grid-state'

/**
 * How long the first drawing waits for the first screen's data. Beyond it the
 * shell and its skeletons are drawn while the data comes (a slow service).
 */
export const FIRST_DRAW_WAIT_MS = 150

/**
 * Asks for the first screen's data; settles, never rejects, once it is
 * answered or has failed, and at once for a window opening on another screen.
 */
export function prefetchFirstScreen(client: QueryClient, hash: string): Promise<void> {
  if (sectionFromHash(hash) !== 'attendees') return Promise.resolve()
  // A failed read is not said here: the shell's own query meets the same failure and says it.
  return client
    .fetchQuery(workspaceQueries.list())
    .then(async (state) => {
      const active = activeWorkspaceOf(state)
      if (!active?.eventId) return
      const scope = { workspaceId: active.id, eventId: active.eventId }
      await Promise.all([
        client.prefetchQuery(viewQueries.get(scope)),
        client.prefetchQuery(attendeeQueries.page(scope.workspaceId, scope.eventId, INITIAL_QUERY)),
      ])
    })
    .catch(() => undefined)
}

/**
 * When to draw the window the first time: once `ready` settles, or after
 * `waitMs`, whichever comes first.
 *
 * Drawn before its data, the window is drawn three times before its first
 * row: the shell, the section with its skeletons, then the rows. Data that
 * answers within the wait is drawn once, with the rows.
 */
export function firstDraw(ready: Promise<void>, waitMs = FIRST_DRAW_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const bound = setTimeout(resolve, waitMs)
    void ready.then(() => {
      clearTimeout(bound)
      resolve()
    })
  })
}
