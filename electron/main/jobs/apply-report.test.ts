import { describe, expect, it } from 'vitest'
import type { ApplyStatus } from '@shared/agenda/model'
import { applyJobReport } from './apply-report'

const status = (over: Partial<ApplyStatus>): ApplyStatus => ({
  workspaceId: 'ws-1',
  eventId: 'ev-1',
  importId: 'i-1',
  batchId: 'b-1',
  fileName: 'agenda.csv',
  state: 'running',
  pausedReason: null,
  total: 5,
  applied: 2,
  refused: 0,
  uncertain: 0,
  pending: 3,
  held: 0,
  skipped: 0,
  rows: [],
  revision: 1,
  ...over,
})

describe('an agenda apply as a job', () => {
  it('counts the rows answered of the rows chosen', () => {
    expect(applyJobReport(status({ refused: 1, pending: 2 }), false)).toMatchObject({
      jobId: 'i-1',
      kind: 'import',
      subject: 'agenda.csv',
      state: 'running',
      done: 3,
      total: 5,
      message: null,
    })
  })

  it('tells a pause for the quota apart from one for closing the app', () => {
    const paused = status({ state: 'paused', pausedReason: 'The daily quota is used up.' })
    expect(applyJobReport(paused, true)).toMatchObject({
      pausedForQuota: true,
      message: 'The daily quota is used up.',
    })
    expect(applyJobReport(paused, false).pausedForQuota).toBe(false)
    expect(applyJobReport(status({}), true).pausedForQuota).toBe(false)
  })

  it('ends done, or failed when no row was applied, saying how', () => {
    const done = { state: 'done' as const, pending: 0 }
    expect(applyJobReport(status({ ...done, applied: 5 }), false)).toMatchObject({
      state: 'done',
      message: 'All 5 rows were applied.',
    })
    expect(
      applyJobReport(status({ ...done, applied: 3, refused: 1, uncertain: 1 }), false),
    ).toMatchObject({
      state: 'done',
      message:
        '3 of 5 rows were applied; the service refused 1, 1 got no answer (Check them in History). The import says why for each.',
    })
    expect(applyJobReport(status({ ...done, applied: 0, refused: 5 }), false).state).toBe('failed')
    expect(applyJobReport(status({ state: 'cancelled' }), false)).toMatchObject({
      state: 'cancelled',
      message: null,
    })
  })
})
