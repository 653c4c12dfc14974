/**
 * The app's long jobs in main: their reports in, the taskbar and the notices out.
 *
 * Every job that runs for a while reports here through `report`: exports
 * from their progress statuses (export-report.ts), the bulk photo upload from
 * the window (`jobs:report`), and any job main runs itself. Call it with the
 * job's state at each step worth showing (a few a second at most) and once
 * with its end:
 *
 *   core.jobs.report({ jobId, kind: 'undo', workspaceId, eventId,
 *     subject: 'Undo of 40 changes', state: 'running', done: 12, total: 40 })
 *   core.jobs.report({ ...same, state: 'done', done: 40 })
 *   core.jobs.report({ ...same, state: 'failed', message: 'The service refused …' })
 *
 * A pause for the day's request quota is `state: 'paused', pausedForQuota:
 * true`; a job put away without an end of its own is `forget`-ed. The
 * decisions are job-progress.ts's; the shell applies them.
 */
import { jobReportSchema, type JobReport, type JobReportInput } from '@shared/ipc/channels/jobs'
import {
  applyReport,
  forgetJob,
  NO_PROGRESS,
  type JobDecision,
  type JobNotification,
  type KnownJobs,
  type TaskbarProgress,
} from './job-progress'

export interface JobServiceDeps {
  /** Shows the bar on the taskbar or dock (the shell: BrowserWindow.setProgressBar). */
  setProgress(progress: TaskbarProgress): void
  /** Shows a notification whose click opens the job's screen (the shell: Notification). */
  notify(notification: JobNotification): void
  /** Whether the window has the focus now. */
  isFocused(): boolean
  /** The preference "notify when a long job ends", read at each end. */
  notificationsOn(): boolean
  /** `process.platform` of the shell (default: this process's): how a bar without a total shows. */
  platform?: string
}

export interface JobService {
  /** A job's state now; see the file's comment for how to call it. */
  report(report: JobReportInput): void
  /** A job put away without an end of its own (a paused export discarded). */
  forget(job: Pick<JobReport, 'kind' | 'jobId'>): void
  /** The bar shown now. */
  progress(): TaskbarProgress
}

export function createJobService(deps: JobServiceDeps): JobService {
  let jobs: KnownJobs = new Map()
  let shown: TaskbarProgress = NO_PROGRESS
  const platform = deps.platform ?? process.platform

  const apply = (decision: JobDecision): void => {
    jobs = decision.jobs
    const { progress, notification } = decision
    if (progress.value !== shown.value || progress.mode !== shown.mode) {
      shown = progress
      deps.setProgress(progress)
    }
    if (notification) deps.notify(notification)
  }

  return {
    report(input) {
      const report = jobReportSchema.parse(input)
      const context = {
        focused: deps.isFocused(),
        notificationsOn: deps.notificationsOn(),
        platform,
      }
      apply(applyReport(jobs, report, context))
    },
    forget(job) {
      apply(forgetJob(jobs, job, platform))
    },
    progress: () => shown,
  }
}
