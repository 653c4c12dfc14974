/**
 * A batch undo and an agenda import's apply as long jobs, through the core's
 * router against the emulator: the taskbar's bar moves and goes, the end is
 * told while the window is not focused, and a spent day's quota shows the
 * paused bar and tells the pause.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventSummary } from '@emulator'
import type { AgendaPlan, ApplyStatus } from '@shared/agenda/model'
import type { BatchUndoSummary } from '@shared/ipc/channels/journal'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { startTestCore, type TestCore } from '@test-support/core'
import type { JobNotification, TaskbarProgress } from './job-progress'

let emu: RunningEmulator
let ev: EventSummary
let t: TestCore
let workspace: { id: string; name: string; baseUrl: string }
const bars: TaskbarProgress[] = []
const notices: JobNotification[] = []

beforeAll(async () => {
  emu = await startTestEmulator()
  ev = emu.events[0]!
  t = await startTestCore('stagehand-long-jobs-', {
    desktop: {
      setProgress: (p) => bars.push(p),
      notify: (n) => notices.push(n),
      isFocused: () => false,
    },
  })
  workspace = await t.value('workspaces:save', {
    name: 'Emulator',
    baseUrl: emu.baseUrl,
    apiKey: emu.demoKey,
  })
})
afterAll(async () => {
  await t.close()
  await emu.close()
})
beforeEach(async () => {
  await setQuota(100_000)
  bars.length = 0
  notices.length = 0
})

const ref = () => ({ workspaceId: workspace.id, eventId: ev.id })
const setQuota = (dailyQuota: number) =>
  t.value('workspaces:save', {
    id: workspace.id,
    name: workspace.name,
    baseUrl: workspace.baseUrl,
    dailyQuota,
  })
/** Leaves `n` requests for today. */
const leave = (n: number) => setQuota(t.core.client.scheduler.quota(workspace.id).usedToday + n)

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

const lastApply = (importId: string) =>
  vi.waitFor(() => {
    const last = t.events
      .filter((e) => e.name === 'agenda:progress')
      .map((e) => e.payload as ApplyStatus)
      .filter((s) => s.importId === importId)
      .at(-1)
    if (!last || last.state === 'running') throw new Error('still running')
    return last
  })

async function planThree(title: string): Promise<AgendaPlan> {
  const ids = ev.sessionIds.slice(0, 3)
  const text = ['Session ID,Title', ...ids.map((id, i) => `${id},${title} ${i}`)].join('\n')
  const opened = await t.value<{ plan: AgendaPlan }>('agenda:open', {
    ...ref(),
    source: { kind: 'file', bytes: new TextEncoder().encode(text), fileName: 'agenda.csv' },
  })
  return opened.plan
}
const applyAll = (plan: AgendaPlan) =>
  t.value<ApplyStatus>('agenda:apply', {
    ...ref(),
    importId: plan.importId,
    choices: plan.lines.map((l) => ({ row: l.row, fields: ['title'] })),
  })

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

  it('shows the paused bar while the quota is spent, and tells the pause', async () => {
    await batchOfThree('undo-quota')
    await leave(0)
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
    await applyAll(plan)
    expect(await lastApply(plan.importId)).toMatchObject({ state: 'done', applied: 3 })
    expectMovedThenGone()
    expect(notices).toEqual([
      {
        title: 'Import finished',
        body: 'agenda.csv: All 3 rows were applied.',
        target: { jobId: plan.importId, kind: 'import', workspaceId: workspace.id, eventId: ev.id },
      },
    ])
  })

  it('shows the paused bar on a spent quota, tells it, and goes when discarded', async () => {
    const plan = await planThree('Quota')
    await leave(1)
    await applyAll(plan)
    expect(await lastApply(plan.importId)).toMatchObject({ state: 'paused', applied: 1 })
    expect(bars.at(-1)).toEqual({ value: 2, mode: 'indeterminate' })
    expect(notices).toMatchObject([
      { title: 'Import paused', body: expect.stringMatching(/^agenda\.csv: .*quota/) },
    ])
    await t.value('agenda:discard', { workspaceId: workspace.id, importId: plan.importId })
    expect(bars.at(-1)).toEqual({ value: -1, mode: 'none' })
  })
})
