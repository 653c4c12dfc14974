import { afterEach, describe, expect, it } from 'vitest'
import type { JobReportInput } from '@shared/ipc/channels/jobs'
import { startTestCore, type TestCore } from '@test-support/core'
import type { JobNotification, TaskbarProgress } from './job-progress'

let open: TestCore | null = null
afterEach(async () => {
  await open?.close()
  open = null
})

/** A core whose shell records the bar and the notices, with the window focused or not. */
async function desktopCore(focused: { now: boolean }) {
  const bars: TaskbarProgress[] = []
  const notices: JobNotification[] = []
  open = await startTestCore('stagehand-jobs-', {
    desktop: {
      setProgress: (p) => bars.push(p),
      notify: (n) => notices.push(n),
      isFocused: () => focused.now,
    },
  })
  return { t: open, bars, notices }
}

const photos = (over: Partial<JobReportInput>): JobReportInput => ({
  jobId: 'drop-1',
  kind: 'photos',
  workspaceId: 'ws-1',
  eventId: 'ev-1',
  subject: '3 speaker photos',
  state: 'running',
  done: 0,
  total: 300,
  ...over,
})

describe('the jobs service in the core', () => {
  it("shows the window's reports on the taskbar, changes only, and tells the end", async () => {
    const { t, bars, notices } = await desktopCore({ now: false })
    for (const done of [100, 100, 200]) await t.value('jobs:report', photos({ done }))
    await t.value('jobs:report', photos({ state: 'done', done: 300 }))
    expect(bars).toEqual([
      { value: 1 / 3, mode: 'normal' },
      { value: 2 / 3, mode: 'normal' },
      { value: -1, mode: 'none' },
    ])
    expect(notices).toEqual([
      {
        title: 'Photo upload finished',
        body: '3 speaker photos',
        target: { jobId: 'drop-1', kind: 'photos', workspaceId: 'ws-1', eventId: 'ev-1' },
      },
    ])
  })

  it('tells nothing while the window has the focus', async () => {
    const focus = { now: true }
    const { t, notices } = await desktopCore(focus)
    await t.value('jobs:report', photos({ state: 'failed', message: 'The service refused it.' }))
    expect(notices).toEqual([])
    focus.now = false
    await t.value('jobs:report', photos({ jobId: 'drop-2', state: 'failed' }))
    expect(notices.map((n) => n.title)).toEqual(['Photo upload failed'])
  })

  it('keeps the notification preference, and tells nothing once it is off', async () => {
    const { t, notices } = await desktopCore({ now: false })
    expect(await t.value('preferences:get')).toEqual({
      notifyJobEnds: true,
      snapshotRetentionDays: 90,
    })
    expect(await t.value('preferences:set', { notifyJobEnds: false })).toEqual({
      notifyJobEnds: false,
      snapshotRetentionDays: 90,
    })
    await t.value('jobs:report', photos({ state: 'done', done: 300 }))
    expect(notices).toEqual([])
    await t.core.settings.read()
    expect(t.core.settings.peek()?.preferences).toEqual({
      notifyJobEnds: false,
      snapshotRetentionDays: 90,
    })
  })

  it('refuses a report that is not a job', async () => {
    const { t, bars } = await desktopCore({ now: false })
    const refused = await t.call('jobs:report', { ...photos({}), kind: 'download' })
    expect(refused.ok).toBe(false)
    expect(bars).toEqual([])
  })
})
