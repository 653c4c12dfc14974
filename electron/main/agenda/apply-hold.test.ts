/**
 * A resumed agenda apply over the emulator: a session changed by hand since
 * the spreadsheet was planned is held, not sent, until the user skips it or
 * sends it anyway; the other rows go on.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { EventSummary } from '@emulator'
import type { ApplyStatus } from '@shared/agenda/model'
import { applyTitles, planTitles, settledApply } from '@test-support/agenda-apply'
import {
  leaveToday,
  saveEmulatorWorkspace,
  setDailyQuota,
  startTestCore,
  type TestCore,
} from '@test-support/core'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { createMemorySecretStore } from '@main/secrets/secret-store'

let emu: RunningEmulator
let ev: EventSummary
let dir: string
const secrets = createMemorySecretStore()

beforeAll(async () => {
  emu = await startTestEmulator()
  ev = emu.events[0]!
  dir = await mkdtemp(join(tmpdir(), 'stagehand-agenda-hold-'))
})
afterAll(async () => {
  await emu.close()
  await rm(dir, { recursive: true, force: true })
})

/** The next status of the import after `revision`, once it is no longer running. */
const settledAfter = (t: TestCore, importId: string, revision: number) =>
  vi.waitFor(() => {
    const last = t.events
      .filter((e) => e.name === 'agenda:progress')
      .map((e) => e.payload as ApplyStatus)
      .filter((s) => s.importId === importId && s.revision > revision)
      .at(-1)
    if (!last || last.state === 'running') throw new Error('still running')
    return last
  })

const titleOf = (id: string) => emu.state.event(ev.id)!.sessions.find((s) => s.id === id)!.title

describe('resuming an agenda apply', () => {
  it('holds a row whose session was changed by hand since the plan, and sends the rest', async () => {
    const first = await startTestCore('x', { userDataDir: dir, secrets })
    const saved = await saveEmulatorWorkspace(first, emu)
    const ref = { workspaceId: saved.id, eventId: ev.id }
    const ids = ev.sessionIds.slice(0, 3)
    // Stagehand knows each session's title before the plan (it wrote them).
    for (const [i, sessionId] of ids.entries())
      await first.value('sessions:update', { ...ref, sessionId, changes: { title: `Known ${i}` } })
    const plan = await planTitles(first, ref, ids, 'Imported')
    await leaveToday(first, saved, 1)
    await applyTitles(first, ref, plan)
    expect(await settledApply(first, plan.importId)).toMatchObject({ applied: 1, pending: 2 })
    await first.close()

    const second = await startTestCore('x', { userDataDir: dir, secrets })
    await setDailyQuota(second, saved, 10_000)
    // By hand, in the session editor, after the plan: the import must not overwrite it.
    await second.value('sessions:update', {
      ...ref,
      sessionId: ids[1],
      changes: { title: 'Changed by hand' },
    })
    const sent = emu.state.sessionUpdates().length
    const resumed = await second.value<ApplyStatus>('agenda:resume', {
      workspaceId: saved.id,
      importId: plan.importId,
    })
    const held = await settledAfter(second, plan.importId, resumed.revision - 1)
    expect(held).toMatchObject({ state: 'paused', applied: 2, held: 1, pending: 0 })
    expect(held.rows.find((r) => r.sessionId === ids[1])).toMatchObject({
      status: 'held',
      held: [
        {
          field: 'title',
          planned: { known: true, value: 'Known 1' },
          now: 'Changed by hand',
        },
      ],
    })
    expect(emu.state.sessionUpdates().length - sent).toBe(1)
    expect(titleOf(ids[1]!)).toBe('Changed by hand')
    expect(titleOf(ids[2]!)).toBe('Imported 2')

    const skipped = await second.value<ApplyStatus>('agenda:resume', {
      workspaceId: saved.id,
      importId: plan.importId,
      skip: [held.rows.find((r) => r.sessionId === ids[1])!.row],
    })
    const done = await settledAfter(second, plan.importId, skipped.revision - 1)
    expect(done).toMatchObject({ state: 'done', held: 0, skipped: 1 })
    expect(titleOf(ids[1]!)).toBe('Changed by hand')
    await second.close()
  })
})
