import { describe, expect, it } from 'vitest'
import { until } from '@test-support/eventually'
import { makePng, padToSize } from '@test-support/images'
import { startEmulator } from '../index'
import { call, multipartForm, useEmulator } from './harness'

const emu = useEmulator({ attendeesPerEvent: 20, rateLimit: { burst: 10_000, perSecond: 1000 } })

const control = (path: string, method = 'GET', body?: unknown) =>
  fetch(`${emu().baseUrl}/__control${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  })

describe('the request log', () => {
  it('leaves out a request that began before the log was reset', async () => {
    // Held by the service until the reset, which ends every hold: it began before.
    emu().state.setFaults([{ kind: 'hold' }])
    const slow = call(emu(), '/v1/teams')
    await until(() => emu().state.faults.held === 1, 'the request to reach the service')
    emu().state.reset()
    expect((await slow).status).toBe(200)
    expect(emu().state.requests()).toEqual([])
    await call(emu(), '/v1/teams')
    expect(
      emu()
        .state.requests()
        .map((r) => r.path),
    ).toEqual(['/v1/teams'])
  })
})

describe('fault injection', () => {
  it('answers with a 5xx envelope, then recovers when the rule is spent', async () => {
    emu().state.setFaults([{ kind: 'error', status: 503, times: 1 }])
    const r = await call(emu(), '/v1/teams')
    expect(r.status).toBe(503)
    expect(r.body).toMatchObject({ code: 'INTERNAL_ERROR' })
    expect((await call(emu(), '/v1/teams')).status).toBe(200)
  })

  it('drops the connection', async () => {
    emu().state.setFaults([{ kind: 'drop', times: 1 }])
    await expect(
      fetch(`${emu().baseUrl}/v1/teams`, { headers: { authorization: emu().demoKey } }),
    ).rejects.toThrow()
    expect(emu().state.requests().at(-1)).toMatchObject({ path: '/v1/teams', status: 0 })
    expect((await call(emu(), '/v1/teams')).status).toBe(200)
  })

  it('drops the connection after handling the request, when asked: the write is applied', async () => {
    const event = emu().state.events[0]!
    const location = emu()
      .state.event(event.id)!
      .locations.find((l) => !l.isDefault)!
    emu().state.setFaults([{ kind: 'drop', method: 'DELETE', afterHandling: true, times: 1 }])
    const path = `/v1/events/${event.id}/locations/${location.id}`
    await expect(
      fetch(`${emu().baseUrl}${path}`, {
        method: 'DELETE',
        headers: { authorization: emu().demoKey },
      }),
    ).rejects.toThrow()
    expect(emu().state.requests().at(-1)).toMatchObject({ path, status: 0 })
    expect(
      emu()
        .state.event(event.id)!
        .locations.map((l) => l.id),
    ).not.toContain(location.id)
    const bad = await control('/faults', 'PUT', { rules: [{ kind: 'drop', afterHandling: 1 }] })
    expect(bad.status).toBe(400)
    // The seeded data back as it was, for the tests after this one.
    emu().state.reset()
  })

  it('sends malformed JSON, an HTML error page and a bare JSON string', async () => {
    emu().state.setFaults([{ kind: 'malformed-json', times: 1 }])
    const bad = await fetch(`${emu().baseUrl}/v1/teams`, {
      headers: { authorization: emu().demoKey },
    })
    expect(bad.status).toBe(200)
    await expect(bad.json()).rejects.toThrow()

    emu().state.setFaults([{ kind: 'html', times: 1 }])
    const html = await call(emu(), '/v1/teams')
    expect(html.status).toBe(502)
    expect(html.headers.get('content-type')).toMatch(/text\/html/)

    emu().state.setFaults([
      { kind: 'bare-string', message: 'No teams for you', pathPrefix: '/v1/teams' },
    ])
    const str = await call(emu(), '/v1/teams')
    expect(str.status).toBe(200)
    expect(str.body).toBe('No teams for you')
    emu().state.setFaults([])
  })

  it('trickles a slow body that is still complete', async () => {
    emu().state.setFaults([{ kind: 'slow-body', chunkBytes: 256, chunkDelayMs: 20, times: 1 }])
    const t = performance.now()
    const r = await call(emu(), '/v1/teams')
    expect(performance.now() - t).toBeGreaterThanOrEqual(60)
    expect(r.status).toBe(200)
    expect((r.body as { data: unknown[] }).data.length).toBeGreaterThan(0)
  })

  it('reads an upload slowly, a chunk at a time, and still takes it whole', async () => {
    const ev = emu().events[0]!
    const bytes = padToSize(makePng(80, 80), 256 * 1024)
    emu().state.setFaults([
      { kind: 'slow-upload', method: 'POST', chunkBytes: 64 * 1024, chunkDelayMs: 30, times: 1 },
    ])
    const t = performance.now()
    const r = await call(emu(), `/v1/events/${ev.id}/speakers/${ev.speakerIds[0]}/pic`, {
      method: 'POST',
      body: multipartForm([['file', bytes]]),
    })
    // Five chunks at least (256 KiB and the part's headers), each after a 30 ms pause.
    expect(performance.now() - t).toBeGreaterThanOrEqual(150)
    expect(r.status, r.text).toBe(200)
    const served = await fetch((r.body as { picUrl: string }).picUrl)
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
  })

  it('picks requests to fail deterministically from the seed', async () => {
    const pattern = async () => {
      emu().state.setFaults([{ kind: 'error', rate: 0.5, pathPrefix: '/v1/teams' }], 99)
      const out: number[] = []
      for (let i = 0; i < 16; i++) out.push((await call(emu(), '/v1/teams')).status)
      return out
    }
    const first = await pattern()
    expect(first).toContain(500)
    expect(first).toContain(200)
    expect(await pattern()).toEqual(first)
    emu().state.setFaults([])
  })

  it('validates rules sent over HTTP', async () => {
    const bad = await control('/faults', 'PUT', { rules: [{ kind: 'explode' }] })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toMatch(/kind must be one of/)
    const ok = await control('/faults', 'PUT', { rules: [{ kind: 'error', times: 1 }] })
    expect(ok.status).toBe(200)
    expect((await call(emu(), '/v1/teams')).status).toBe(500)
  })
})

describe('latency, log, state and reset', () => {
  it('adds latency', async () => {
    await control('/latency', 'PUT', { ms: 120 })
    const t = performance.now()
    await call(emu(), '/v1/teams')
    expect(performance.now() - t).toBeGreaterThanOrEqual(110)
    emu().state.setLatency(0)
  })

  it('logs method, path, query, body size and status, never the key', async () => {
    emu().state.clearRequests()
    const ev = emu().events[0]!
    await call(emu(), `/v1/events/${ev.id}/attendees?size=5&filter=status%3Aeq%3AREGISTERED`)
    await call(emu(), `/v1/events/${ev.id}/sessions/${ev.sessionIds[0]}`, {
      method: 'PUT',
      json: { title: 'Logged' },
    })
    await call(emu(), '/v1/teams', { key: null })
    const log = (await (await control('/requests')).json()) as Record<string, unknown>[]
    expect(log).toMatchObject([
      {
        method: 'GET',
        path: `/v1/events/${ev.id}/attendees`,
        query: 'size=5&filter=status%3Aeq%3AREGISTERED',
        bodySize: 0,
        status: 200,
      },
      {
        method: 'PUT',
        path: `/v1/events/${ev.id}/sessions/${ev.sessionIds[0]}`,
        bodySize: 18,
        status: 200,
      },
      { method: 'GET', path: '/v1/teams', status: 401, keyLabel: '' },
    ])
    const text = JSON.stringify(log)
    for (const k of emu().keys) expect(text).not.toContain(k.key)
  })

  it('reads back state and resets it, with the same IDs for the same seed', async () => {
    const ev = emu().events[0]!
    await call(emu(), `/v1/events/${ev.id}/sessions/${ev.sessionIds[0]}`, {
      method: 'PUT',
      json: { title: 'Changed' },
    })
    const state = (await (await control('/state')).json()) as {
      events: { sessions: { title: string }[] }[]
    }
    expect(state.events[0]!.sessions[0]!.title).toBe('Changed')
    const reset = await control('/reset', 'POST', {})
    expect(reset.status).toBe(200)
    expect(emu().state.event(ev.id)!.sessions[0]!.title).not.toBe('Changed')
    expect(emu().events).toEqual([ev].concat(emu().events.slice(1)))
    expect(emu().state.requests()).toEqual([])
  })

  it('reseeds with different data', async () => {
    const before = emu().events[0]!.id
    emu().state.reset({ seed: 2 })
    expect(emu().events[0]!.id).not.toBe(before)
    emu().state.reset({ seed: 1 })
    expect(emu().events[0]!.id).toBe(before)
  })
})

describe('attendee changes', () => {
  it('drop cached query results when an attendee is patched over HTTP', async () => {
    const ev = emu().events[0]!
    const url = `/v1/events/${ev.id}/attendees?filter=status%3Aeq%3AVIP_ONLY&size=100`
    expect((await call(emu(), url)).body).toMatchObject({ data: [] })
    const first = (await call(emu(), `/v1/events/${ev.id}/attendees?size=1`)).body as {
      data: { id: string }[]
    }
    const id = first.data[0]!.id
    const patch = await control(`/events/${ev.id}/attendees/${id}`, 'PATCH', {
      status: 'VIP_ONLY',
      updatedAt: '2026-05-01T00:00:00Z',
    })
    expect(patch.status).toBe(200)
    const after = (await call(emu(), url)).body as { data: { id: string; updatedAt: string }[] }
    expect(after.data.map((a) => [a.id, a.updatedAt])).toEqual([[id, '2026-05-01T00:00:00Z']])
    expect((await control(`/events/${ev.id}/attendees/nope`, 'PATCH', {})).status).toBe(404)
  })
})

describe('control surface off (the default)', () => {
  it('has no /__control routes and refuses in-process mutators', async () => {
    const plain = await startEmulator()
    try {
      const r = await fetch(`${plain.baseUrl}/__control/state`)
      expect(r.status).toBe(404)
      expect(() => plain.state.setLatency(10)).toThrow(/control surface is off/)
      expect(() => plain.state.reset()).toThrow(/control surface is off/)
      expect(plain.state.snapshot().events).toHaveLength(3) // reads are fine
    } finally {
      await plain.close()
    }
  })
})

describe('session update bodies', () => {
  it('keeps every body a session update received, refused ones too, until reset', async () => {
    const event = emu().events[0]!
    const path = `/v1/events/${event.id}/sessions/${event.sessionIds[0]}`
    await call(emu(), path, { method: 'PUT', json: { title: 'Renamed' } })
    await call(emu(), path, { method: 'PUT', json: { title: '', colour: 'red' } })
    const updates = (await (await control('/session-updates')).json()) as unknown[]
    expect(updates.slice(-2)).toEqual([
      expect.objectContaining({ eventId: event.id, body: { title: 'Renamed' } }),
      expect.objectContaining({
        sessionId: event.sessionIds[0],
        body: { title: '', colour: 'red' },
      }),
    ])
    await control('/requests', 'DELETE')
    expect(await (await control('/session-updates')).json()).toEqual([])
  })
})
