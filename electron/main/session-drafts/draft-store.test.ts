import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SessionFormValues } from '@shared/sessions/session-form'
import { tempDirPerTest } from '@test-support/temp-dir'
import { createDraftStore } from './draft-store'

const tmp = tempDirPerTest('session-drafts')
const event = { workspaceId: 'ws-1', eventId: '227030b8-056d-425b-a936-90caa57ecbe9' }
const session = { ...event, sessionId: 'sess-1' }
const values: SessionFormValues = {
  title: 'Keynote, draft',
  timeZone: 'Europe/Berlin',
  start: '2026-03-28T23:00',
  end: '2026-03-29T04:00',
  description: '',
  locationId: '',
  totalCapacity: '',
  externalRefId: '',
  parentSessionId: '',
  tags: [{ value: 'ai' }],
}
const at = (iso: string) => () => Date.parse(iso)

describe('session draft store', () => {
  it('keeps a draft and the event zone across a restart, and forgets a discarded draft', async () => {
    const path = join(tmp(), 'session-drafts.json')
    const store = createDraftStore({ path, now: at('2026-05-12T12:02:00Z') })
    expect(await store.event(event)).toEqual({ timeZone: null, drafts: [], notice: null })
    await store.save(session, values)
    await store.setTimeZone(event, 'America/New_York')

    const reopened = createDraftStore({ path })
    expect(await reopened.get(session)).toEqual({
      draft: { values, savedAt: '2026-05-12T12:02:00.000Z' },
    })
    expect(await reopened.event({ ...event, eventId: event.eventId.toUpperCase() })).toEqual({
      timeZone: 'America/New_York',
      drafts: [{ sessionId: 'sess-1', savedAt: '2026-05-12T12:02:00.000Z' }],
      notice: null,
    })
    expect(await reopened.discard(session)).toEqual({ discarded: true })
    expect(await reopened.discard(session)).toEqual({ discarded: false })
    expect((await reopened.get(session)).draft).toBeNull()
    // Another event or workspace sees nothing of this one.
    expect((await reopened.event({ ...event, workspaceId: 'ws-2' })).timeZone).toBeNull()
  })

  it('refuses a zone the platform does not know, saying what is needed', async () => {
    const store = createDraftStore({ path: join(tmp(), 'session-drafts.json') })
    await expect(store.setTimeZone(event, 'Europe/Atlantis')).rejects.toMatchObject({
      data: {
        kind: 'invalid-input',
        fieldErrors: { timeZone: expect.stringMatching(/Choose a time zone/) },
      },
    })
  })

  it('moves a corrupt file aside and says where, once', async () => {
    const dir = tmp()
    const path = join(dir, 'session-drafts.json')
    await writeFile(path, '{ not json')
    const store = createDraftStore({ path, now: at('2026-05-12T12:02:00Z') })
    const first = await store.event(event)
    expect(first.notice).toMatch(/could not be read and was moved to .*corrupt-/)
    expect((await store.event(event)).notice).toBeNull()
    expect((await readdir(dir)).some((f) => f.includes('.corrupt-'))).toBe(true)
    await store.save(session, values)
    expect((await store.get(session)).draft?.values.title).toBe('Keynote, draft')
  })

  it('keeps drafts of sessions named like built-in members, across a restart', async () => {
    const path = join(tmp(), 'session-drafts.json')
    const store = createDraftStore({ path, now: at('2026-05-12T12:02:00Z') })
    const named = (sessionId: string) => ({ ...event, sessionId })
    // Nothing saved yet: no draft, and nothing to discard.
    for (const sessionId of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(await store.get(named(sessionId))).toEqual({ draft: null })
      expect(await store.discard(named(sessionId))).toEqual({ discarded: false })
    }
    await store.save(named('constructor'), values)
    await store.save(named('__proto__'), { ...values, title: 'Proto' })

    const reopened = createDraftStore({ path })
    expect((await reopened.get(named('constructor'))).draft?.values).toEqual(values)
    expect((await reopened.get(named('__proto__'))).draft?.values.title).toBe('Proto')
    expect((await reopened.event(event)).drafts.map((d) => d.sessionId).sort()).toEqual([
      '__proto__',
      'constructor',
    ])
    expect(await reopened.discard(named('__proto__'))).toEqual({ discarded: true })
    expect((await reopened.get(named('__proto__'))).draft).toBeNull()
    expect((await reopened.get(named('constructor'))).draft?.values).toEqual(values)
  })
})
