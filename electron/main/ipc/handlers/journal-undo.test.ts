/**
 * The change journal end to end: writes through the core's router recorded,
 * reverted and exported, against the emulator over real HTTP.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parse } from 'csv-parse/sync'
import type { EventSummary } from '@emulator'
import type { JournalEntry } from '@shared/journal/entry'
import type { BatchUndoSummary, RevertPlan } from '@shared/ipc/channels/journal'
import { writePng } from '@test-support/images-png'
import { saveEmulatorWorkspace, startTestCore, type TestCore } from '@test-support/core'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'

let emu: RunningEmulator
let ev: EventSummary
let t: TestCore
let workspaceId: string
let savePath = ''

beforeAll(async () => {
  emu = await startTestEmulator()
  ev = emu.events[0]!
  t = await startTestCore('stagehand-journal-undo-', { showSaveDialog: async () => savePath })
  workspaceId = (await saveEmulatorWorkspace(t, emu)).id
})
afterAll(async () => {
  await t.close()
  await emu.close()
})
beforeEach(() => emu.state.setFaults([]))

const newest = async (filter: Record<string, unknown> = {}) =>
  (await t.value<{ entries: JournalEntry[] }>('journal:list', { workspaceId, filter, limit: 1 }))
    .entries[0]!
const emulatorSession = (id: string) => emu.state.event(ev.id)!.sessions.find((s) => s.id === id)!
const emulatorSpeaker = (id: string) => emu.state.event(ev.id)!.speakers.find((s) => s.id === id)!
const served = (url: string) => emu.state.images.get(url.split('/media/')[1]!)!.bytes

describe('the change journal', () => {
  it('records a session edit with what was known before and refuses to undo over a later edit', async () => {
    const sessionId = ev.sessionIds[0]!
    const edit = (changes: Record<string, unknown>) =>
      t.value('sessions:update', { workspaceId, eventId: ev.id, sessionId, changes })
    await edit({ title: 'Journal first' })
    await edit({ title: 'Journal second', description: 'Second description' })
    const second = await newest()
    expect(second).toMatchObject({
      workspace: { id: workspaceId, name: 'Emulator', address: emu.baseUrl },
      resource: { kind: 'session', id: sessionId, name: 'Journal first' },
      change: {
        operation: 'session-update',
        sent: { title: 'Journal second', description: 'Second description' },
        before: { title: { known: true, value: 'Journal first' } },
        after: { title: 'Journal second' },
      },
      outcome: { status: 'applied' },
      revertOf: null,
    })
    expect(t.events.some((e) => e.name === 'journal:changed')).toBe(true)
    await edit({ title: 'Journal third' })
    const third = await newest()

    const plan = await t.value<RevertPlan>('journal:planRevert', {
      workspaceId,
      entryId: second.id,
    })
    expect(plan).toMatchObject({
      kind: 'conflict',
      versions: [
        { field: 'title', before: 'Journal first', after: 'Journal second', now: 'Journal third' },
      ],
    })
    const refused = await t.call('journal:revert', { workspaceId, entryId: second.id })
    expect(refused).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/Title changed again/) },
    })
    expect(emulatorSession(sessionId).title).toBe('Journal third')

    const revert = await t.value<JournalEntry>('journal:revert', { workspaceId, entryId: third.id })
    expect(revert).toMatchObject({ revertOf: third.id, outcome: { status: 'applied' } })
    expect(emulatorSession(sessionId).title).toBe('Journal second')
    expect(await t.value('journal:get', { workspaceId, entryId: third.id })).toMatchObject({
      revertedBy: revert.id,
    })
    const again = await t.value<RevertPlan>('journal:planRevert', {
      workspaceId,
      entryId: third.id,
    })
    expect(again).toEqual({ kind: 'impossible', why: 'This change has already been undone.' })
  })

  it('puts a speaker’s old picture back from the bytes kept', async () => {
    const speakerId = ev.speakerIds[1]!
    const upload = (bytes: Uint8Array) =>
      t.value<{ picUrl: string }>('speakers:uploadPicture', {
        workspaceId,
        eventId: ev.id,
        speakerId,
        source: { kind: 'file', bytes, fileName: 'p.png' },
      })
    const oldBytes = writePng(100, 100)
    const first = await upload(oldBytes)
    const second = await upload(writePng(120, 120))
    const entry = await newest()
    expect(entry.change).toMatchObject({
      operation: 'speaker-picture',
      before: { known: true, value: { url: first.picUrl, bytes: { size: oldBytes.byteLength } } },
      after: { url: second.picUrl },
    })
    const revert = await t.value<JournalEntry>('journal:revert', { workspaceId, entryId: entry.id })
    expect(revert.outcome.status).toBe('applied')
    const now = emulatorSpeaker(speakerId).picUrl as string
    expect(now).not.toBe(second.picUrl)
    expect(new Uint8Array(served(now))).toEqual(oldBytes)
  })

  it('settles an upload whose answer was lost when the speaker is read again', async () => {
    const speakerId = ev.speakerIds[2]!
    await t.value('speakers:get', { workspaceId, eventId: ev.id, speakerId })
    emu.state.setFaults([
      {
        kind: 'drop',
        method: 'POST',
        pathPrefix: `/v1/events/${ev.id}/speakers/`,
        afterHandling: true,
        times: 1,
      },
    ])
    const lost = await t.call('speakers:uploadPicture', {
      workspaceId,
      eventId: ev.id,
      speakerId,
      source: { kind: 'file', bytes: writePng(110, 110), fileName: 'p.png' },
    })
    expect(lost.ok).toBe(false)
    const uncertain = await newest()
    expect(uncertain.outcome).toMatchObject({ status: 'uncertain', settledAt: null })
    await t.value('speakers:get', { workspaceId, eventId: ev.id, speakerId })
    const settled = await t.value<JournalEntry>('journal:get', {
      workspaceId,
      entryId: uncertain.id,
    })
    expect(settled.outcome).toMatchObject({ status: 'applied', settledAt: expect.any(String) })
    expect(settled.change).toMatchObject({
      after: { url: `${emu.baseUrl}${emulatorSpeaker(speakerId).picUrl as string}` },
    })
  })

  it('undoes a batch of pictures together, with progress and a summary', async () => {
    const batchId = 'review-1'
    const ids = ev.speakerIds.slice(3, 6)
    const upload = (speakerId: string, bytes: Uint8Array, batch?: string) =>
      t.value('speakers:uploadPicture', {
        workspaceId,
        eventId: ev.id,
        speakerId,
        ...(batch ? { batchId: batch } : {}),
        source: { kind: 'file', bytes, fileName: 'p.png' },
      })
    const originals = ids.map((_, i) => writePng(90 + i, 90))
    for (const [i, id] of ids.entries()) await upload(id, originals[i]!)
    for (const [i, id] of ids.entries()) await upload(id, writePng(130 + i, 130), batchId)
    const batch = await t.value<{ total: number }>('journal:list', {
      workspaceId,
      filter: { batchId },
    })
    expect(batch.total).toBe(3)

    const summary = await t.value<BatchUndoSummary>('journal:undoBatch', { workspaceId, batchId })
    expect(summary).toEqual({
      batchId,
      total: 3,
      reverted: 3,
      refused: 0,
      uncertain: 0,
      impossible: [],
      cancelled: false,
    })
    for (const [i, id] of ids.entries()) {
      expect(new Uint8Array(served(emulatorSpeaker(id).picUrl as string))).toEqual(originals[i])
    }
    const progress = t.events.filter((e) => e.name === 'journal:progress').at(-1)
    expect(progress?.payload).toEqual({ workspaceId, batchId, done: 3, total: 3, paused: false })
    const again = await t.value<BatchUndoSummary>('journal:undoBatch', { workspaceId, batchId })
    expect(again.impossible.map((i) => i.why)).toEqual(
      Array(3).fill('This change has already been undone.'),
    )
  })

  it('puts a sponsor’s logo back only when the one before was sent from here', async () => {
    const sponsorId = ev.sponsorIds[0]!
    const upload = (bytes: Uint8Array) =>
      t.value<{ imageUrl: string }>('sponsors:uploadImage', {
        workspaceId,
        eventId: ev.id,
        sponsorId,
        imageType: 'LOGO',
        source: { kind: 'file', bytes, fileName: 'logo.png' },
      })
    const first = writePng(320, 160)
    await upload(first)
    const firstEntry = await newest()
    expect(await t.value('journal:planRevert', { workspaceId, entryId: firstEntry.id })).toEqual({
      kind: 'impossible',
      why: "The sponsor's logo before this change was never sent from Stagehand, so it is not known.",
    })
    await upload(writePng(330, 170))
    const second = await newest()
    expect(second.change).toMatchObject({ before: { known: true, since: firstEntry.at } })
    await t.value('journal:revert', { workspaceId, entryId: second.id })
    const sponsor = emu.state.event(ev.id)!.sponsors.find((s) => s.id === sponsorId)!
    expect(new Uint8Array(served(sponsor.logoUrl as string))).toEqual(first)
  })

  it('cannot undo a location’s deletion, and records a refused one with its sentence', async () => {
    const locationId = ev.locationIds.find((id) => id !== ev.defaultLocationId)!
    await t.value('locations:delete', { workspaceId, eventId: ev.id, locationId })
    const entry = await newest()
    expect(entry).toMatchObject({
      change: { operation: 'location-delete', after: { deleted: true } },
      outcome: { status: 'applied' },
    })
    expect(await t.value('journal:planRevert', { workspaceId, entryId: entry.id })).toEqual({
      kind: 'impossible',
      why: 'The service cannot create a location, so a deletion cannot be undone.',
    })

    const refused = await t.call('locations:delete', {
      workspaceId,
      eventId: ev.id,
      locationId: ev.defaultLocationId,
    })
    expect(refused.ok).toBe(false)
    const refusal = await newest()
    expect(refusal).toMatchObject({
      resource: { kind: 'location', id: ev.defaultLocationId },
      change: { operation: 'location-delete', after: null },
      outcome: { status: 'refused', sentence: refused.ok ? null : refused.error.message },
    })
    expect(await t.value('journal:planRevert', { workspaceId, entryId: refusal.id })).toEqual({
      kind: 'impossible',
      why: 'This change was not applied: there is nothing to undo.',
    })
  })

  it('exports the filtered journal as CSV, a row per field, and as JSON', async () => {
    savePath = join(t.dir, 'journal.csv')
    const filter = { kinds: ['session'] }
    const csv = await t.value<{ entries: number; path: string }>('journal:export', {
      workspaceId,
      filter,
      format: 'csv',
    })
    const listed = await t.value<{ entries: JournalEntry[] }>('journal:list', {
      workspaceId,
      filter,
    })
    expect(csv).toEqual({ path: savePath, entries: listed.entries.length, cancelled: false })
    const rows = parse(await readFile(savePath, 'utf8'), { bom: true, columns: true }) as Record<
      string,
      string
    >[]
    const fields = listed.entries.flatMap((e) =>
      e.change.operation === 'session-update' ? Object.keys(e.change.sent) : [],
    )
    expect(rows).toHaveLength(fields.length)
    expect(
      rows.find((r) => r.after === 'Journal second' && r.field === 'title' && !r['revert of']),
    ).toMatchObject({
      kind: 'session',
      workspace: 'Emulator',
      before: 'Journal first',
      operation: 'session-update',
      outcome: 'applied',
    })

    savePath = join(t.dir, 'journal.json')
    await t.value('journal:export', { workspaceId, filter, format: 'json' })
    expect(JSON.parse(await readFile(savePath, 'utf8'))).toEqual(listed.entries)

    savePath = ''
    expect(await t.value('journal:export', { workspaceId, filter, format: 'csv' })).toEqual({
      path: null,
      entries: 0,
      cancelled: true,
    })
  })
})
