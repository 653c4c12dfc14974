/**
 * The apply runner's own rules, with updates answered by the test: cancelling
 * lets the updates handed out finish and leaves the rest pending; an answer
 * that may have been applied is said so; closing the app leaves the apply
 * paused, listed again by the next runner on the same folder.
 */
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { appError, AppError } from '@shared/errors'
import type { ApplyStatus } from '@shared/agenda/model'
import type { CheckedRow } from '@shared/agenda/check-row'
import { tempDirPerTest } from '@test-support/temp-dir'
import type { OpenedSheet } from './agenda-service'
import { createApplyRunner, type UpdateSession } from './apply-runner'
import { createApplyStore } from './apply-store'

const dir = tempDirPerTest('apply-runner')

const line = (row: number): CheckedRow => ({
  row,
  sessionId: `session-${row}`,
  name: `Talk ${row}`,
  matchedBy: 'id',
  body: { title: `New ${row}`, totalCapacity: row },
  changes: [],
  after: {} as CheckedRow['after'],
})
const sheet = (rows: number): OpenedSheet => ({
  workspaceId: 'ws',
  eventId: 'ev',
  importId: 'imp-1',
  fileName: 'a.csv',
  dateOrder: null,
  sheet: { headers: [], rows: [] },
  choices: [],
  problems: [],
  lines: Array.from({ length: rows }, (_, i) => line(i + 2)),
})
const all = (open: OpenedSheet) =>
  open.lines.map((l) => ({ row: l.row, fields: ['title' as const] }))

/** Updates held until the test answers them, in the order sent. */
function heldUpdates() {
  const held: { sessionId: string; body: unknown; answer: (error?: Error) => void }[] = []
  const update: UpdateSession = (input) =>
    new Promise((resolve, reject) =>
      held.push({
        sessionId: input.sessionId,
        body: input.changes,
        answer: (error) => (error ? reject(error) : resolve({})),
      }),
    )
  return { held, update }
}

function runner(update: UpdateSession, statuses: ApplyStatus[] = []) {
  return createApplyRunner({
    store: createApplyStore(join(dir(), 'imports')),
    update,
    emit: (s) => statuses.push(s),
    window: 2,
    newId: () => 'batch-1',
  })
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('createApplyRunner', () => {
  it('sends the chosen fields only, a few at a time', async () => {
    const { held, update } = heldUpdates()
    const r = runner(update)
    const started = await r.apply(sheet(5), all(sheet(5)))
    expect(started).toMatchObject({ state: 'running', total: 5, pending: 5, batchId: 'batch-1' })
    await settle()
    expect(held.map((h) => h.body)).toEqual([{ title: 'New 2' }, { title: 'New 3' }])
  })

  it('on cancel, lets the updates handed out finish and keeps the rest pending, then resumes', async () => {
    const { held, update } = heldUpdates()
    const statuses: ApplyStatus[] = []
    const r = runner(update, statuses)
    await r.apply(sheet(5), all(sheet(5)))
    await settle()
    const cancelling = r.cancel('ws', 'imp-1')
    held[0]!.answer()
    held[1]!.answer(appError('http', 'The service refused the title.', { status: 400 }))
    const cancelled = await cancelling
    expect(cancelled).toMatchObject({ state: 'cancelled', applied: 1, refused: 1, pending: 3 })
    expect(cancelled.rows[1]!.reason).toBe('The service refused the title.')
    expect(held).toHaveLength(2)
    expect(statuses.at(-1)).toMatchObject({ state: 'cancelled' })

    const resumed = r.resume('ws', 'imp-1')
    await resumed
    for (let i = 2; i < 5; i++) {
      await settle()
      held[i]!.answer()
    }
    await vi.waitFor(() =>
      expect(statuses.at(-1)).toMatchObject({ state: 'done', applied: 4, refused: 1, pending: 0 }),
    )
    expect(await r.pending('ws', 'ev')).toEqual([])
  })

  it('says a row may have been applied when no answer came', async () => {
    const { held, update } = heldUpdates()
    const statuses: ApplyStatus[] = []
    const r = runner(update, statuses)
    await r.apply(sheet(1), all(sheet(1)))
    await settle()
    held[0]!.answer(
      new AppError({
        kind: 'network',
        message: 'No answer came.',
        retryable: false,
        mayHaveApplied: true,
      }),
    )
    await vi.waitFor(() =>
      expect(statuses.at(-1)).toMatchObject({
        state: 'done',
        uncertain: 1,
        rows: [{ status: 'uncertain', reason: 'No answer came.' }],
      }),
    )
  })

  it('when the app closes, leaves the apply paused and the next start lists it', async () => {
    const { held, update } = heldUpdates()
    const r = runner(update)
    await r.apply(sheet(4), all(sheet(4)))
    await settle()
    held[0]!.answer()
    // The scheduler drops what it still holds unsent when the app closes.
    const closing = r.dispose()
    held[1]!.answer(appError('cancelled', 'Stagehand is shutting down.'))
    await closing
    const next = runner(heldUpdates().update)
    const [paused] = await next.pending('ws', 'ev')
    expect(paused).toMatchObject({ state: 'paused', applied: 1, pending: 3 })
    expect(paused!.pausedReason).toMatch(/Stagehand was closed/)
  })

  it('refuses a row or a field the last plan does not change', async () => {
    const r = runner(heldUpdates().update)
    await expect(r.apply(sheet(2), [{ row: 9, fields: ['title'] }])).rejects.toThrow(
      /Row 9 changes no session/,
    )
    await expect(r.apply(sheet(2), [{ row: 2, fields: ['description'] }])).rejects.toThrow(
      /does not change the field/,
    )
  })
})
