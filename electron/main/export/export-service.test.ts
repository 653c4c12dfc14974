/**
 * The export pipeline over real HTTP against the emulator, through a real
 * scheduler: the file read back with csv-parse must hold exactly what the
 * emulator's own state says matches, in order; cancel, quota and crash paths
 * must leave no half file under the chosen name and resume to the same file.
 */
import { readFile, writeFile, appendFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { FilterCondition, SortKey } from '@shared/api/filter-grammar'
import { BASE_COLUMNS, resolveColumns } from '@shared/attendees/columns'
import { csvCells } from '@shared/attendees/csv-row'
import { expectedAttendees, firstEventId } from '@test-support/attendees'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { spawnCodecWorker } from '@test-support/ts-worker'
import {
  exportRig,
  filesIn,
  quietLog,
  readCsv,
  shiftableClock,
  type ExportRig,
} from '@test-support/export'
import { inThreadCodec, workerCodec } from './codec-pool'

const filter: FilterCondition[] = [
  { field: 'status', op: 'in', value: ['REGISTERED', 'CHECKED_IN', 'PENDING'] },
]
const sort: SortKey[] = [
  { field: 'profile.lastName', direction: 'asc' },
  { field: 'createdAt', direction: 'desc' },
]
const baseIds = BASE_COLUMNS.map((c) => c.id)

let emulator: RunningEmulator
let rig: ExportRig | null = null

beforeAll(async () => {
  emulator = await startTestEmulator({ attendeesPerEvent: 3000 })
})
afterAll(async () => {
  await emulator.close()
})
afterEach(async () => {
  await rig?.close()
  rig = null
  emulator.state.setLatency(0)
})

const request = (extra: Record<string, unknown> = {}) => ({
  workspaceId: 'ws-test',
  eventId: firstEventId(emulator),
  filter,
  sort,
  columns: baseIds,
  allColumns: true,
  bom: true,
  neutralise: true,
  suggestedName: 'attendees.csv',
  ...extra,
})

/** Checks a finished file against the emulator's state, row by row. */
async function expectFileMatches(path: string) {
  const expected = expectedAttendees(emulator, firstEventId(emulator), filter, sort)
  const { text, rows } = await readCsv(path)
  expect(text.startsWith('\uFEFF')).toBe(true)
  expect(text.includes('\r\n')).toBe(true)
  const header = rows[0]!
  const columns = resolveColumns([
    ...baseIds,
    'custom:dietary-requirements',
    'custom:t-shirt-size',
    'custom:how-did-you-hear',
    'custom:accessibility-needs',
  ])
  expect(header).toEqual(columns.map((c) => c.header))
  expect(rows.length - 1).toBe(expected.length)
  expected.forEach((attendee, i) => {
    expect(rows[i + 1], `row ${i + 1}`).toEqual(csvCells(attendee, columns))
  })
  return { expected, rows, header }
}

describe('CSV export against the emulator', () => {
  it.each([
    ['on the main thread', () => inThreadCodec()],
    ['in worker threads', () => workerCodec({ spawn: spawnCodecWorker, size: 2, log: quietLog })],
  ])(
    'writes every matching attendee of every page, in order, deduplicated, with headers and values right (pages read %s)',
    async (_where, makeCodec) => {
      const codec = makeCodec()
      onTestFinished(() => codec.close())
      rig = await exportRig(emulator, { service: { codec } })
      const started = await rig.service.start(request())
      expect(started.started).toBe(true)
      if (!started.started) return
      const done = await rig.finished(started.status.exportId)
      expect(done.state).toBe('done')
      const { expected, rows, header } = await expectFileMatches(join(rig.outDir, 'attendees.csv'))
      expect(expected.length).toBeGreaterThan(2000)
      expect(done.rowsWritten).toBe(expected.length)
      expect(done.pagesWritten).toBe(Math.ceil(expected.length / 100))
      expect(done.wastedRequests).toBeLessThanOrEqual(6)
      // Formula-looking names are neutralised; non-ASCII names are intact.
      const first = header.indexOf('Profile · First name')
      const names = rows.slice(1).map((r) => r[first]!)
      expect(
        names.some((n) => n.startsWith("'=") || n.startsWith("'+") || n.startsWith("'@")),
      ).toBe(true)
      expect(names.some((n) => /^[=+\-@]/.test(n))).toBe(false)
      expect(names.some((n) => [...n].some((ch) => ch.charCodeAt(0) > 127))).toBe(true)
      const ids = rows.slice(1).map((r) => r[header.indexOf('ID')])
      expect(new Set(ids).size).toBe(ids.length)
      // Nothing else is left behind: no temporary file, no checkpoint.
      expect(await filesIn(rig.outDir)).toEqual(['attendees.csv'])
      expect(await filesIn(rig.dir)).toEqual([])
    },
  )

  it('writes only the chosen columns, without a byte-order mark or neutralising when those are off', async () => {
    rig = await exportRig(emulator)
    const narrow: FilterCondition[] = [{ field: 'profile.country', op: 'eq', value: 'Germany' }]
    const started = await rig.service.start(
      request({
        filter: narrow,
        columns: ['profile.firstName', 'profile.country'],
        allColumns: false,
        bom: false,
        neutralise: false,
      }),
    )
    if (!started.started) throw new Error('not started')
    expect((await rig.finished(started.status.exportId)).state).toBe('done')
    const text = await readFile(join(rig.outDir, 'attendees.csv'), 'utf8')
    expect(text.startsWith('Profile · First name,Profile · Country\r\n')).toBe(true)
    const expected = expectedAttendees(emulator, firstEventId(emulator), narrow, sort)
    expect(text.split('\r\n').length - 2).toBe(expected.length)
  })

  it('does nothing when the save dialog is cancelled', async () => {
    rig = await exportRig(emulator, { target: null })
    expect(await rig.service.start(request())).toEqual({ started: false })
    expect(await rig.service.list()).toEqual([])
  })

  it('leaves no file at all when cancelled mid-way', async () => {
    rig = await exportRig(emulator)
    const id = await rig.startMidway(request())
    expect(await rig.service.cancel(id)).toEqual({ cancelled: true })
    expect((await rig.service.list()).find((s) => s.exportId === id)?.state).toBe('cancelled')
    expect(await filesIn(rig.outDir)).toEqual([])
    expect(await filesIn(rig.dir)).toEqual([])
  })

  it('pauses when the daily quota runs out and resumes the next day (again and again) to the same file', async () => {
    const clock = shiftableClock()
    const limited = await startTestEmulator({
      attendeesPerEvent: 3000,
      clock: clock.wallNow,
      rateLimit: { dailyQuota: 12 },
    })
    try {
      const quotaRig = await exportRig(limited, { clock })
      rig = quotaRig
      const started = await quotaRig.service.start({ ...request(), eventId: firstEventId(limited) })
      if (!started.started) throw new Error('not started')
      const id = started.status.exportId
      let status = await quotaRig.finished(id)
      let pauses = 0
      while (status.state === 'paused' && pauses < 10) {
        pauses++
        expect(status.pausedReason).toBe('quota')
        expect(status.error?.kind).toBe('quota')
        expect(await filesIn(quotaRig.outDir)).not.toContain('attendees.csv')
        // The next UTC day: both the service's and the client's counters start again.
        clock.shift(86_400_000)
        quotaRig.events.length = 0
        const answer = await quotaRig.service.resume(id)
        status = await quotaRig.finished(id)
        // The pause may reach the window before Resume's answer: its revision says it is later.
        expect(answer.state).toBe('running')
        expect(status.revision).toBeGreaterThan(answer.revision)
      }
      expect(pauses).toBeGreaterThanOrEqual(2)
      expect(status.state).toBe('done')
      const expected = expectedAttendees(limited, firstEventId(limited), filter, sort)
      const { rows } = await readCsv(join(quotaRig.outDir, 'attendees.csv'))
      expect(rows.length - 1).toBe(expected.length)
      const idColumn = BASE_COLUMNS.findIndex((c) => c.id === 'id')
      expect(rows.slice(1).map((r) => r[idColumn])).toEqual(expected.map((a) => a.id))
    } finally {
      await limited.close()
    }
  }, 60_000)

  it('resumes after a crash from its checkpoint, cutting off what was written after it', async () => {
    rig = await exportRig(emulator)
    const id = await rig.startMidway(request())
    await rig.service.dispose()
    // What a crash leaves: the checkpoint still says "running", and bytes past it.
    const cpPath = join(rig.dir, `${id}.json`)
    const cp = JSON.parse(await readFile(cpPath, 'utf8')) as { state: string; tempPath: string }
    await writeFile(cpPath, JSON.stringify({ ...cp, state: 'running' }))
    await appendFile(cp.tempPath, 'half a row,"unterminated')
    emulator.state.setFaults([])

    const { createExportService } = await import('./export-service')
    const restarted = createExportService(rig.deps)
    const listed = await restarted.list()
    expect(listed.find((s) => s.exportId === id)).toMatchObject({
      state: 'paused',
      pausedReason: 'interrupted',
    })
    await restarted.resume(id)
    const done = await rig.waitFor(id, (s) => s.state === 'done')
    expect(done.rowsWritten).toBeGreaterThan(2000)
    await expectFileMatches(join(rig.outDir, 'attendees.csv'))
  })
})
