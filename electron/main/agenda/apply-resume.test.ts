/**
 * An agenda apply that the day's quota stops, over the emulator: it pauses
 * with the rows not sent still pending and says why; after a restart of the
 * app it is listed again, and Resume sends exactly the rows left.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import type { ApplyStatus } from '@shared/agenda/model'
import { applyTitles, planTitles, settledApply } from '@test-support/agenda-apply'
import { leaveToday, saveEmulatorWorkspace, setDailyQuota, startTestCore } from '@test-support/core'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { createMemorySecretStore } from '@main/secrets/secret-store'

let emu: RunningEmulator
let ev: EventSummary
let dir: string
const secrets = createMemorySecretStore()

beforeAll(async () => {
  emu = await startTestEmulator()
  ev = emu.events[0]!
  dir = await mkdtemp(join(tmpdir(), 'stagehand-agenda-resume-'))
})
afterAll(async () => {
  await emu.close()
  await rm(dir, { recursive: true, force: true })
})

describe('a paused agenda apply', () => {
  it('pauses on a spent quota and resumes after a restart with the rows left', async () => {
    const first = await startTestCore('x', { userDataDir: dir, secrets })
    const saved = await saveEmulatorWorkspace(first, emu)
    const ref = { workspaceId: saved.id, eventId: ev.id }
    const ids = ev.sessionIds.slice(0, 3)
    const plan = await planTitles(first, ref, ids, 'Resumed')
    await leaveToday(first, saved, 1)
    await applyTitles(first, ref, plan)
    const paused = await settledApply(first, plan.importId)
    expect(paused).toMatchObject({ state: 'paused', applied: 1, pending: 2 })
    expect(paused.pausedReason).toMatch(/quota/)
    await first.close()

    const second = await startTestCore('x', { userDataDir: dir, secrets })
    const { applies } = await second.value<{ applies: ApplyStatus[] }>('agenda:pending', ref)
    expect(applies).toMatchObject([{ importId: plan.importId, state: 'paused', pending: 2 }])
    await setDailyQuota(second, saved, 10_000)
    const before = emu.state.sessionUpdates().length
    await second.value('agenda:resume', { workspaceId: saved.id, importId: plan.importId })
    const done = await settledApply(second, plan.importId)
    expect(done).toMatchObject({ state: 'done', applied: 3, pending: 0, batchId: paused.batchId })
    expect(emu.state.sessionUpdates().length - before).toBe(2)
    expect(
      emu.state
        .event(ev.id)!
        .sessions.filter((s) => ids.includes(s.id))
        .map((s) => s.title)
        .sort(),
    ).toEqual(['Resumed 0', 'Resumed 1', 'Resumed 2'])
    expect(await second.value('agenda:pending', ref)).toEqual({ applies: [] })
    await second.close()
  })
})
