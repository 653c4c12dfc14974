/**
 * The reads beyond the contract, over real HTTP: offered in `zuddl-docs`
 * shaped as the service's docs show them, and the unknown route elsewhere.
 */
import { describe, expect, it } from 'vitest'
import { call, keyOf, useEmulator } from './harness'

type Page = { data: Record<string, unknown>[]; pagination: Record<string, string> }
const page = (r: { body: unknown }) => r.body as Page

describe('the docs reads in zuddl-docs', () => {
  const emu = useEmulator({ dialect: 'zuddl-docs' })

  it('lists events by name and days, paged by page and size', async () => {
    const first = await call(emu(), '/v1/events?page=1&size=2')
    expect(first.status).toBe(200)
    const events = page(first).data
    expect(events).toHaveLength(2)
    expect(events[0]).toMatchObject({
      kind: 'event',
      id: emu().events[0]!.id,
      name: emu().events[0]!.name,
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      endDate: expect.stringMatching(/Z$/),
      timezone: expect.any(String),
    })
    const second = page(await call(emu(), '/v1/events?page=2&size=2')).data
    expect(second.map((e) => e.id)).not.toContain(events[0]!.id)
    expect((await call(emu(), '/v1/events?size=51')).status).toBe(400)
  })

  it('reads an event, its sessions with titles and times, a session, its locations', async () => {
    const event = emu().events[0]!
    const one = await call(emu(), `/v1/events/${event.id}`)
    expect(one.body).toMatchObject({ id: event.id, name: event.name })

    const sessions = page(await call(emu(), `/v1/events/${event.id}/sessions?size=50`)).data
    expect(sessions.length).toBe(Math.min(50, event.sessionIds.length))
    expect(sessions[0]).toMatchObject({
      title: expect.any(String),
      startDateTime: expect.any(String),
      endDateTime: expect.any(String),
      location: expect.any(Array),
    })
    const id = sessions[0]!.id as string
    expect((await call(emu(), `/v1/events/${event.id}/sessions/${id}`)).body).toMatchObject({ id })

    const locations = page(await call(emu(), `/v1/events/${event.id}/locations?size=50`)).data
    expect(locations.map((l) => l.id).sort()).toEqual([...event.locationIds].sort())
    expect(Object.keys(locations[0]!)).toEqual(
      expect.arrayContaining(['kind', 'url', 'id', 'name', 'mapLink']),
    )
  })

  it('reads a sponsor by its ID, with its name and images', async () => {
    const event = emu().state.event(emu().events[0]!.id)!
    const sponsor = event.sponsors[0]!
    const read = await call(emu(), `/v1/events/${event.id}/sponsors/${sponsor.id}`)
    expect(read.body).toMatchObject({
      kind: 'sponsor',
      id: sponsor.id,
      name: sponsor.name,
      tier: { tierName: sponsor.tier },
    })
    expect(Object.keys(read.body as object)).toEqual(
      expect.arrayContaining(['logoUrl', 'coverImageUrl', 'websiteUrl', 'booth']),
    )
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await call(emu(), `/v1/events/${event.id}/sponsors/${missing}`)).status).toBe(404)
  })

  it('reads an attendee by its ID, as the list gives it, with a Backend key only', async () => {
    const event = emu().events[0]!
    const listed = page(await call(emu(), `/v1/events/${event.id}/attendees?size=1`)).data[0]!
    const path = `/v1/events/${event.id}/attendees/${listed.id as string}`
    const read = await call(emu(), path)
    expect(read.status).toBe(200)
    expect(read.body).toEqual(listed)
    const other = await call(emu(), path, { key: keyOf(emu(), 'other', 'READ') })
    expect(other.status).toBe(403)
    const missing = await call(emu(), `/v1/events/${event.id}/attendees/${crypto.randomUUID()}`)
    expect(missing.status).toBe(404)
    expect(JSON.stringify(missing.body)).toMatch(/Attendee not found/)
  })

  it('answers an unknown event or session with a not-found naming it', async () => {
    const event = emu().events[0]!
    const missing = '00000000-0000-4000-8000-000000000000'
    const noEvent = await call(emu(), `/v1/events/${missing}/sessions`)
    expect(noEvent.status).toBe(404)
    expect(JSON.stringify(noEvent.body)).toMatch(/Event not found/)
    expect((await call(emu(), `/v1/events/${event.id}/sessions/nope`)).status).toBe(404)
  })
})

describe('the docs reads elsewhere', () => {
  const emu = useEmulator({ dialect: 'documented' })

  it('are the unknown route, as on a service without them', async () => {
    const event = emu().events[0]!
    for (const path of [
      '/v1/events',
      `/v1/events/${event.id}`,
      `/v1/events/${event.id}/sessions`,
      `/v1/events/${event.id}/locations`,
      `/v1/events/${event.id}/attendees/${crypto.randomUUID()}`,
    ]) {
      const answer = await call(emu(), path)
      expect(answer.status, path).toBe(404)
      expect(answer.body, path).toMatchObject({ code: 'NOT_FOUND' })
    }
  })
})
