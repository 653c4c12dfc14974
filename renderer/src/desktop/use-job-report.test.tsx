/** The window's reports of a job it drives: only steps worth a call, and a cancel when it closes. */
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { JobReportInput } from '@shared/ipc/channels/jobs'
import { useJobReport } from './use-job-report'

const sent: JobReportInput[] = []
function standIn(): void {
  const jobs = { report: async (report: JobReportInput) => (sent.push(report), { accepted: true }) }
  Object.defineProperty(window, 'stagehand', { value: { jobs }, configurable: true })
}
afterEach(() => {
  sent.length = 0
  Reflect.deleteProperty(window, 'stagehand')
})

const report = (done: number, state: JobReportInput['state'] = 'running'): JobReportInput => ({
  jobId: 'j',
  kind: 'photos',
  workspaceId: 'w',
  eventId: 'e',
  subject: '2 speaker photos',
  state,
  done,
  total: 1000,
})

describe('useJobReport', () => {
  it('sends a step when the state changes or the whole percent moves', () => {
    standIn()
    const { rerender } = renderHook((r: JobReportInput | null) => useJobReport(r), {
      initialProps: null as JobReportInput | null,
    })
    for (const done of [0, 4, 9, 10, 15, 1000]) rerender(report(done))
    rerender(report(1000, 'done'))
    expect(sent.map((r) => `${r.state} ${r.done}`)).toEqual([
      'running 0',
      'running 10',
      'running 1000',
      'done 1000',
    ])
  })

  it('reports a job still running when its screen closes as cancelled, and an ended one not again', () => {
    standIn()
    const running = renderHook(() => useJobReport(report(500)))
    running.unmount()
    const ended = renderHook(() => useJobReport(report(1000, 'done')))
    ended.unmount()
    expect(sent.map((r) => r.state)).toEqual(['running', 'cancelled', 'done'])
  })
})
