import { describe, expect, it } from 'vitest'
import { parseLink } from '@shared/links/stagehand-link'
import { workspaceSummary } from '@test-support/workspace-summary'
import { resolveLink } from '../links/resolve-link'
import { JUMP_LIST_ITEMS, recentEventsJumpList, type JumpListWorkspace } from './jump-list'

const EXE = 'C:\\Program Files\\Stagehand\\Stagehand.exe'
const event = (n: number) => `3f2b8c1e-9a4d-4e6f-8b1a-${String(n).padStart(12, '0')}`
const workspace = (id: string, events: number[], name = `Workspace ${id}`): JumpListWorkspace => ({
  id,
  name,
  baseUrl: `https://${id}.example.com/api`,
  isDemo: false,
  recentEventIds: events.map(event),
})

/** The link an item starts the app with: its one quoted argument. */
const linkOf = (args: string) => {
  expect(args).toMatch(/^"[^"\s]+"$/)
  return args.slice(1, -1)
}

describe('the jump list of recent events', () => {
  it('starts the app with a link that opens each event, newest first', () => {
    const list = recentEventsJumpList([workspace('w-1', [2, 1])], EXE)
    expect(list).toMatchObject([{ type: 'custom', name: 'Recent events' }])
    const items = list![0]!.items
    expect(items.map((i) => i.title)).toEqual([event(2), event(1)])
    expect(items[0]).toMatchObject({ type: 'task', program: EXE, iconPath: EXE, iconIndex: 0 })
    expect(parseLink(linkOf(items[0]!.args))).toEqual({
      ok: true,
      target: {
        workspaceId: 'w-1',
        eventId: event(2),
        kind: null,
        id: null,
        service: 'https://w-1.example.com/api',
      },
    })
  })

  it('titles an event by the name the service’s list gave, and keeps its ID in the description', () => {
    const named = { ...workspace('w-1', [2, 1]), eventNames: { [event(2)]: 'Summit 2026' } }
    const items = recentEventsJumpList([named], EXE)![0]!.items
    expect(items.map((i) => i.title)).toEqual(['Summit 2026', event(1)])
    expect(items[0]!.description).toBe(
      `Open the event “Summit 2026” (${event(2)}) of the workspace “Workspace w-1”.`,
    )
  })

  it("names the workspace when several have events, and shows each one's newest first", () => {
    const items = recentEventsJumpList(
      [
        workspace('w-1', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
        workspace('w-2', [11]),
        workspace('w-3', []),
      ],
      EXE,
    )![0]!.items
    expect(items).toHaveLength(JUMP_LIST_ITEMS)
    expect(items.slice(0, 3).map((i) => i.title)).toEqual([
      `${event(1)} (Workspace w-1)`,
      `${event(11)} (Workspace w-2)`,
      `${event(2)} (Workspace w-1)`,
    ])
  })

  it('is Windows’ own list when no event was opened yet', () => {
    expect(recentEventsJumpList([], EXE)).toBeNull()
    expect(recentEventsJumpList([workspace('w-1', [])], EXE)).toBeNull()
  })

  it('leaves out what the user removed, and events no link can name', () => {
    const [first] = recentEventsJumpList([workspace('w-1', [1])], EXE)![0]!.items
    const list = recentEventsJumpList([workspace('w-1', [1, 2]), workspace('w 2', [3])], EXE, [
      { args: first!.args },
    ])
    // A workspace ID with a space cannot stand in a link: its event is left out.
    expect(list![0]!.items.map((i) => i.title)).toEqual([`${event(2)} (Workspace w-1)`])
    const bad = { ...workspace('w-1', []), recentEventIds: ['not-an-event'] }
    expect(recentEventsJumpList([bad], EXE)).toBeNull()
  })

  it('keeps each description within the 260 characters Windows shows', () => {
    const long = workspace('w-1', [1], 'N'.repeat(1000))
    const [item] = recentEventsJumpList([long], EXE)![0]!.items
    expect(item!.description.length).toBeLessThanOrEqual(260)
    expect(item!.description).toMatch(/^Open the event /)
  })

  it('names the demo by its ID alone, so its items still open after a restart', () => {
    const demo = { ...workspace('w-demo', [1]), baseUrl: 'http://127.0.0.1:51234', isDemo: true }
    const [item] = recentEventsJumpList([demo], EXE)![0]!.items
    const link = linkOf(item!.args)
    expect(link).not.toContain('51234')
    // The next start: the demo's emulator listens on another port, and the item starts the app.
    const restarted = workspaceSummary({
      id: 'w-demo',
      name: 'Demo',
      baseUrl: 'http://127.0.0.1:60001',
      isDemo: true,
    })
    expect(resolveLink(parseLink(link), [restarted])).toEqual({
      outcome: 'open',
      workspaceId: 'w-demo',
      eventId: event(1),
      kind: null,
      id: null,
    })
  })
})
