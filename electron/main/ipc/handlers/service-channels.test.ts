/**
 * The API channels end to end inside the main process: the real router and
 * core (as the preload and the e2e harness reach them), the emulator over
 * real HTTP, cancellation through the cancel channel, the events sent to the
 * renderer, and a sweep proving the API key never leaks.
 */
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import { CANCEL_CHANNEL } from '@shared/ipc/contract'
import type { InvokeResult } from '@shared/ipc/envelope'
import { eventually, until } from '@test-support/eventually'
import { writePng } from '@test-support/images-png'
import { startTestCore, type TestCore } from '@test-support/core'
import type { Core } from '@main/app/core'
import { apiRequests, startTestEmulator, type RunningEmulator } from '@test-support/api-context'

let emu: RunningEmulator
let ev: EventSummary
let core: Core
let dir: string
let workspaceId: string
let events: TestCore['events']
let testCore: TestCore
const results: InvokeResult[] = []
let calls = 0

async function call(
  channel: string,
  payload: unknown,
  callId = `c${++calls}`,
): Promise<InvokeResult> {
  const result = await core.router.handle({ channel, callId, payload })
  results.push(result)
  return result
}
async function value<T = Record<string, unknown>>(channel: string, payload: unknown): Promise<T> {
  const result = await call(channel, payload)
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.message}`)
  return result.value as T
}
async function failure(channel: string, payload: unknown) {
  const result = await call(channel, payload)
  if (result.ok) throw new Error(`${channel} should have failed`)
  return result.error
}

beforeAll(async () => {
  emu = await startTestEmulator()
  ev = emu.events[0]!
  testCore = await startTestCore('stagehand-core-')
  ;({ core, dir, events } = testCore)
  const saved = await value<{ id: string }>('workspaces:save', {
    name: 'Emulator',
    baseUrl: emu.baseUrl,
    apiKey: emu.demoKey,
  })
  workspaceId = saved.id
})
afterAll(async () => {
  await testCore.close() // A second dispose (after the sweep) must be harmless.
  await emu.close()
})

describe('API channels', () => {
  it('lists a page of attendees with a typed filter', async () => {
    const page = await value<{ items: { status: string }[]; hasNext: boolean }>('attendees:list', {
      workspaceId,
      eventId: ev.id.toUpperCase(),
      filter: [{ field: 'status', op: 'in', value: ['REGISTERED'] }],
      pageSize: 20,
    })
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items.every((a) => a.status === 'REGISTERED')).toBe(true)
    const refused = await failure('attendees:list', {
      workspaceId,
      eventId: ev.id,
      filter: [{ field: 'status', op: 'like', value: 'x' }],
    })
    expect(refused).toMatchObject({
      kind: 'invalid-input',
      fieldErrors: { 'filter.0.op': 'like is not allowed on status' },
    })
  })

  it('gets a speaker and puts it, and the sessions it names, in the catalog', async () => {
    const speaker = await value<{ id: string; sessions: { sessionId: string }[] }>('speakers:get', {
      workspaceId,
      eventId: ev.id,
      speakerId: ev.speakerIds[0],
    })
    const { entries } = await value<{ entries: { kind: string; id: string; state: unknown }[] }>(
      'catalog:list',
      { workspaceId, eventId: ev.id },
    )
    expect(entries.find((e) => e.kind === 'speaker' && e.id === speaker.id)?.state).toMatchObject({
      id: speaker.id,
    })
    for (const s of speaker.sessions)
      expect(entries.some((e) => e.kind === 'session' && e.id === s.sessionId)).toBe(true)
    // The window learns what changed from the event itself: the speaker's entry as main keeps it.
    const told = events
      .filter((e) => e.name === 'catalog:changed')
      .map((e) => e.payload as { eventId: string; entries: { kind: string; id: string }[] })
      .flatMap((p) => p.entries)
      .filter((e) => e.kind === 'speaker' && e.id === speaker.id)
      .at(-1)
    expect(told).toEqual(entries.find((e) => e.kind === 'speaker' && e.id === speaker.id))
  })

  it('updates a session, with field errors keyed by form field', async () => {
    const session = await value<{ title: string }>('sessions:update', {
      workspaceId,
      eventId: ev.id,
      sessionId: ev.sessionIds[0],
      changes: { title: 'Renamed' },
    })
    expect(session.title).toBe('Renamed')
    const error = await failure('sessions:update', {
      workspaceId,
      eventId: ev.id,
      sessionId: ev.sessionIds[0],
      changes: { title: 'x'.repeat(501) },
    })
    expect(error).toMatchObject({
      kind: 'invalid-input',
      fieldErrors: { title: 'must be at most 500 characters' },
    })
  })

  it('checks a session update in full once, at the router, and sends nothing refused', async () => {
    const ref = { workspaceId, eventId: ev.id, sessionId: ev.sessionIds[0] }
    const putsBefore = apiRequests(emu).filter((r) => r.method === 'PUT').length
    const empty = await failure('sessions:update', { ...ref, changes: {} })
    expect(empty).toMatchObject({
      kind: 'invalid-input',
      fieldErrors: { _: 'Nothing to save: change at least one field of the session.' },
    })
    const unknown = await failure('sessions:update', { ...ref, changes: { colour: 'red' } })
    expect(unknown).toMatchObject({ kind: 'invalid-input', fieldErrors: { _: expect.any(String) } })
    const wrongType = await failure('sessions:update', { ...ref, changes: { totalCapacity: -1 } })
    expect(wrongType.fieldErrors).toEqual({ totalCapacity: expect.any(String) })
    expect(apiRequests(emu).filter((r) => r.method === 'PUT')).toHaveLength(putsBefore)
  })

  it('uploads images from bytes sent across the bridge', async () => {
    const picture = await value<{ picUrl: string }>('speakers:uploadPicture', {
      workspaceId,
      eventId: ev.id,
      speakerId: ev.speakerIds[0],
      source: {
        kind: 'file',
        bytes: writePng(100, 100),
        fileName: 'p.png',
        contentType: 'image/jpeg',
      },
    })
    expect((await fetch(picture.picUrl)).headers.get('content-type')).toBe('image/png')
    await value('sponsors:uploadImage', {
      workspaceId,
      eventId: ev.id,
      sponsorId: ev.sponsorIds[0],
      imageType: 'LOGO',
      source: { kind: 'file', bytes: writePng(320, 160), fileName: 'l.png' },
    })
    const small = await failure('sponsors:uploadImage', {
      workspaceId,
      eventId: ev.id,
      sponsorId: ev.sponsorIds[0],
      imageType: 'COVER',
      source: { kind: 'file', bytes: writePng(320, 160), fileName: 'c.png' },
    })
    expect(small).toMatchObject({
      kind: 'invalid-input',
      fieldErrors: { file: expect.stringMatching(/320×160/) },
    })
  })

  it('deletes a location, refuses the default one, and lists teams', async () => {
    const other = ev.locationIds.find((l) => l !== ev.defaultLocationId)!
    expect(
      await value('locations:delete', { workspaceId, eventId: ev.id, locationId: other }),
    ).toEqual({ locationId: other, deleted: true })
    expect(
      await failure('locations:delete', {
        workspaceId,
        eventId: ev.id,
        locationId: ev.defaultLocationId,
      }),
    ).toMatchObject({ status: 409 })
    const { teams } = await value<{ teams: unknown[] }>('teams:list', { workspaceId })
    expect(teams.length).toBeGreaterThan(0)
  })

  it('reports the request meter, on request and as throttled events', async () => {
    const status = await value<{ usedToday: number; dailyLimit: number; inFlight: number }>(
      'requests:status',
      { workspaceId },
    )
    const sent = emu.state.requests().filter((r) => r.path.startsWith('/v1/')).length
    expect(status).toMatchObject({ usedToday: sent, dailyLimit: 10_000, inFlight: 0 })
    // The throttled events catch up with the count (the last one is always sent).
    await eventually(() => {
      const meter = events.filter((e) => e.name === 'requests:status')
      expect(meter.at(-1)?.payload).toMatchObject({
        workspaceId,
        usedToday: sent,
        inFlight: 0,
        queued: 0,
      })
    })
    // The daily count is kept in the user-data folder.
    await eventually(async () => {
      const usage = JSON.parse(
        await readFile(join(dir, 'requests', 'daily-usage.json'), 'utf8'),
      ) as { used: Record<string, number> }
      expect(usage.used[workspaceId]).toBe(sent)
    })
  })
})

describe('cancellation across the bridge', () => {
  it('the cancel channel aborts the request in flight', async () => {
    // Held until its client lets go: only the cancel can end this call.
    emu.state.setFaults([{ kind: 'hold' }])
    try {
      const pending = call(
        'speakers:get',
        { workspaceId, eventId: ev.id, speakerId: ev.speakerIds[0] },
        'slow-call',
      )
      await until(() => emu.state.faults.held === 1, 'the request to reach the service')
      await call(CANCEL_CHANNEL, { callId: 'slow-call' })
      expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } })
      // The connection was closed, not left waiting: the service no longer holds it.
      await until(() => emu.state.faults.held === 0, 'the held request to be let go')
    } finally {
      emu.state.setFaults([])
    }
  })
})

describe('the API key never leaks', () => {
  it('into errors, events, logs or files, whatever goes wrong', async () => {
    const wrongKey = 'sk_live_WRONG_KEY_4f9a2c'
    const other = await value<{ id: string }>('workspaces:save', {
      name: 'Wrong key',
      baseUrl: emu.baseUrl,
      apiKey: wrongKey,
    })
    const refused = await failure('speakers:get', {
      workspaceId: other.id,
      eventId: ev.id,
      speakerId: ev.speakerIds[0],
    })
    expect(refused).toMatchObject({ status: 401 })
    const ref = { workspaceId, eventId: ev.id, speakerId: ev.speakerIds[0] }
    for (const kind of ['html', 'malformed-json', 'drop', 'error', 'bare-string'] as const) {
      emu.state.setFaults([{ kind }])
      await call('speakers:get', ref)
      await call('speakers:uploadPicture', {
        ...ref,
        source: { kind: 'file', bytes: writePng(90, 90), fileName: 'k.png' },
      })
    }
    emu.state.setFaults([])
    await call('speakers:get', { ...ref, speakerId: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b' })
    await call('sessions:update', { ...ref, sessionId: 'missing', changes: { title: 'x' } })
    await call('speakers:uploadPicture', {
      ...ref,
      source: { kind: 'url', imageUrl: `http://127.0.0.1/?key=${emu.demoKey.length}` },
    })
    await core.dispose()

    const files: string[] = []
    const walk = async (d: string): Promise<void> => {
      for (const entry of await readdir(d, { withFileTypes: true })) {
        if (entry.isDirectory()) await walk(join(d, entry.name))
        else files.push(await readFile(join(d, entry.name), 'utf8'))
      }
    }
    await walk(dir)
    const everything = [JSON.stringify(results), JSON.stringify(events), ...files].join('\n')
    expect(results.filter((r) => !r.ok).length).toBeGreaterThan(10)
    expect(files.join('').length).toBeGreaterThan(0)
    for (const key of [emu.demoKey, wrongKey]) expect(everything).not.toContain(key)
  })
})
