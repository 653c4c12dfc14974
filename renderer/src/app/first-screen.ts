/**
 * Asks for the first screen's data before React has drawn anything.
 *
 * The window opens on Attendees. Its first page needs the active workspace,
 * which needs the workspace list; asked by the components, each question
 * waits for the render before it (the shell, then the section). Asked here,
 * the list goes out as the script starts and the page and the remembered
 * columns as soon as the list answers, into the cache the components then
 * read: the same keys, so nothing is asked twice.
 */
import type { QueryClient } from '@tanstack/react-query'
import { attendeeQueries } from '../data/attendees'
import { viewQueries } from '../data/views'
import { workspaceQueries } from '../data/workspaces'
import { activeWorkspaceOf } from '../hooks/use-workspaces'
import { sectionFromHash } from '../hooks/use-section-route'
import { INITIAL_QUERY } from '../sections/attendees/use-grid-state'

export function prefetchFirstScreen(client: QueryClient, hash: string): void {
  if (sectionFromHash(hash) !== 'attendees') return
  client
    .fetchQuery(workspaceQueries.list())
    .then((state) => {
      const active = activeWorkspaceOf(state)
      if (!active?.eventId) return
      const scope = { workspaceId: active.id, eventId: active.eventId }
      void client.prefetchQuery(viewQueries.get(scope))
      void client.prefetchQuery(
        attendeeQueries.page(scope.workspaceId, scope.eventId, INITIAL_QUERY),
      )
    })
    // The shell's own query for the list meets the same failure and says it.
    .catch(() => undefined)
}
