/**
 * The export against a service that pages its own way, over real HTTP.
 *
 * Its own page size whatever `size` asks, and a `next` link on every page, the
 * last one included. The file read back must hold every attendee the emulator's
 * state holds, and the summary must say what the service did.
 */
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectedAttendees, firstEventId } from '@test-support/attendees'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { exportRequest, exportRig, readCsv, type ExportRig } from '@test-support/export'

let emulator: RunningEmulator
let rig: ExportRig | null = null

beforeAll(async () => {
  emulator = await startTestEmulator({ attendeesPerEvent: 237 })
})
afterAll(async () => {
  await emulator.close()
})
afterEach(async () => {
  await rig?.close()
  rig = null
  emulator.state.setFixedPageSize(null)
  emulator.state.setPageEndStyle('empty')
})

const request = () => exportRequest(emulator)

/** Runs one export to its end and reads the file's ID column back. */
async function exportIds() {
  rig = await exportRig(emulator)
  const started = await rig.service.start(request())
  if (!started.started) throw new Error('not started')
  const status = await rig.finished(started.status.exportId)
  const { rows } = await readCsv(join(rig.outDir, 'attendees.csv'))
  const idColumn = rows[0]!.indexOf('ID')
  return { status, ids: rows.slice(1).map((r) => r[idColumn]!) }
}

describe('export from a service that ignores size and sends next on every page', () => {
  it('writes all 237 attendees at 10 rows a page, not the first page alone', async () => {
    emulator.state.setFixedPageSize(10)
    emulator.state.setPageEndStyle('past-end')
    const { status, ids } = await exportIds()
    const expected = expectedAttendees(emulator, firstEventId(emulator), [], [])
    expect(status.state).toBe('done')
    expect(ids).toEqual(expected.map((a) => a.id))
    expect(status.rowsWritten).toBe(237)
    expect(status.pagesWritten).toBe(24)
    expect(status).toMatchObject({ pageSize: 100, servedPageSize: 10, warnings: [] })
    // The next export is priced at what this one learnt.
    expect(rig!.service.estimate('ws-test')).toMatchObject({
      servedPageSize: 10,
      requestsPer1000: 100,
    })
    // 24 pages with rows, the empty page that ends the list, and a few probes at most.
    expect(status.requests).toBeGreaterThanOrEqual(25)
    expect(status.requests).toBeLessThanOrEqual(25 + 6)
  })

  it('writes every attendee when the service sends more rows a page than asked', async () => {
    emulator.state.setFixedPageSize(150)
    const { status, ids } = await exportIds()
    expect(ids).toEqual(
      expectedAttendees(emulator, firstEventId(emulator), [], []).map((a) => a.id),
    )
    expect(status.pagesWritten).toBe(2)
  })
})
