import { describe, expect, it } from 'vitest'
import { jobReportSchema, type JobReport, type JobReportInput } from '@shared/ipc/channels/jobs'
import {
  applyReport,
  forgetJob,
  NO_PROGRESS,
  progressBar,
  taskbarProgress,
  type JobContext,
  type KnownJobs,
} from './job-progress'

// Windows: the platform that draws a bar moving without a total.
const away: JobContext = { focused: false, notificationsOn: true, platform: 'win32' }
const here: JobContext = { focused: true, notificationsOn: true, platform: 'win32' }

function report(over: Partial<JobReportInput> = {}): JobReport {
  return jobReportSchema.parse({
    jobId: 'job-1',
    kind: 'photos',
    workspaceId: 'ws-1',
    eventId: 'ev-1',
    subject: '8 speaker photos',
    state: 'running',
    done: 0,
    total: 100,
    ...over,
  })
}

/** Applies reports in turn, as the service does. */
function run(reports: JobReport[], context = away) {
  let jobs: KnownJobs = new Map()
  const decisions = reports.map((r) => {
    const decision = applyReport(jobs, r, context)
    jobs = decision.jobs
    return decision
  })
  return { jobs, decisions }
}

describe('taskbar progress', () => {
  it('shows no bar without a job under way', () => {
    expect(taskbarProgress(new Map(), 'win32')).toEqual(NO_PROGRESS)
    const { decisions } = run([report({ done: 100, state: 'done' })])
    expect(decisions[0]!.progress).toEqual({ value: -1, mode: 'none' })
  })

  it('adds up the running jobs whose total is known', () => {
    const { decisions } = run([
      report({ jobId: 'a', done: 25, total: 100 }),
      report({ jobId: 'b', kind: 'undo', done: 50, total: 300 }),
    ])
    expect(decisions[0]!.progress).toEqual({ value: 0.25, mode: 'normal' })
    expect(decisions[1]!.progress).toEqual({ value: 75 / 400, mode: 'normal' })
  })

  it('moves without a total, and stays within 0..1 with one', () => {
    const exporting = report({ kind: 'export', total: null, done: 1200 })
    expect(run([exporting]).decisions[0]!.progress).toEqual({ value: 2, mode: 'indeterminate' })
    const over = report({ done: 150, total: 100 })
    expect(run([over]).decisions[0]!.progress).toEqual({ value: 1, mode: 'normal' })
    // A determinate job beside an export: the bar says what is known.
    const both = run([exporting, report({ done: 40, total: 80 })]).decisions[1]!
    expect(both.progress).toEqual({ value: 0.5, mode: 'normal' })
  })

  it('shows paused jobs as a moving bar once none runs, and drops them when put away', () => {
    const paused = report({ state: 'paused', done: 30, total: 60 })
    const { jobs, decisions } = run([report({ jobId: 'other', done: 1 }), paused])
    // The running job alone counts while one runs.
    expect(decisions[1]!.progress).toEqual({ value: 0.01, mode: 'normal' })
    const alone = forgetJob(jobs, { kind: 'photos', jobId: 'other' }, 'win32')
    expect(alone.progress).toEqual({ value: 2, mode: 'indeterminate' })
    const exportPaused = report({ kind: 'export', state: 'paused', total: null })
    expect(run([exportPaused]).decisions[0]!.progress).toEqual({
      value: 2,
      mode: 'indeterminate',
    })
    expect(forgetJob(alone.jobs, paused, 'win32').progress).toEqual(NO_PROGRESS)
  })

  it('keeps jobs of different kinds with the same ID apart', () => {
    const { decisions } = run([
      report({ jobId: 'x', kind: 'export', total: null }),
      report({ jobId: 'x', kind: 'photos', state: 'done', done: 100 }),
    ])
    expect(decisions[1]!.progress.mode).toBe('indeterminate')
  })
})

