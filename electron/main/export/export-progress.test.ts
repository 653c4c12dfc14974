/**
 * An export's progress never stops short of what it has written: a report
 * that comes too soon is held, not dropped, so an export that stalls after a
 * quick page still shows that page's rows.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { fetchAttendeesPageBytes } from '@main/api/attendees'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { exportRequest, exportRig, type ExportRig } from '@test-support/export'

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startTestEmulator({ attendeesPerEvent: 1000 })
})
afterAll(async () => {
  await emulator.close()
})

it('shows the rows of the last page read before the service stalls', async () => {
  let stall!: () => void
  const stalled = new Promise<void>((resolve) => (stall = resolve))
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let rig: ExportRig | null = null
  rig = await exportRig(emulator, {
    service: {
      // The service's time stands still: every report after the first comes "too soon".
      now: () => 0,
      progressEveryMs: 50,
      fetchPage: async (_workspaceId, query, signal) => {
        if (query.page === 3) {
          stall()
          await released
        }
        return fetchAttendeesPageBytes(rig!.ctx, query, signal)
      },
    },
  })
  try {
    const started = await rig.service.start(exportRequest(emulator))
    if (!started.started) throw new Error('not started')
    await stalled
    // Two pages of 100 are on disk while the third waits: the window is told so.
    const shown = await rig.waitFor(started.status.exportId, (s) => s.rowsWritten === 200)
    expect(shown.state).toBe('running')
  } finally {
    release()
    await rig.close()
  }
})
