/**
 * Windows' jump list of recent events, as data.
 *
 * One custom category, "Recent events": each item starts Stagehand with the
 * event's stagehand:// link as its argument (docs/links.md), so choosing one
 * opens the event as any link does, a second start handing it to the running
 * app. The shapes are Electron's JumpListCategory and JumpListItem (a `task`
 * runs `program` with `args`, one command-line string); the shell
 * (shell/jump-list.ts) sets the list with `app.setJumpList` and builds it again
 * when the recent events change.
 */
import { buildLink, linkService } from '@shared/links/stagehand-link'

export interface JumpListTask {
  type: 'task'
  title: string
  /** The tooltip: Windows drops an item whose description is over 260 characters. */
  description: string
  program: string
  args: string
  iconPath: string
  iconIndex: number
}

export interface JumpListCustomCategory {
  type: 'custom'
  name: string
  items: JumpListTask[]
}

/** A workspace as the settings keep it: its recent events newest first. */
export interface JumpListWorkspace {
  id: string
  name: string
  baseUrl: string
  /** The demo: its items name it by ID alone, its address changing every start. */
  isDemo: boolean
  recentEventIds: readonly string[]
  /** Names by event ID, where the service's list of events gave them. */
  eventNames?: Readonly<Record<string, string>>
}

export const JUMP_LIST_CATEGORY = 'Recent events'
/** Items in the category: Windows shows ten by default (getJumpListSettings' minItems). */
export const JUMP_LIST_ITEMS = 10
const MAX_DESCRIPTION = 260
const MAX_NAME = 80

const shorten = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`

/** Each workspace's newest event first, then each one's second, and so on: every workspace is seen. */
function interleaved(workspaces: readonly JumpListWorkspace[]) {
  const longest = Math.max(0, ...workspaces.map((w) => w.recentEventIds.length))
  return Array.from({ length: longest }, (_, i) =>
    workspaces.flatMap((w) =>
      i < w.recentEventIds.length ? [{ w, eventId: w.recentEventIds[i]! }] : [],
    ),
  ).flat()
}

/**
 * The jump list: the category of recent events, or null (Windows' own list) when there are none.
 *
 * `program` is the app's executable (process.execPath). Items the user removed
 * from the list (getJumpListSettings().removedItems) are left out: Windows
 * omits a whole custom category that holds one again before the next
 * successful setJumpList.
 */
export function recentEventsJumpList(
  workspaces: readonly JumpListWorkspace[],
  program: string,
  removed: readonly { args?: string }[] = [],
): JumpListCustomCategory[] | null {
  const several = workspaces.filter((w) => w.recentEventIds.length > 0).length > 1
  const gone = new Set(removed.map((item) => item.args))
  const items: JumpListTask[] = []
  for (const { w, eventId } of interleaved(workspaces)) {
    if (items.length === JUMP_LIST_ITEMS) break
    const service = linkService(w)
    const link = buildLink({ workspaceId: w.id, eventId, kind: null, id: null, service })
    // The link is quoted as one argument; a built link never holds a quote (it is percent-encoded).
    if (link === null || link.includes('"')) continue
    const args = `"${link}"`
    if (gone.has(args)) continue
    const name = shorten(w.name, MAX_NAME)
    const eventName = w.eventNames?.[eventId]
    const event = eventName ? shorten(eventName, MAX_NAME) : eventId
    items.push({
      type: 'task',
      title: several ? `${event} (${name})` : event,
      description: shorten(
        eventName
          ? `Open the event “${event}” (${eventId}) of the workspace “${name}”.`
          : `Open the event ${eventId} of the workspace “${name}”.`,
        MAX_DESCRIPTION,
      ),
      program,
      args,
      iconPath: program,
      iconIndex: 0,
    })
  }
  return items.length === 0 ? null : [{ type: 'custom', name: JUMP_LIST_CATEGORY, items }]
}
