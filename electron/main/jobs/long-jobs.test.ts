/**
 * A batch undo and an agenda import's apply as long jobs, through the core's
 * router against the emulator: the taskbar's bar moves and goes, the end is
 * told while the window is not focused, and a spent day's quota shows the
 * paused bar and tells the pause.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventSummary } from '@emulator'
import type { BatchUndoSummary } from '@shared/ipc/channels/journal'
import type { WorkspaceSummary } from '@shared/workspace'
import { applyTitles, planTitles, settledApply } from '@test-support/agenda-apply'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import {
  leaveToday,
  saveEmulatorWorkspace,
  setDailyQuota,
  startTestCore,
  type TestCore,
} from '@test-support/core'
import type { JobNotification, TaskbarProgress } from './job-progress'

let emu: RunningEmulator
let ev: EventSummary
let t: TestCore
let workspace: WorkspaceSummary
const bars: TaskbarProgress[] = []
const notices: JobNotification[] = []

beforeAll(async () => {
  emu = await startTestEmulator()
  ev = emu.events[0]!
  t = await startTestCore('stagehand-long-jobs-', {
    // The bar that moves without a total is Windows' (job-progress.test.ts has the others).
    platform: 'win32',
    desktop: {
      setProgress: (p) => bars.push(p),
      notify: (n) => notices.push(n),
      isFocused: () => false,
    },
  })
  workspace = await saveEmulatorWorkspace(t, emu)
})
afterAll(async () => {
  await t.close()
  await emu.close()
})
beforeEach(async () => {
  await setDailyQuota(t, workspace, 100_000)
  bars.length = 0
  notices.length = 0
})

const ref = () => ({ workspaceId: workspace.id, eventId: ev.id })
/** Three session edits under one batch, as an import or a review makes them, over known titles. */
async function batchOfThree(batchId: string): Promise<void> {
  const edit = (sessionId: string, title: string, batch?: string) =>
    t.value('sessions:update', {
      ...ref(),
      sessionId,
      ...(batch ? { batchId: batch } : {}),
      changes: { title },
    })
  for (const [i, sessionId] of ev.sessionIds.slice(0, 3).entries()) {
    await edit(sessionId, `Before ${batchId} ${i}`)
    await edit(sessionId, `${batchId} ${i}`, batchId)
  }
}

/** The bar moved forward from the start, then went. */
function expectMovedThenGone(): void {
  expect(bars[0]).toEqual({ value: 0, mode: 'normal' })
  const moving = bars.slice(0, -1)
  expect(moving.every((b) => b.mode === 'normal')).toBe(true)
  expect(moving.map((b) => b.value)).toEqual([...moving.map((b) => b.value)].sort())
  expect(bars.length).toBeGreaterThan(2)
  expect(bars.at(-1)).toEqual({ value: -1, mode: 'none' })
}

const planThree = (title: string) => planTitles(t, ref(), ev.sessionIds.slice(0, 3), title)

describe('a batch undo as a long job', () => {
  it('moves the bar and tells its end while the window is in the background', async () => {
    await batchOfThree('undo-job')
    bars.length = 0
    const summary = await t.value<BatchUndoSummary>('journal:undoBatch', {
      workspaceId: workspace.id,
      batchId: 'undo-job',
    })
    expect(summary).toMatchObject({ total: 3, reverted: 3 })
    expectMovedThenGone()
    expect(notices).toEqual([
      {
        title: 'Undo finished',
        body: 'Undo of 3 changes: All 3 changes were undone.',
        target: {
          jobId: expect.any(String),
          kind: 'undo',
          workspaceId: workspace.id,
          eventId: ev.id,
        },
      },
    ])
  })

  it('shows the moving bar while the quota is spent, and tells the pause', async () => {
    await batchOfThree('undo-quota')
    await leaveToday(t, workspace, 0)
    bars.length = 0
    const call = t.call('journal:undoBatch', { workspaceId: workspace.id, batchId: 'undo-quota' })
    await vi.waitFor(() => expect(bars.at(-1)).toEqual({ value: 2, mode: 'indeterminate' }))
    expect(notices).toMatchObject([
      { title: 'Undo paused', body: expect.stringMatching(/^Undo of 3 changes: .*quota/) },
    ])
    // The undo waits for tomorrow's quota: cancelling it takes it off the taskbar.
    t.core.router.cancelAll()
    expect(await call).toMatchObject({ ok: true, value: { cancelled: true, reverted: 0 } })
    expect(bars.at(-1)).toEqual({ value: -1, mode: 'none' })
  })
})

describe('an agenda import as a long job', () => {
  it('moves the bar and tells its end while the window is in the background', async () => {
    const plan = await planThree('Imported')
    await applyTitles(t, ref(), plan)
    expect(await settledApply(t, plan.importId)).toMatchObject({ state: 'done', applied: 3 })
    expectMovedThenGone()
    expect(notices).toEqual([
      {
        title: 'Import finished',
        body: 'agenda.csv: All 3 rows were applied.',
        target: { jobId: plan.importId, kind: 'import', workspaceId: workspace.id, eventId: ev.id },
      },
    ])
  })

  it('shows the moving bar on a spent quota, tells it, and goes when discarded', async () => {
    const plan = await planThree('Quota')
    await leaveToday(t, workspace, 1)
    await applyTitles(t, ref(), plan)
    expect(await settledApply(t, plan.importId)).toMatchObject({ state: 'paused', applied: 1 })
    expect(bars.at(-1)).toEqual({ value: 2, mode: 'indeterminate' })
    expect(notices).toMatchObject([
      { title: 'Import paused', body: expect.stringMatching(/^agenda\.csv: .*quota/) },
    ])
    await t.value('agenda:discard', { workspaceId: workspace.id, importId: plan.importId })
    expect(bars.at(-1)).toEqual({ value: -1, mode: 'none' })
  })
})
