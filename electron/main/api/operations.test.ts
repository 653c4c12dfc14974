/**
 * The operations over real HTTP against the emulator on 127.0.0.1.
 *
 * What they return, and the sentence of every documented failure. The two image
 * uploads are in uploads.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import { NO_NOTES } from '@shared/api/read-notes'
import {
  MISSING,
  WITH_TEST_IMAGE_HOST,
  apiRequests,
  caught,
  keyOf,
  startTestEmulator,
  testContext,
  type RunningEmulator,
} from '@test-support/api-context'
import { listAttendeesPage } from './attendees'
import { deleteLocation } from './locations'
import { updateSession } from './session-update'
import { getSpeaker } from './speakers'
import { listTeams } from './teams'

let emu: RunningEmulator
let ev: EventSummary

beforeAll(async () => {
  emu = await startTestEmulator(WITH_TEST_IMAGE_HOST)
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.state.reset()
  ev = emu.events[0]!
})

const ctx = (key?: string) => testContext(emu, key ? { key } : {})
const apiCalls = () => apiRequests(emu)

describe('getSpeaker', () => {
  it('returns the speaker with the sessions it appears in', async () => {
    const speaker = await getSpeaker(ctx(), { eventId: ev.id, speakerId: ev.speakerIds[0]! })
    expect(speaker.id).toBe(ev.speakerIds[0])
    expect(speaker.profile?.firstName).toBeTruthy()
    for (const s of speaker.sessions ?? []) expect(ev.sessionIds).toContain(s.sessionId)
  })

  it('says which resource is missing: the speaker, or the event', async () => {
    const noSpeaker = await caught(() => getSpeaker(ctx(), { eventId: ev.id, speakerId: MISSING }))
    expect(noSpeaker.data).toMatchObject({ kind: 'http', status: 404, code: 'SPEAKER_NOT_FOUND' })
    expect(noSpeaker.message).toBe(
      'The speaker was not found. It may have been deleted, or the speaker ID is wrong.',
    )
    const noEvent = await caught(() =>
      getSpeaker(ctx(), { eventId: MISSING, speakerId: ev.speakerIds[0]! }),
    )
    expect(noEvent.data).toMatchObject({ status: 404, code: 'EVENT_NOT_FOUND' })
    expect(noEvent.message).toBe(
      'The event was not found. Check the event ID chosen at the top of the window.',
    )
  })

  it('refuses an ID that is not a UUID without sending anything', async () => {
    const error = await caught(() => getSpeaker(ctx(), { eventId: ev.id, speakerId: 'speaker-1' }))
    expect(error.data).toMatchObject({
      kind: 'invalid-input',
      fieldErrors: { speakerId: expect.any(String) },
    })
    expect(apiCalls()).toHaveLength(0)
  })

  it('explains a refused key', async () => {
    const error = await caught(() =>
      getSpeaker(ctx('not-a-key'), { eventId: ev.id, speakerId: ev.speakerIds[0]! }),
    )
    expect(error.data).toMatchObject({ kind: 'http', status: 401, retryable: false })
    expect(error.message).toBe(
      'The API key was refused (missing, wrong or revoked). Edit the workspace and enter a valid key.',
    )
  })
})

describe('updateSession', () => {
  it('sends only the given fields and leaves the others as they were', async () => {
    const sessionId = ev.sessionIds[0]!
    const before = emu.state.event(ev.id)!.sessions.find((s) => s.id === sessionId)!
    const description = before.description
    const session = await updateSession(ctx(), {
      eventId: ev.id,
      sessionId,
      changes: { title: 'Keynote, revised', totalCapacity: 120, tags: ['main'] },
    })
    expect(session).toMatchObject({ id: sessionId, title: 'Keynote, revised', tags: ['main'] })
    expect(session.description).toBe(description)
  })

  it("maps the service's 400 `errors` to field errors", async () => {
    const error = await caught(() =>
      updateSession(ctx(), {
        eventId: ev.id,
        sessionId: ev.sessionIds[0]!,
        changes: { startDateTime: 'tomorrow' },
      }),
    )
    expect(error.data).toMatchObject({
      kind: 'http',
      status: 400,
      fieldErrors: { startDateTime: expect.any(String) },
    })
    expect(error.message).toMatch(/^The service refused to update the session: startDateTime: /)
  })

  it('says so when the session does not exist', async () => {
    const error = await caught(() =>
      updateSession(ctx(), {
        eventId: ev.id,
        sessionId: 'no-such-session',
        changes: { title: 'x' },
      }),
    )
    expect(error.data).toMatchObject({ status: 404, code: 'SESSION_NOT_FOUND' })
    expect(error.message).toMatch(/^The session was not found\./)
  })

  it('explains keys of the wrong kind or scope', async () => {
    const input = { eventId: ev.id, sessionId: ev.sessionIds[0]!, changes: { title: 'x' } }
    const other = await caught(() => updateSession(ctx(keyOf(emu, 'other', 'READ+WRITE')), input))
    expect(other.data).toMatchObject({ status: 403, code: 'BACKEND_KEY_REQUIRED' })
    expect(other.message).toMatch(/^This key was made for another use than Backend/)
    const readOnly = await caught(() => updateSession(ctx(keyOf(emu, 'backend', 'READ')), input))
    expect(readOnly.data).toMatchObject({ status: 403, code: 'INSUFFICIENT_SCOPE' })
    expect(readOnly.message).toBe(
      "This needs an API key with WRITE scope; the workspace's key has READ. Create a key with READ and WRITE scope in the platform and edit the workspace.",
    )
  })
})

describe('deleteLocation', () => {
  it('deletes a location; a second delete says it is gone', async () => {
    const locationId = ev.locationIds.find((l) => l !== ev.defaultLocationId)!
    await expect(deleteLocation(ctx(), { eventId: ev.id, locationId })).resolves.toEqual({
      locationId,
      deleted: true,
    })
    const again = await caught(() => deleteLocation(ctx(), { eventId: ev.id, locationId }))
    expect(again.data).toMatchObject({ status: 404 })
    expect(again.message).toBe(
      'The location was not found. It may have been deleted already, or the location ID is wrong.',
    )
  })

  it('explains why the default location cannot be deleted', async () => {
    const error = await caught(() =>
      deleteLocation(ctx(), { eventId: ev.id, locationId: ev.defaultLocationId }),
    )
    expect(error.data).toMatchObject({ kind: 'http', status: 409, retryable: false })
    expect(error.message).toMatch(
      /^This is the event's default location, and default locations cannot be deleted\./,
    )
  })
})

describe('listTeams', () => {
  it('lists every active team, through the scheduler', async () => {
    const c = ctx()
    const { teams, message } = await listTeams(c.config, undefined, {
      scheduler: c.scheduler,
      workspaceId: c.workspaceId,
    })
    expect(message).toBeNull()
    expect(teams.map((t) => t.id).sort()).toEqual(
      emu.teams
        .filter((t) => t.active)
        .map((t) => t.id)
        .sort(),
    )
    expect(c.scheduler.quota(c.workspaceId).usedToday).toBe(apiCalls().length)
  })

  it('shows a bare JSON string answer as a message', async () => {
    emu.state.setFaults([
      { kind: 'bare-string', pathPrefix: '/v1/teams', message: 'No teams yet.' },
    ])
    await expect(listTeams(ctx().config)).resolves.toEqual({
      teams: [],
      message: 'No teams yet.',
      notes: NO_NOTES,
    })
  })
})

describe('listAttendeesPage', () => {
  it('returns one page and whether another follows', async () => {
    const page = await listAttendeesPage(ctx(), { eventId: ev.id, page: 2, pageSize: 25 })
    expect(page).toMatchObject({ page: 2, pageSize: 25, hasNext: true })
    expect(page.items).toHaveLength(25)
    expect(apiCalls()[0]!.query).toBe('page=2&size=25')
  })

  it('says an event does not exist, though this endpoint has no error codes', async () => {
    const error = await caught(() => listAttendeesPage(ctx(), { eventId: MISSING }))
    expect(error.data).toMatchObject({ status: 404 })
    expect(error.message).toMatch(/^The event was not found\./)
  })
})
