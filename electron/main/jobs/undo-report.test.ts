import { describe, expect, it } from 'vitest'
import type { BatchUndoSummary } from '@shared/ipc/channels/journal'
import type { JobReportInput } from '@shared/ipc/channels/jobs'
import { undoEndMessage, undoJob } from './undo-report'

const summary = (over: Partial<BatchUndoSummary>): BatchUndoSummary => ({
  batchId: 'b-1',
  total: 4,
  reverted: 4,
  refused: 0,
  uncertain: 0,
  impossible: [],
  cancelled: false,
  ...over,
})

function rig() {
  const reports: JobReportInput[] = []
  const job = undoJob(
    { report: (r) => void reports.push(r) },
    { jobId: 'u-1', workspaceId: 'ws-1', eventId: 'ev-1', total: 4 },
  )
  return { job, reports }
}

describe('a batch undo as a job', () => {
  it('counts changes undone of the batch, and a pause is for the quota', () => {
    const { job, reports } = rig()
    job.step(1, false)
    job.step(1, true)
    expect(reports).toMatchObject([
      { jobId: 'u-1', kind: 'undo', subject: 'Undo of 4 changes', state: 'running', done: 1 },
      { state: 'paused', pausedForQuota: true, message: expect.stringMatching(/quota/) },
    ])
  })

  it('ends done, failed when nothing was undone, or cancelled', () => {
    const { job, reports } = rig()
    job.end(summary({ reverted: 3, refused: 1 }))
    job.end(
      summary({ reverted: 0, impossible: [1, 2, 3, 4].map((n) => ({ entryId: `${n}`, why: '' })) }),
    )
    job.end(summary({ reverted: 1, cancelled: true }))
    job.fail(2, 'The journal could not be read.')
    expect(reports.map((r) => [r.state, r.done])).toEqual([
      ['done', 4],
      ['failed', 4],
      ['cancelled', 1],
      ['failed', 2],
    ])
    expect(reports[3]!.message).toBe('The journal could not be read.')
  })

  it('says what was undone and what was not', () => {
    expect(undoEndMessage(summary({}))).toBe('All 4 changes were undone.')
    expect(undoEndMessage(summary({ total: 1, reverted: 1 }))).toBe('The change was undone.')
    expect(
      undoEndMessage(
        summary({ reverted: 1, refused: 1, uncertain: 1, impossible: [{ entryId: 'e', why: '' }] }),
      ),
    ).toBe(
      '1 of 4 changes were undone; the service refused 1, 1 got no answer (Check them in History), 1 cannot be undone. History says why for each.',
    )
    expect(undoEndMessage(summary({ reverted: 2, cancelled: true }))).toBe(
      'Cancelled after 2 of 4 changes were undone.',
    )
  })
})
