/** Team listing over real HTTP: every page is read, and pages are never followed blindly. */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmulator } from '@emulator'
import { listTeams } from './teams'

let emu: Awaited<ReturnType<typeof startEmulator>>
beforeAll(async () => {
  emu = await startEmulator({ port: 0, control: true })
  // 25 more active teams: three pages at the default page size of 10.
  for (let i = 0; i < 25; i++) {
    emu.state.teams.push({
      id: randomUUID(),
      name: `Extra team ${i}`,
      isGeneral: false,
      active: true,
    })
  }
})
afterAll(async () => {
  await emu.close()
})

describe('listTeams paging', () => {
  it('reads every page, each team once, in the server order', async () => {
    emu.state.clearRequests()
    const { teams } = await listTeams({ baseUrl: emu.baseUrl, apiKey: emu.demoKey, fetch })
    const active = emu.state.teams.filter((t) => t.active)
    expect(teams.map((t) => t.id)).toEqual(active.map((t) => t.id))
    const pages = emu.state
      .requests()
      .filter((r) => r.path === '/v1/teams')
      .map((r) => r.query)
    const expected = Array.from({ length: Math.ceil(active.length / 10) }, (_, i) =>
      i === 0 ? '' : `page=${i + 1}`,
    )
    expect(pages.length).toBeGreaterThan(2)
    expect(pages).toEqual(expected)
  })

  it('stops when the server repeats the current page as next', async () => {
    emu.state.setPageEndStyle('unchanged')
    try {
      emu.state.clearRequests()
      const { teams } = await listTeams({ baseUrl: emu.baseUrl, apiKey: emu.demoKey, fetch })
      expect(teams.length).toBe(emu.state.teams.filter((t) => t.active).length)
      expect(emu.state.requests().length).toBeLessThanOrEqual(Math.ceil(teams.length / 10))
    } finally {
      emu.state.setPageEndStyle('empty')
    }
  })

  it('reads on past short pages to the empty one when next is on every page', async () => {
    emu.state.setFixedPageSize(4)
    emu.state.setPageEndStyle('past-end')
    try {
      emu.state.clearRequests()
      const { teams } = await listTeams({ baseUrl: emu.baseUrl, apiKey: emu.demoKey, fetch })
      const active = emu.state.teams.filter((t) => t.active)
      expect(teams.map((t) => t.id)).toEqual(active.map((t) => t.id))
      // Every page with teams, then the empty one that ends the list.
      expect(emu.state.requests()).toHaveLength(Math.ceil(active.length / 4) + 1)
    } finally {
      emu.state.setFixedPageSize(null)
      emu.state.setPageEndStyle('empty')
    }
  })
})

describe('listTeams with records of another shape', () => {
  const ODD = [
    { kind: 'team', id: 4711, name: null, isGeneral: false },
    { kind: 'team', name: 'No ID at all' },
    'not a record',
  ]

  it('keeps what can be read and counts what cannot, never an empty list', async () => {
    emu.state.setFaults([{ kind: 'odd-records', pathPrefix: '/v1/teams', records: ODD }])
    try {
      // One page holds every team and the odd ones after them.
      emu.state.setFixedPageSize(100)
      const { teams, notes } = await listTeams({
        baseUrl: emu.baseUrl,
        apiKey: emu.demoKey,
        fetch,
      })
      const numeric = teams.find((t) => t.id === '4711')
      expect(numeric).toMatchObject({ id: '4711', name: null })
      expect(teams).toHaveLength(emu.state.teams.filter((t) => t.active).length + 1)
      expect(notes.skipped).toBe(2)
      expect(notes.asText).toEqual([{ path: 'data[].id', types: ['number'] }])
    } finally {
      emu.state.setFixedPageSize(null)
      emu.state.setFaults([])
    }
  })

  it('tells a page of only unreadable records apart from no teams', async () => {
    emu.state.setFaults([{ kind: 'odd-records', pathPrefix: '/v1/teams', records: ODD }])
    const teamsBefore = emu.state.teams.splice(0)
    try {
      const { teams, notes } = await listTeams({
        baseUrl: emu.baseUrl,
        apiKey: emu.demoKey,
        fetch,
      })
      expect(teams.map((t) => t.id)).toEqual(['4711'])
      expect(notes.skipped).toBe(2)
    } finally {
      emu.state.teams.push(...teamsBefore)
      emu.state.setFaults([])
    }
  })
})
