/**
 * Reports a job the window drives to main (`jobs:report`), for the taskbar
 * and the notification of its end.
 *
 * Sent when the state changes or the whole percent done moves, so a bulk
 * upload's many byte counts make at most a hundred calls. A job still
 * running when its screen closes is reported cancelled, so its bar goes.
 */
import { useEffect, useRef } from 'react'
import type { JobReportInput } from '@shared/ipc/channels/jobs'
import { reportJob } from '@renderer/data/jobs'

function stepOf(report: JobReportInput): string {
  const percent =
    report.total === null || report.total === 0 ? 0 : Math.floor((report.done / report.total) * 100)
  return `${report.state}:${percent}`
}

export function useJobReport(report: JobReportInput | null): void {
  const last = useRef<{ step: string; report: JobReportInput } | null>(null)
  useEffect(() => {
    if (!report) return
    const step = stepOf(report)
    if (last.current?.step === step) return
    last.current = { step, report }
    reportJob(report) // The taskbar is a courtesy: a failure is dropped.
  }, [report])
  useEffect(
    () => () => {
      const ended = last.current
      if (ended?.report.state === 'running') reportJob({ ...ended.report, state: 'cancelled' })
    },
    [],
  )
}
