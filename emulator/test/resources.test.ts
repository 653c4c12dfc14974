import { describe, expect, it } from 'vitest'
import { sessionSchema, speakerSchema } from '@shared/api/schemas'
import { sessionMode } from '../model'
import { call, envelopeKeys, keyOf, sortedKeys, useEmulator } from './harness'

const emu = useEmulator({ attendeesPerEvent: 5 })
const ev = () => emu().events[0]!
const NIL = '00000000-0000-4000-8000-000000000000'

describe('GET speaker', () => {
  it('returns the speaker with profile, links and sessions', async () => {
    const speakerId = ev().speakerIds[0]!
    const r = await call(emu(), `/v1/events/${ev().id}/speakers/${speakerId}`, {
      key: keyOf(emu(), 'other', 'READ'),
    })
    expect(r.status).toBe(200)
    const s = speakerSchema.parse(r.body)
    expect(s).toMatchObject({ kind: 'speaker', id: speakerId, speakerOrder: 1 })
    expect(s.url).toBe(`${emu().baseUrl}/v1/events/${ev().id}/speakers/${speakerId}`)
    expect(s.profile!.picUrl).toMatch(
      new RegExp(`^${emu().baseUrl}/media/demo/speaker-\\d\\d\\.png$`),
    )
    expect(s.sessions!.length).toBeGreaterThan(0)
    for (const link of s.sessions!) expect(ev().sessionIds).toContain(link.sessionId)
    // The demo picture behind picUrl is a real PNG.
    const pic = await fetch(s.profile!.picUrl!)
    expect(pic.headers.get('content-type')).toBe('image/png')
    expect(
      Buffer.from(await pic.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG')
  })

  it.each([
    ['unknown speaker', () => `/v1/events/${ev().id}/speakers/${NIL}`, 404, 'SPEAKER_NOT_FOUND'],
    [
      'unknown event',
      () => `/v1/events/${NIL}/speakers/${ev().speakerIds[0]}`,
      404,
      'EVENT_NOT_FOUND',
    ],
    [
      'malformed speaker id',
      () => `/v1/events/${ev().id}/speakers/12345`,
      400,
      'INVALID_PATH_PARAMETER',
    ],
    [
      'upper-case uuid',
      () => `/v1/events/${ev().id.toUpperCase()}/speakers/${ev().speakerIds[0]}`,
      400,
      'INVALID_PATH_PARAMETER',
    ],
  ])('%s', async (_n, p, status, code) => {
    const r = await call(emu(), p())
    expect(r.status).toBe(status)
    expect(sortedKeys(r.body)).toEqual(envelopeKeys('full'))
    expect(r.body).toMatchObject({ code })
  })

  it('needs READ', async () => {
    const r = await call(emu(), `/v1/events/${ev().id}/speakers/${ev().speakerIds[0]}`, {
      key: keyOf(emu(), 'backend', 'WRITE'),
    })
    expect(r.status).toBe(403)
    expect(r.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE' })
  })
})

describe('PUT session', () => {
  const url = (id: string) => `/v1/events/${ev().id}/sessions/${id}`
  const record = (id: string) =>
    emu()
      .state.event(ev().id)!
      .sessions.find((s) => s.id === id)!
  const physical = () => {
    const e = emu().state.event(ev().id)!
    return e.sessions.find((s) => sessionMode(e, s) === 'IN_PERSON')!
  }
  const virtual = () => {
    const e = emu().state.event(ev().id)!
    return e.sessions.find((s) => sessionMode(e, s) === 'VIRTUAL')!
  }

  it('updates only the fields sent and returns the session', async () => {
    const s = physical()
    const before = structuredClone(s)
    const r = await call(emu(), url(s.id), {
      method: 'PUT',
      json: { title: 'Renamed', tags: ['a', 'b'] },
    })
    expect(r.status, r.text).toBe(200)
    const got = sessionSchema.parse(r.body)
    expect(got).toMatchObject({ kind: 'session', id: s.id, title: 'Renamed', tags: ['a', 'b'] })
    expect(got.description).toBe(before.description)
    expect(got.startDateTime).toBe(before.startDateTime)
    expect(record(s.id).title).toBe('Renamed')
    expect(got.location![0]!.locationId).toBe(before.locationId)
  })

  it('lets totalCapacity win over availableSpots and computes remainingCapacity', async () => {
    const s = physical()
    s.registered = 30
    const r = await call(emu(), url(s.id), {
      method: 'PUT',
      json: { availableSpots: 10, totalCapacity: 100 },
    })
    expect(r.body).toMatchObject({ totalCapacity: 100, remainingCapacity: 70 })
    const r2 = await call(emu(), url(s.id), { method: 'PUT', json: { availableSpots: 50 } })
    expect(r2.body).toMatchObject({ totalCapacity: 50, remainingCapacity: 20 })
  })

  it('keeps capacity null for virtual sessions', async () => {
    const s = virtual()
    const r = await call(emu(), url(s.id), { method: 'PUT', json: { totalCapacity: 100 } })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ totalCapacity: null, remainingCapacity: null })
    expect((r.body as { location: { type: string }[] }).location[0]!.type).toBe('VIRTUAL')
  })

  it('moves a session to another location of the event', async () => {
    const s = physical()
    const target = emu()
      .state.event(ev().id)!
      .locations.find((l) => l.type === 'ROOM')!
    const r = await call(emu(), url(s.id), { method: 'PUT', json: { locationId: target.id } })
    expect((r.body as { location: unknown[] }).location).toEqual([
      { locationId: target.id, locationName: target.name, type: 'ROOM', link: s.link },
    ])
  })

  it('reports every bad field at once with 400 and an errors map', async () => {
    const s = physical()
    const before = structuredClone(record(s.id))
    const r = await call(emu(), url(s.id), {
      method: 'PUT',
      json: {
        title: 'x'.repeat(501),
        startDateTime: 'tomorrow',
        locationId: '11111111-1111-4111-8111-111111111111',
        totalCapacity: -1,
        tags: 'not-a-list',
        colour: 'blue',
      },
    })
    expect(r.status).toBe(400)
    expect(sortedKeys(r.body)).toEqual(envelopeKeys('full'))
    const errors = (r.body as { errors: Record<string, string> }).errors
    expect(Object.keys(errors).sort()).toEqual(
      ['colour', 'locationId', 'startDateTime', 'tags', 'title', 'totalCapacity'].sort(),
    )
    expect(errors.title).toMatch(/500/)
    expect(record(s.id)).toEqual(before)
  })

  it.each([
    [
      { startDateTime: '2026-05-12T10:00:00Z', endDateTime: '2026-05-12T09:00:00Z' },
      'endDateTime',
      /after/,
    ],
    [{ endDateTime: '2000-01-01T00:00:00Z' }, 'endDateTime', /after/],
    [{ startDateTime: '' }, 'startDateTime', /.+/],
    [{ startDateTime: '2026-05-12' }, 'startDateTime', /date-time/],
    [{ title: '   ' }, 'title', /empty/],
    [{ locationId: 'nope' }, 'locationId', /UUID/],
  ])('validates %j', async (json, field, message) => {
    const r = await call(emu(), url(physical().id), { method: 'PUT', json })
    expect(r.status).toBe(400)
    expect((r.body as { errors: Record<string, string> }).errors[field]).toMatch(message)
  })

  it('accepts a title of exactly 500 characters', async () => {
    const r = await call(emu(), url(physical().id), {
      method: 'PUT',
      json: { title: 'y'.repeat(500) },
    })
    expect(r.status).toBe(200)
  })

  it('refuses non-JSON and non-object bodies', async () => {
    const id = physical().id
    expect(
      (
        await call(emu(), url(id), {
          method: 'PUT',
          body: 'title=x',
          headers: { 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call(emu(), url(id), {
          method: 'PUT',
          body: '{bad',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400)
    expect((await call(emu(), url(id), { method: 'PUT', json: [1] })).status).toBe(400)
  })

  it.each([
    ['unknown session', () => url('no-such-session'), 404, 'SESSION_NOT_FOUND'],
    [
      'unknown event',
      () => `/v1/events/${NIL}/sessions/${ev().sessionIds[0]}`,
      404,
      'EVENT_NOT_FOUND',
    ],
  ])('%s', async (_n, p, status, code) => {
    const r = await call(emu(), p(), { method: 'PUT', json: { title: 'x' } })
    expect(r.status).toBe(status)
    expect(r.body).toMatchObject({ code })
  })

  it.each([
    ['READ-only backend key', 'backend', 'READ', 'INSUFFICIENT_SCOPE'],
    ['non-backend key', 'other', 'READ+WRITE', 'BACKEND_KEY_REQUIRED'],
  ] as const)('refuses a %s with 403', async (_n, kind, scopes, code) => {
    const r = await call(emu(), url(physical().id), {
      method: 'PUT',
      json: { title: 'x' },
      key: keyOf(emu(), kind, scopes),
    })
    expect(r.status).toBe(403)
    expect(r.body).toMatchObject({ code })
  })
})

describe('DELETE location', () => {
  const url = (id: string, eventId = ev().id) => `/v1/events/${eventId}/locations/${id}`

  it('deletes a non-default location and detaches its sessions', async () => {
    const e = emu().state.event(ev().id)!
    const loc = e.locations.find(
      (l) => !l.isDefault && e.sessions.some((s) => s.locationId === l.id),
    )!
    const r = await call(emu(), url(loc.id), { method: 'DELETE' })
    expect(r.status).toBe(200)
    expect(r.body).toEqual({ id: loc.id, deleted: true })
    expect(e.locations.some((l) => l.id === loc.id)).toBe(false)
    expect(e.sessions.some((s) => s.locationId === loc.id)).toBe(false)
    const again = await call(emu(), url(loc.id), { method: 'DELETE' })
    expect(again.status).toBe(404)
    expect(sortedKeys(again.body)).toEqual(envelopeKeys('bare'))
  })

  it('refuses the default location with 409 and the bare envelope', async () => {
    const r = await call(emu(), url(ev().defaultLocationId), { method: 'DELETE' })
    expect(r.status).toBe(409)
    expect(sortedKeys(r.body)).toEqual(envelopeKeys('bare'))
    expect((r.body as { message: string }).message).toMatch(/default locations cannot be deleted/i)
  })

  it.each([
    ['unknown event', () => url(ev().defaultLocationId, NIL), 404],
    ['malformed id', () => url('123'), 400],
  ])('%s: bare envelope', async (_n, p, status) => {
    const r = await call(emu(), p(), { method: 'DELETE' })
    expect(r.status).toBe(status)
    expect(sortedKeys(r.body)).toEqual(envelopeKeys('bare'))
  })

  it('needs a WRITE backend key (403, bare envelope)', async () => {
    for (const [kind, scopes] of [
      ['backend', 'READ'],
      ['other', 'READ+WRITE'],
    ] as const) {
      const r = await call(emu(), url(ev().locationIds[1]!), {
        method: 'DELETE',
        key: keyOf(emu(), kind, scopes),
      })
      expect(r.status).toBe(403)
      expect(sortedKeys(r.body)).toEqual(envelopeKeys('bare'))
    }
  })
})
