/**
 * The grid's paging against a service that pages its own way.
 *
 * Through the real core (`attendees:list`), over real HTTP, against an emulator
 * that pages as the service's docs allow: its own page size whatever `size`
 * asks, and a `next` link on every page, the last one included. Every attendee
 * must be reachable, and the answer must say how many rows a page the service
 * sends (docs/api-decisions.md, "End of pages").
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectedAttendees, firstEventId } from '@test-support/attendees'
import { startTestCore, type TestCore } from '@test-support/core'
import {
  apiRequests,
  startTestEmulator,
  testContext,
  type RunningEmulator,
} from '@test-support/api-context'
import { listAttendeesPage } from './attendees'

interface GridPage {
  items: { id: string }[]
  page: number
  hasNext: boolean
  servedPageSize: number | null
}

let emu: RunningEmulator
let testCore: TestCore
let workspaceId: string

beforeAll(async () => {
  emu = await startTestEmulator({ attendeesPerEvent: 237 })
  testCore = await startTestCore('stagehand-paging-')
  const saved = await testCore.value<{ id: string }>('workspaces:save', {
    name: 'Emulator',
    baseUrl: emu.baseUrl,
    apiKey: emu.demoKey,
  })
  workspaceId = saved.id
})
afterAll(async () => {
  await testCore.close()
  await emu.close()
})
afterEach(() => {
  emu.state.setFixedPageSize(null)
  emu.state.setPageEndStyle('empty')
})

const everyId = () => expectedAttendees(emu, firstEventId(emu), [], []).map((a) => a.id)

/** Pages through the grid's channel as the Next button does, while it is enabled. */
async function pageThrough(pageSize: number): Promise<GridPage[]> {
  const pages: GridPage[] = []
  for (let page = 1; page <= 100; page++) {
    const answer = await testCore.value<GridPage>('attendees:list', {
      workspaceId,
      eventId: firstEventId(emu),
      page,
      pageSize,
    })
    pages.push(answer)
    if (!answer.hasNext) return pages
  }
  throw new Error('Next never turned off')
}

describe('a service that ignores size and sends next on every page', () => {
  it('lets the grid page through all 237 attendees at 25 asked, 10 sent a page', async () => {
    emu.state.setFixedPageSize(10)
    emu.state.setPageEndStyle('past-end')
    const pages = await pageThrough(25)
    expect(pages[0]!.items).toHaveLength(10)
    expect(pages[0]!.hasNext).toBe(true)
    expect(pages[0]!.servedPageSize).toBe(10)
    expect(pages.flatMap((p) => p.items.map((a) => a.id))).toEqual(everyId())
    // The last page's next points past it: one empty page ends the list.
    expect(pages).toHaveLength(25)
    expect(pages.at(-1)!.items).toEqual([])
    expect(pages.at(-2)!.items).toHaveLength(7)
    expect(pages.at(-2)!.hasNext).toBe(true)
  })

  it("prices an export at the rows a page the grid's answers showed", async () => {
    const estimate = () =>
      testCore.value<{ pageSize: number; servedPageSize: number | null; requestsPer1000: number }>(
        'exports:estimate',
        { workspaceId },
      )
    emu.state.setFixedPageSize(10)
    await pageThrough(25)
    expect(await estimate()).toMatchObject({
      pageSize: 100,
      servedPageSize: 10,
      requestsPer1000: 100,
    })
    // Once the service gives all that is asked, the export is priced at its own size again.
    emu.state.setFixedPageSize(null)
    await pageThrough(50)
    expect(await estimate()).toMatchObject({ servedPageSize: null, requestsPer1000: 10 })
  })

  it('ends without an extra page when the last page has no next', async () => {
    emu.state.setFixedPageSize(10)
    const pages = await pageThrough(25)
    expect(pages).toHaveLength(24)
    expect(pages.flatMap((p) => p.items.map((a) => a.id))).toEqual(everyId())
    expect(pages.at(-1)!.servedPageSize).toBeNull()
  })

  it('reads a page longer than asked whole', async () => {
    emu.state.setFixedPageSize(40)
    const first = await testCore.value<GridPage>('attendees:list', {
      workspaceId,
      eventId: firstEventId(emu),
      pageSize: 25,
    })
    expect(first.items.map((a) => a.id)).toEqual(everyId().slice(0, 40))
    expect(first.servedPageSize).toBe(40)
  })

  it('sends the page size as size', async () => {
    emu.state.clearRequests()
    await listAttendeesPage(testContext(emu), { eventId: firstEventId(emu), page: 2, pageSize: 25 })
    expect(apiRequests(emu).map((r) => r.query)).toEqual(['page=2&size=25'])
  })
})
