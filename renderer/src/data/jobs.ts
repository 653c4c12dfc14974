/** A job the window drives, told to main (`jobs:report`) for the taskbar and its notification. */
import type { JobReportInput } from '@shared/ipc/channels/jobs'
import { bridge } from '@renderer/bridge'

/** Sends a job's state; a failure is dropped, the window shows the job itself. */
export function reportJob(report: JobReportInput): void {
  void bridge()
    .jobs.report(report)
    .catch(() => undefined)
}
