/**
 * Two undos of one change at once (a double click, two shortcuts): one is
 * sent, the other is refused, and the service gets one revert.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import type { JournalEntry } from '@shared/journal/entry'
import { startTestCore, type TestCore } from '@test-support/core'
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

describe('undoing one change twice at once', () => {
  it('sends one revert and refuses the other', async () => {
    const { id: workspaceId } = await t.value<{ id: string }>('workspaces:save', {
      name: 'Emulator',
      baseUrl: emu.baseUrl,
      apiKey: emu.demoKey,
    })
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
})