describe('progressBar: the bar for work done of a total, by platform', () => {
  it('moves without a total on Windows only; elsewhere shows no bar rather than a full one', () => {
    expect(progressBar('win32', 1200, null)).toEqual({ value: 2, mode: 'indeterminate' })
    for (const platform of ['darwin', 'linux']) {
      expect(progressBar(platform, 1200, null)).toEqual(NO_PROGRESS)
      expect(progressBar(platform, 0, 0)).toEqual(NO_PROGRESS)
    }
  })

  it('shows the fraction done, within 0..1, wherever a total is known', () => {
    for (const platform of ['win32', 'darwin', 'linux']) {
      expect(progressBar(platform, 30, 120)).toEqual({ value: 0.25, mode: 'normal' })
      expect(progressBar(platform, 150, 100)).toEqual({ value: 1, mode: 'normal' })
    }
  })

  it('never sends macOS a value above 1: a running export and a paused one show no bar', () => {
    const mac: JobContext = { ...away, platform: 'darwin' }
    const exporting = report({ kind: 'export', total: null, done: 1200 })
    expect(run([exporting], mac).decisions[0]!.progress).toEqual(NO_PROGRESS)
    const paused = report({ kind: 'export', state: 'paused', total: null })
    expect(run([paused], mac).decisions[0]!.progress).toEqual(NO_PROGRESS)
    const both = run([exporting, report({ done: 40, total: 80 })], mac).decisions[1]!
    expect(both.progress).toEqual({ value: 0.5, mode: 'normal' })
  })
})

describe('notifications', () => {
  it('tells a job that finished, failed or paused for the quota, with its target', () => {
    const finished = run([report(), report({ state: 'done', done: 100 })]).decisions[1]!
    expect(finished.notification).toEqual({
      title: 'Photo upload finished',
      body: '8 speaker photos',
      target: { jobId: 'job-1', kind: 'photos', workspaceId: 'ws-1', eventId: 'ev-1' },
    })
    const failed = run([
      report({ kind: 'import', state: 'failed', message: 'The file could not be read.' }),
    ]).decisions[0]!
    expect(failed.notification).toMatchObject({
      title: 'Import failed',
      body: '8 speaker photos: The file could not be read.',
    })
    const quota = run([report({ kind: 'export', state: 'paused', pausedForQuota: true })])
    expect(quota.decisions[0]!.notification).toMatchObject({
      title: 'Export paused',
      body: '8 speaker photos: The daily request quota is used up.',
    })
  })

  it('tells nothing while running, cancelled or paused for another reason', () => {
    const { decisions } = run([
      report(),
      report({ state: 'paused' }),
      report({ state: 'running' }),
      report({ state: 'cancelled' }),
    ])
    expect(decisions.map((d) => d.notification)).toEqual([null, null, null, null])
  })

  it('tells an end once, and again after the job ran anew', () => {
    const paused = report({ kind: 'export', state: 'paused', pausedForQuota: true })
    const { decisions } = run([paused, paused, report({ kind: 'export' }), paused])
    expect(decisions.map((d) => d.notification?.title ?? null)).toEqual([
      'Export paused',
      null,
      null,
      'Export paused',
    ])
  })

  it('tells nothing while the window has the focus or when the setting is off', () => {
    const ended = [report(), report({ state: 'done' })]
    expect(run(ended, here).decisions[1]!.notification).toBeNull()
    expect(run(ended, { ...away, notificationsOn: false }).decisions[1]!.notification).toBe(null)
  })
})

describe('notifications of a job whose file name holds markup', () => {
  it('show the name without any character a notification daemon reads as markup', () => {
    const { decisions } = run([
      report({ kind: 'export', subject: '<a href="https://evil.example">Q&A</a>.csv' }),
      report({
        kind: 'export',
        subject: '<a href="https://evil.example">Q&A</a>.csv',
        state: 'failed',
        message: 'The <b>disk</b> is full & the file was kept.',
      }),
    ])
    const shown = decisions[1]!.notification!
    expect(shown.title).toBe('Export failed')
    expect(shown.body).not.toMatch(/[<>&]/)
    expect(shown.body).toContain('Q＆A')
  })
})
