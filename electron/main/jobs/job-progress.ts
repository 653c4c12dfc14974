/**
 * What the taskbar and the notifications say of the app's long jobs.
 *
 * Pure: the jobs known so far and one report give the jobs after it, the
 * taskbar's progress and at most one notification. The jobs service
 * (job-service.ts) keeps the state and hands the decisions to the shell,
 * which applies them to the window and to Electron's Notification.
 */
import type { JobKind, JobReport, JobTarget } from '@shared/ipc/channels/jobs'
import { notificationText } from './notification-text'

/**
 * The argument of BrowserWindow.setProgressBar.
 *
 * `value` in 0..1 with mode 'normal'; -1 (mode 'none') removes the bar. A
 * value above 1 (with mode 'indeterminate') is a moving bar on Windows only:
 * macOS and Linux clamp it to a full bar, which would say the job is done.
 */
export interface TaskbarProgress {
  value: number
  mode: 'none' | 'normal' | 'indeterminate'
}

export interface JobNotification {
  title: string
  body: string
  /** The job's screen, which a click on the notification opens. */
  target: JobTarget
}

/** Every job reported in this session, by `jobKey`: the last report of each. */
export type KnownJobs = ReadonlyMap<string, JobReport>

export interface JobContext {
  /** `process.platform` of the shell: only Windows draws a bar that moves without a total. */
  platform: string
  /** The window has the focus: the person sees the job end there, no notification. */
  focused: boolean
  /** The setting "Notify when a long job ends". */
  notificationsOn: boolean
}

export interface JobDecision {
  jobs: KnownJobs
  progress: TaskbarProgress
  notification: JobNotification | null
}

export const NO_PROGRESS: TaskbarProgress = { value: -1, mode: 'none' }
/** Above 1 with its mode: a moving bar, on Windows (Electron's documented meaning). */
const INDETERMINATE: TaskbarProgress = { value: 2, mode: 'indeterminate' }

/**
 * The bar for work `done` of `total`, on `platform`.
 *
 * Without a total (null or 0) Windows shows a moving bar; elsewhere a value
 * above 1 is drawn full, so no bar is shown instead. With one, the fraction
 * done, within 0..1.
 */
export function progressBar(platform: string, done: number, total: number | null): TaskbarProgress {
  if (total === null || total <= 0) return platform === 'win32' ? INDETERMINATE : NO_PROGRESS
  return { value: Math.min(1, Math.max(0, done / total)), mode: 'normal' }
}

const NOUN: Record<JobKind, string> = {
  export: 'Export',
  photos: 'Photo upload',
  undo: 'Undo',
  import: 'Import',
  snapshot: 'Attendee snapshot',
}

export const jobKey = (job: Pick<JobReport, 'kind' | 'jobId'>): string => `${job.kind}:${job.jobId}`

/** The reports after which a person may want to come back: it ended, or waits for the quota. */
function endOf(report: JobReport): 'finished' | 'failed' | 'paused' | null {
  if (report.state === 'done') return 'finished'
  if (report.state === 'failed') return 'failed'
  if (report.state === 'paused' && report.pausedForQuota) return 'paused'
  return null
}

/** Work done and total of the jobs whose total is known; a null total when none is. */
function sumOf(jobs: readonly JobReport[]): { done: number; total: number | null } {
  const known = jobs.filter((job) => job.total !== null && job.total > 0)
  if (known.length === 0) return { done: 0, total: null }
  const total = known.reduce((sum, job) => sum + (job.total ?? 0), 0)
  const done = known.reduce((sum, job) => sum + Math.min(job.done, job.total ?? 0), 0)
  return { done, total }
}

/**
 * The taskbar's bar for the jobs under way, on `platform`.
 *
 * Running jobs show how far those with a known total have come, or, without
 * a total (an export finds its end by reaching it), what `progressBar` shows
 * then. With none running, paused jobs show the same: they wait (for the
 * quota, for a Resume) and are not done, so no fraction is claimed. No job
 * under way, no bar.
 */
export function taskbarProgress(jobs: KnownJobs, platform: string): TaskbarProgress {
  const all = [...jobs.values()]
  const running = all.filter((job) => job.state === 'running')
  if (running.length > 0) {
    const { done, total } = sumOf(running)
    return progressBar(platform, done, total)
  }
  const paused = all.filter((job) => job.state === 'paused')
  if (paused.length > 0) return progressBar(platform, 0, null)
  return NO_PROGRESS
}

export function notificationFor(report: JobReport): JobNotification | null {
  const end = endOf(report)
  if (!end) return null
  const noun = NOUN[report.kind]
  const fallback = end === 'paused' ? 'The daily request quota is used up.' : null
  const message = report.message ?? fallback
  return {
    // A file name and a message are anyone's text: a daemon must not read them as markup.
    title: notificationText(`${noun} ${end}`),
    body: notificationText(message ? `${report.subject}: ${message}` : report.subject),
    target: {
      jobId: report.jobId,
      kind: report.kind,
      workspaceId: report.workspaceId,
      eventId: report.eventId,
    },
  }
}

/**
 * The jobs, the bar and the notification after one report.
 *
 * A job's end is told once: a report repeating the state it was in already
 * (an export's summary read again) tells nothing new.
 */
export function applyReport(jobs: KnownJobs, report: JobReport, context: JobContext): JobDecision {
  const key = jobKey(report)
  const before = jobs.get(key)
  const next = new Map(jobs).set(key, report)
  const repeated = before !== undefined && endOf(before) !== null && before.state === report.state
  const tell = !repeated && !context.focused && context.notificationsOn
  return {
    jobs: next,
    progress: taskbarProgress(next, context.platform),
    notification: tell ? notificationFor(report) : null,
  }
}

/** The jobs without one the person put away (a paused export discarded): it leaves the bar. */
export function forgetJob(
  jobs: KnownJobs,
  job: Pick<JobReport, 'kind' | 'jobId'>,
  platform: string,
): JobDecision {
  const next = new Map(jobs)
  next.delete(jobKey(job))
  return { jobs: next, progress: taskbarProgress(next, platform), notification: null }
}
