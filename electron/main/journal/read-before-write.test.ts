/**
 * A session read before its change where the service reads sessions back
 * (zuddl-docs): the first change to a session can be undone, and a revert
 * compares with what the service holds now. Where it cannot (documented),
 * the first change's before stays not known, as before.
 */
import { describe, expect, it } from 'vitest'
import type { DialectName } from '@emulator'
import type { JournalEntry } from '@shared/journal/entry'
import type { RevertPlan } from '@shared/ipc/channels/journal'
import { makePng } from '@test-support/images'
import { coreOnDialect, type TestCore } from '@test-support/core'
import { type RunningEmulator } from '@test-support/api-context'

let emu: RunningEmulator
let t: TestCore

async function rig(dialect: DialectName) {
  const started = await coreOnDialect(dialect)
  ;({ t, emulator: emu } = started)
  const { workspaceId } = started
  const event = emu.events[0]!
  const sessionId = event.sessionIds[1]!
  const session = () => emu.state.event(event.id)!.sessions.find((s) => s.id === sessionId)!
  const edit = async (title: string) => {
    await t.value('sessions:update', {
      workspaceId,
      eventId: event.id,
      sessionId,
      changes: { title },
    })
    const { entries } = await t.value<{ entries: JournalEntry[] }>('journal:list', {
      workspaceId,
      filter: {},
      limit: 1,
    })
    return entries[0]!
  }
  const plan = (entry: JournalEntry) =>
    t.value<RevertPlan>('journal:planRevert', { workspaceId, entryId: entry.id })
  const sessionReads = () =>
    emu.state
      .requests()
      .filter((r) => r.method === 'GET' && r.path.endsWith(`/sessions/${sessionId}`))
  return { workspaceId, event, session, edit, plan, sessionReads }
}

describe('on a service that reads a session back', () => {
  it('knows the title a first change replaced, and undoes it', async () => {
    const { workspaceId, session, edit, plan, sessionReads } = await rig('zuddl-docs')
    // The service answered a list of sessions (another event's): it reads sessions.
    await t.value('listings:sessions', { workspaceId, eventId: emu.events[1]!.id })
    const original = session().title
    const entry = await edit('A first change')
    expect(sessionReads()).toHaveLength(1)
    expect(entry.change).toMatchObject({
      operation: 'session-update',
      before: { title: { known: true, value: original } },
    })
    expect(await plan(entry)).toMatchObject({ kind: 'ready', nowFrom: 'service' })
    await t.value('journal:revert', { workspaceId, entryId: entry.id })
    expect(session().title).toBe(original)
  })

  it('finds a change made elsewhere since, from the service itself', async () => {
    const { workspaceId, event, session, edit, plan } = await rig('zuddl-docs')
    await t.value('listings:sessions', { workspaceId, eventId: event.id })
    const entry = await edit('Ours')
    session().title = 'A colleague’s'
    const checked = await plan(entry)
    expect(checked).toMatchObject({ kind: 'conflict', nowFrom: 'service' })
    if (checked.kind === 'conflict') {
      expect(checked.versions).toEqual([
        expect.objectContaining({ field: 'title', after: 'Ours', now: 'A colleague’s' }),
      ])
    }
  })

  it('does not read again a session seen in the last minutes', async () => {
    const { workspaceId, event, edit, sessionReads } = await rig('zuddl-docs')
    await t.value('listings:sessions', { workspaceId, eventId: event.id })
    const entry = await edit('After the list')
    expect(sessionReads()).toHaveLength(0)
    expect(entry.change).toMatchObject({ before: { title: { known: true } } })
  })

  it('spends no request to learn whether it reads sessions before a write', async () => {
    const { edit, sessionReads } = await rig('zuddl-docs')
    const first = await edit('Unlisted')
    expect(sessionReads()).toHaveLength(0)
    expect(first.change).toMatchObject({ before: { title: { known: false } } })
  })
})

describe('a sponsor’s image on a service that reads sponsors back', () => {
  it('finds a logo changed elsewhere since, from the service itself', async () => {
    const { workspaceId, event } = await rig('zuddl-docs')
    const sponsorId = event.sponsorIds[0]!
    const upload = (bytes: Uint8Array) =>
      t.value('sponsors:uploadImage', {
        workspaceId,
        eventId: event.id,
        sponsorId,
        imageType: 'LOGO',
        source: { kind: 'file', bytes, fileName: 'logo.png' },
      })
    await upload(makePng(320, 160))
    await upload(makePng(330, 170))
    const { entries } = await t.value<{ entries: JournalEntry[] }>('journal:list', {
      workspaceId,
      filter: {},
      limit: 1,
    })
    const sponsor = emu.state.event(event.id)!.sponsors.find((s) => s.id === sponsorId)!
    sponsor.logoUrl = 'https://cdn.example.test/a-colleagues-logo.png'
    const checked = await t.value<RevertPlan>('journal:planRevert', {
      workspaceId,
      entryId: entries[0]!.id,
    })
    expect(checked).toMatchObject({ kind: 'conflict', nowFrom: 'service' })
  })
})

describe('on a service that does not', () => {
  it('leaves a first change’s before not known, and never asks', async () => {
    const { workspaceId, event, edit, plan, sessionReads } = await rig('documented')
    await t.value('listings:sessions', { workspaceId, eventId: event.id })
    const first = await edit('A first change')
    expect(first.change).toMatchObject({ before: { title: { known: false } } })
    expect((await plan(first)).kind).toBe('impossible')
    expect(sessionReads()).toHaveLength(0)
  })
})
