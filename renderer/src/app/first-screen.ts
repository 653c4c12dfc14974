/**
 * The first screen's data, in the cache before React draws anything.
 *
 * The window opens on Attendees. Its first page needs the active workspace,
 * which needs the workspace list; asked by the components, each question
 * waits for the render before it (the shell, then the section), and asked
 * here once the scripts have run, each waits for the one before. The preload
 * asks for them as the page starts to load (shared/first-screen.ts), so main
 * reads them while the scripts load and run; here the window takes those
 * answers under the keys its components read, so nothing is asked twice (the
 * first paint, which drew the rows before React, asked for the same answer:
 * data/first-answer.ts). The window is first drawn once they are in, within a
 * bound (`firstDraw`).
 */
import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query'
import { activeWorkspaceOf, opensOnAttendees } from '@shared/first-screen'
import type { ChannelOutput } from '@shared/ipc/contract'
import { bridgeFailure, cancelledFailure } from '@shared/ipc/bridge'
import { attendeeQueries, pageAnswer } from '../data/attendees'
import { viewQueries } from '../data/views'
import { workspaceQueries } from '../data/workspaces'
import { INITIAL_QUERY, type GridQuery } from '../sections/attendees/use-grid-state'
import { takeFirstScreen } from '../data/first-answer'

/**
 * How long the first drawing waits for the first screen's data. Beyond it the
 * shell and its skeletons are drawn while the data comes (a slow service).
 */
export const FIRST_DRAW_WAIT_MS = 150

type FirstScreen = ChannelOutput<'app:firstScreen'>
type Read<T> = { ok: true; value: T } | { ok: false; error: Parameters<typeof bridgeFailure>[0] }

const valueOf = <T>(read: Read<T>): T => {
  if (read.ok) return read.value
  throw bridgeFailure(read.error)
}

/** Whether two requests of the grid are the same. */
const sameQuery = (a: GridQuery, b: GridQuery) =>
  a.page === b.page &&
  a.pageSize === b.pageSize &&
  JSON.stringify([a.filter, a.sort]) === JSON.stringify([b.filter, b.sort])

/**
 * Asks for the first screen's data; settles, never rejects, once it is
 * answered or has failed, and at once for a window opening on another screen.
 */
export function prefetchFirstScreen(client: QueryClient, hash: string): Promise<void> {
  // A failed read is not said here: the component's own query meets the failure and says it.
  return client
    .fetchQuery(workspaceQueries.list())
    .then(async (state) => {
      const active = activeWorkspaceOf(state)
      if (!opensOnAttendees(hash) || !active?.eventId) return
      const scope = { workspaceId: active.id, eventId: active.eventId }
      const views = viewQueries.get(scope)
      const page = attendeeQueries.page(scope.workspaceId, scope.eventId, INITIAL_QUERY)
      // Taken by the page's read, with its signal: cancelling the page cancels the call in main.
      let first: Promise<FirstScreen> | undefined
      const take = (signal?: AbortSignal) => (first ??= takeFirstScreen(hash, signal))
      /** The part `pick` of the answer, or the query's own read where the answer is not for it. */
      const fromFirst =
        <T, K extends QueryKey>(
          pick: (answer: NonNullable<FirstScreen>) => T,
          own: QueryFunction<T, K>,
        ): QueryFunction<T, K> =>
        async (context) => {
          const answer = await take(context.signal).catch(() => null)
          const forThis =
            answer?.workspaceId === scope.workspaceId &&
            answer.eventId === scope.eventId &&
            sameQuery(answer.query, INITIAL_QUERY)
          if (answer && forThis) return pick(answer)
          if (context.signal.aborted) throw cancelledFailure()
          return own(context)
        }
      await Promise.all([
        client.prefetchQuery({
          ...page,
          queryFn: fromFirst((a) => pageAnswer(valueOf(a.page), INITIAL_QUERY), page.queryFn!),
        }),
        client.prefetchQuery({
          ...views,
          queryFn: fromFirst((a) => valueOf(a.views), views.queryFn!),
        }),
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
