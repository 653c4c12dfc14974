/**
 * The first screen's reads in one call (app:firstScreen, shared/first-screen.ts).
 *
 * Made of the handlers the window would otherwise call once it has the
 * workspace list: for a window opening on Attendees with an event chosen,
 * that event's remembered columns and first page, read together. Each part
 * carries its own failure, as its call would have: the window shows it where
 * it would have shown the call's.
 */
import { toAppErrorData } from '@shared/errors'
import { activeWorkspaceOf, FIRST_PAGE_QUERY, opensOnAttendees } from '@shared/first-screen'
import type { Handler, Handlers } from '../router'

/** The handlers the first screen's call is made of. */
export type FirstScreenParts = Pick<Handlers, 'workspaces:list' | 'views:get' | 'attendees:list'>

const settled = <T>(read: Promise<T>) =>
  read.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error: toAppErrorData(error) }),
  )

export function firstScreenHandler(parts: FirstScreenParts): Handler<'app:firstScreen'> {
  return async ({ hash }, context) => {
    if (!opensOnAttendees(hash)) return null
    const active = activeWorkspaceOf(await parts['workspaces:list'](undefined, context))
    if (!active?.eventId) return null
    const scope = { workspaceId: active.id, eventId: active.eventId }
    const query = { ...FIRST_PAGE_QUERY }
    const [views, page] = await Promise.all([
      settled(parts['views:get'](scope, context)),
      settled(parts['attendees:list']({ ...scope, ...query }, context)),
    ])
    return { ...scope, query, views, page }
  }
}
