import { describe, expect, it } from 'vitest'
import type { ExportStatus } from '@shared/ipc/channels/export'
import type { ExportService } from './export-service'
import { discardForgetsJob, exportJobReport } from './export-report'
import type { JobService } from '../jobs/job-service'

const status = (over: Partial<ExportStatus>): ExportStatus =>
  ({
    exportId: 'x1',
    workspaceId: 'ws-1',
    eventId: 'ev-1',
    fileName: 'attendees.csv',
    state: 'running',
    pausedReason: null,
    rowsWritten: 1200,
    error: null,
    ...over,
  }) as ExportStatus

describe('an export as a job', () => {
  it('counts rows with no total, and says how it ended', () => {
    expect(exportJobReport(status({}))).toMatchObject({
      jobId: 'x1',
      kind: 'export',
      subject: 'attendees.csv',
      done: 1200,
      total: null,
      pausedForQuota: false,
      message: null,
    })
    expect(exportJobReport(status({ state: 'done', rowsWritten: 12345 })).message).toBe(
      '12,345 rows written.',
    )
    const quota = status({
      state: 'paused',
      pausedReason: 'quota',
      error: { kind: 'quota', message: 'The daily quota is used up.', retryable: true },
    })
    expect(exportJobReport(quota)).toMatchObject({
      pausedForQuota: true,
      message: 'The daily quota is used up.',
    })
    expect(
      exportJobReport(status({ state: 'paused', pausedReason: 'disk-full' })).pausedForQuota,
    ).toBe(false)
  })

  it('leaves the taskbar when discarded, not when the discard was refused', async () => {
    const forgotten: string[] = []
    const jobs = { forget: (job) => forgotten.push(job.jobId) } as Pick<JobService, 'forget'>
    let answer = true
    const exports = { discard: async () => ({ discarded: answer }) } as unknown as ExportService
    const wrapped = discardForgetsJob(exports, jobs as JobService)
    await wrapped.discard('x1')
    answer = false
    await wrapped.discard('x2')
    expect(forgotten).toEqual(['x1'])
  })
})
