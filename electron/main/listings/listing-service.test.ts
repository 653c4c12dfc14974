/**
 * The docs' lists through the core, over real HTTP: read and put into the
 * catalog where the service offers them (zuddl-docs), learnt as not offered
 * where it does not (documented), and asked again only on refresh.
 */
import { describe, expect, it } from 'vitest'
import type { DialectName } from '@emulator'
import type { CatalogEntry } from '@shared/ipc/channels/catalog'
import type { ChannelOutput } from '@shared/ipc/contract'
import type { WorkspaceSummary } from '@shared/workspace'
import { entryName } from '@shared/catalog/known'
import { apiRequests, type RunningEmulator } from '@test-support/api-context'
import { coreOnDialect, type TestCore } from '@test-support/core'

let emulator: RunningEmulator
let t: TestCore

async function rig(dialect: DialectName) {
  const started = await coreOnDialect(dialect)
  ;({ t, emulator } = started)
  return { workspaceId: started.workspaceId, event: emulator.events[0]! }
}

const known = async (workspaceId: string, eventId: string, kind: string) =>
  (await t.value<{ entries: CatalogEntry[] }>('catalog:list', { workspaceId, eventId, kind }))
    .entries

describe('on a service that offers the lists', () => {
  it('lists every event by name and days, a page of 50 at a time', async () => {
    const { workspaceId } = await rig('zuddl-docs')
    const listed = await t.value<ChannelOutput<'listings:events'>>('listings:events', {
      workspaceId,
    })
    if (!listed.offered) throw new Error(listed.sentence)
    expect(listed.events.map((e) => e.name)).toEqual(emulator.events.map((e) => e.name))
    expect(listed.events[0]).toMatchObject({
      id: emulator.events[0]!.id,
      startDate: expect.stringMatching(/^\d{4}-/),
      timezone: expect.any(String),
    })
    // The names outlive the list: the File menu's recent events read them from the workspace.
    await expect
      .poll(async () => {
        const { workspaces } = await t.value<{ workspaces: WorkspaceSummary[] }>('workspaces:list')
        return workspaces.find((w) => w.id === workspaceId)?.eventNames
      })
      .toEqual(Object.fromEntries(emulator.events.map((e) => [e.id, e.name])))
    const asked = apiRequests(emulator).filter((r) => r.path === '/v1/events')
    // This service sends `next` on its last page too: the empty page after it ends the list.
    expect(asked.map((r) => r.query)).toEqual(['page=1&size=50', 'page=2&size=50'])
    expect(listed.requests).toBe(2)
  })

  it('puts the sessions with their titles and the locations by name into the catalog', async () => {
    const { workspaceId, event } = await rig('zuddl-docs')
    const ref = { workspaceId, eventId: event.id }
    const sessions = await t.value<ChannelOutput<'listings:sessions'>>('listings:sessions', ref)
    expect(sessions).toMatchObject({ offered: true, count: event.sessionIds.length })
    const entries = await known(workspaceId, event.id, 'session')
    expect(entries.map((e) => e.id).sort()).toEqual([...event.sessionIds].sort())
    for (const entry of entries) {
      expect(entryName(entry)).toBeTruthy()
      expect(entry.state).toMatchObject({ startDateTime: expect.any(String) })
    }

    const locations = await t.value<ChannelOutput<'listings:locations'>>('listings:locations', ref)
    expect(locations).toMatchObject({ offered: true, count: event.locationIds.length })
    const places = await known(workspaceId, event.id, 'location')
    expect(places.map((e) => e.id).sort()).toEqual([...event.locationIds].sort())
    expect(places.every((e) => entryName(e))).toBe(true)
  })
})

describe('a sponsor read back', () => {
  it('gives its name and images to the catalog where the service reads sponsors', async () => {
    const { workspaceId, event } = await rig('zuddl-docs')
    const sponsor = emulator.state.event(event.id)!.sponsors[0]!
    const ref = { workspaceId, eventId: event.id, sponsorId: sponsor.id }
    const read = await t.value<ChannelOutput<'listings:sponsor'>>('listings:sponsor', ref)
    expect(read).toMatchObject({ offered: true, sponsor: { id: sponsor.id, name: sponsor.name } })
    const [entry] = (await known(workspaceId, event.id, 'sponsor')).filter(
      (e) => e.id === sponsor.id,
    )
    expect(entry && entryName(entry)).toBe(sponsor.name)
  })

  it('is learnt as not offered once, without marking the sponsor gone', async () => {
    const { workspaceId, event } = await rig('documented')
    const sponsorId = event.sponsorIds[0]!
    await t.value('catalog:add', {
      workspaceId,
      eventId: event.id,
      kind: 'sponsor',
      text: sponsorId,
    })
    const ref = { workspaceId, eventId: event.id, sponsorId }
    expect(await t.value('listings:sponsor', ref)).toMatchObject({ offered: false })
    expect(await t.value('listings:sponsor', ref)).toMatchObject({ offered: false })
    const reads = apiRequests(emulator).filter((r) => r.path.includes('/sponsors/'))
    expect(reads).toHaveLength(1)
    const [entry] = await known(workspaceId, event.id, 'sponsor')
    expect(entry?.status).toBe('active')
  })
})

describe('on a service without them', () => {
  it('says so in a sentence, asks once, and asks again on refresh', async () => {
    const { workspaceId, event } = await rig('documented')
    const ref = { workspaceId, eventId: event.id }
    const first = await t.value<ChannelOutput<'listings:sessions'>>('listings:sessions', ref)
    expect(first).toMatchObject({ offered: false, why: 'not-offered' })
    if (first.offered) return
    expect(first.sentence).not.toMatch(/404|HTTP/)
    const asked = () => apiRequests(emulator).filter((r) => r.path.endsWith('/sessions')).length
    expect(asked()).toBe(1)
    await t.value('listings:sessions', ref)
    expect(asked()).toBe(1)
    await t.value('listings:sessions', { ...ref, refresh: true })
    expect(asked()).toBe(2)

    const events = await t.value<ChannelOutput<'listings:events'>>('listings:events', {
      workspaceId,
    })
    expect(events).toMatchObject({ offered: false, why: 'not-offered' })
  })

  it("keeps a wrong event the event's failure, not a missing list", async () => {
    const { workspaceId } = await rig('zuddl-docs')
    const result = await t.call('listings:sessions', {
      workspaceId,
      eventId: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b',
    })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.message).toMatch(/event was not found/i)
  })
})
