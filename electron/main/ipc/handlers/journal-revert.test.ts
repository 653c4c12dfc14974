/**
 * Reverts against the emulator: two undos of one change at once (a double
 * click, two shortcuts) send one revert; a conflict is undone only when the
 * user says so, over the newer value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import type { JournalEntry } from '@shared/journal/entry'
import { saveEmulatorWorkspace, startTestCore, type TestCore } from '@test-support/core'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'

let emu: RunningEmulator
let ev: EventSummary
let t: TestCore

beforeAll(async () => {
  emu = await startTestEmulator()
  ev = emu.events[0]!
  t = await startTestCore('stagehand-journal-twice-')
})
afterAll(async () => {
  await t.close()
  await emu.close()
})

let workspaceId = ''
const newestId = async () =>
  (
    await t.value<{ entries: JournalEntry[] }>('journal:list', {
      workspaceId,
      filter: {},
      limit: 1,
    })
  ).entries[0]!.id

describe('journal:revert', () => {
  it('sends one revert of a change undone twice at once and refuses the other', async () => {
    ;({ id: workspaceId } = await saveEmulatorWorkspace(t, emu))
    const sessionId = ev.sessionIds[2]!
    const edit = (title: string) =>
      t.value('sessions:update', { workspaceId, eventId: ev.id, sessionId, changes: { title } })
    await edit('Known first')
    await edit('Then changed')
    const { entries } = await t.value<{ entries: JournalEntry[] }>('journal:list', {
      workspaceId,
      filter: {},
      limit: 1,
    })
    const payload = { workspaceId, entryId: entries[0]!.id }
    emu.state.clearRequests()
    const [a, b] = await Promise.all([
      t.call('journal:revert', payload),
      t.call('journal:revert', payload),
    ])
    expect([a.ok, b.ok].sort()).toEqual([false, true])
    expect([a, b].find((r) => !r.ok)).toMatchObject({
      error: { message: 'This change is being undone already.' },
    })
    expect(emu.state.requests().filter((r) => r.method === 'PUT')).toHaveLength(1)
    expect(emu.state.event(ev.id)!.sessions.find((s) => s.id === sessionId)!.title).toBe(
      'Known first',
    )
  })

  it('undoes a change the session moved on from when told to, over the newer value', async () => {
    const sessionId = ev.sessionIds[3]!
    const edit = (title: string) =>
      t.value('sessions:update', { workspaceId, eventId: ev.id, sessionId, changes: { title } })
    await edit('Override first')
    await edit('Override second')
    const second = await newestId()
    await edit('Override third')
    const refused = await t.call('journal:revert', { workspaceId, entryId: second })
    expect(refused).toMatchObject({ ok: false, error: { code: 'JOURNAL_CONFLICT' } })
    const revert = await t.value<JournalEntry>('journal:revert', {
      workspaceId,
      entryId: second,
      overrideConflict: true,
    })
    expect(revert).toMatchObject({ revertOf: second, outcome: { status: 'applied' } })
    expect(revert.change).toMatchObject({
      before: { title: { known: true, value: 'Override third' } },
      sent: { title: 'Override first' },
    })
    expect(emu.state.event(ev.id)!.sessions.find((s) => s.id === sessionId)!.title).toBe(
      'Override first',
    )
  })
})
