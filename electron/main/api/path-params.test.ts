/**
 * Path parameters over real HTTP against the emulator: a session ID of "."
 * or ".." would be resolved away by URL parsing (PUT /v1/events/<id>/), so
 * the client refuses it, by name, before anything is sent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import {
  apiRequests,
  caught,
  startTestEmulator,
  testContext,
  type RunningEmulator,
} from '@test-support/api-context'
import { buildUrl } from './http-client'
import { deleteLocation } from './locations'
import { updateSession } from './session-update'
import { getSpeaker } from './speakers'

let emu: RunningEmulator
let ev: EventSummary

beforeAll(async () => {
  emu = await startTestEmulator()
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.state.reset()
  ev = emu.events[0]!
})

describe('path parameters', () => {
  it.each(['..', '.', ' .. ', '%2e%2E', ''])(
    'refuses the session ID %j without sending anything',
    async (sessionId) => {
      const error = await caught(() =>
        updateSession(testContext(emu), { eventId: ev.id, sessionId, changes: { title: 'x' } }),
      )
      expect(error.data).toMatchObject({ kind: 'invalid-input' })
      expect(error.message).toMatch(/^The sessionId (must not be empty|cannot be ")/)
      expect(error.data?.fieldErrors).toEqual({ sessionId: error.message })
      expect(apiRequests(emu)).toEqual([])
    },
  )

  it('sends a session ID that only contains dots among other characters', async () => {
    const error = await caught(() =>
      updateSession(testContext(emu), {
        eventId: ev.id,
        sessionId: '...',
        changes: { title: 'x' },
      }),
    )
    expect(error.data).toMatchObject({ status: 404, code: 'SESSION_NOT_FOUND' })
    expect(apiRequests(emu).map((r) => r.path)).toEqual([`/v1/events/${ev.id}/sessions/...`])
  })

  it('refuses dot and empty segments of the other parameters by name', async () => {
    const speaker = await caught(() =>
      getSpeaker(testContext(emu), { eventId: '..', speakerId: ev.id }),
    )
    expect(speaker.message).toMatch(/^The eventId cannot be "\.\."/)
    const location = await caught(() =>
      deleteLocation(testContext(emu), { eventId: ev.id, locationId: ' ' }),
    )
    expect(location.message).toBe('The locationId must not be empty.')
    expect(apiRequests(emu)).toEqual([])
  })

  it('keeps any request path free of dot and empty segments, however it was built', () => {
    const base = 'http://127.0.0.1:9'
    for (const path of ['/v1/events/x/sessions/..', '/v1/./teams', '/v1//teams', '/v1/%2E%2e']) {
      expect(() => buildUrl(base, path), path).toThrow(/is not valid/)
    }
    expect(buildUrl(base, '/v1/teams', { q: 'a b' })).toBe('http://127.0.0.1:9/v1/teams?q=a%20b')
  })
})
