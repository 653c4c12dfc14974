/**
 * Test helpers for exports: the export service wired to a real emulator over
 * HTTP through a real scheduler, in a temporary folder, with the save dialog
 * answering at once. Used only by *.test.ts files.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import type { RunningEmulator } from '@emulator'
import { BASE_COLUMNS } from '@shared/attendees/columns'
import type { ExportRequest, ExportStatus } from '@shared/ipc/channels/export'
import { fetchAttendeesPageBytes } from '@main/api/attendees'
import { createExportService, type ExportServiceDeps } from '@main/export/export-service'
import type { Logger } from '@main/logging/logger'
import { systemClock, type Clock } from '@main/scheduler/clock'
import { createQuotaStore } from '@main/scheduler/quota-store'
import { createScheduler } from '@main/scheduler/scheduler'
import { testContext } from './api-context'
import { until } from './eventually'
import { firstEventId } from './attendees'

export const quietLog: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
}

/**
 * An export of the emulator's first event with the grid's base columns.
 *
 * Without a byte-order mark, so the file reads back as plain text; `extra`
 * sets what a test is about.
 */
export function exportRequest(
  emulator: RunningEmulator,
  extra: Partial<ExportRequest> = {},
): ExportRequest {
  return {
    workspaceId: 'ws-test',
    eventId: firstEventId(emulator),
    filter: [],
    sort: [],
    columns: BASE_COLUMNS.map((c) => c.id),
    allColumns: false,
    bom: false,
    neutralise: true,
    suggestedName: 'attendees.csv',
    ...extra,
  }
}

export interface RigOptions {
  clock?: Clock
  /** Where the save dialog "chooses" (null: the user cancels it). */
  target?: string | null
  service?: Partial<ExportServiceDeps>
}

export async function exportRig(emulator: RunningEmulator, options: RigOptions = {}) {
  const root = await mkdtemp(join(tmpdir(), 'stagehand-export-'))
  const outDir = join(root, 'out')
  const dir = join(root, 'exports')
  const scheduler = createScheduler({
    quota: createQuotaStore(null, options.clock?.wallNow ?? Date.now),
    retry: { baseDelayMs: 20, maxDelayMs: 200 },
    ...(options.clock ? { clock: options.clock } : {}),
  })
  const ctx = testContext(emulator, { scheduler })
  const events: ExportStatus[] = []
  const waiters = new Set<() => void>()
  const deps: ExportServiceDeps = {
    dir,
    fetchPage: (_workspaceId, query, signal) => fetchAttendeesPageBytes(ctx, query, signal),
    quota: (workspaceId) => scheduler.quota(workspaceId),
    showSaveDialog: async (o) =>
      options.target === undefined ? join(outDir, o.defaultPath) : options.target,
    showItemInFolder: () => undefined,
    emit: (status) => {
      events.push(status)
      for (const wake of waiters) wake()
    },
    log: quietLog,
    job: { checkpointEveryMs: 0 },
    progressEveryMs: 0,
    ...options.service,
  }
  const service = createExportService(deps)

  /** Resolves with the first status event of `exportId` that satisfies `test`. */
  function waitFor(
    exportId: string,
    test: (s: ExportStatus) => boolean,
    timeoutMs = 30_000,
  ): Promise<ExportStatus> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        const hit = events.find((s) => s.exportId === exportId && test(s))
        if (!hit) return false
        waiters.delete(wake)
        clearTimeout(timer)
        resolve(hit)
        return true
      }
      const wake = (): void => void check()
      const timer = setTimeout(() => {
        waiters.delete(wake)
        reject(
          new Error(
            `export ${exportId} did not reach the state in time; last: ${JSON.stringify(events.at(-1))}`,
          ),
        )
      }, timeoutMs)
      waiters.add(wake)
      check()
    })
  }

  return {
    root,
    outDir,
    dir,
    ctx,
    scheduler,
    service,
    deps,
    events,
    waitFor,
    finished: (exportId: string) => waitFor(exportId, (s) => s.state !== 'running'),
    /**
     * Starts `request` and returns once some rows are written but the export cannot end.
     *
     * The emulator holds every read until let go. The reads held so far are let go,
     * a round at a time, until the first page has its answer; those asked for later
     * stay held, so a cancel then always finds the export mid-way, however fast or
     * slow the machine. It clears the emulator's request log first; new fault
     * rules (`close`) let held reads go.
     */
    async startMidway(request: ExportRequest): Promise<string> {
      emulator.state.clearRequests()
      emulator.state.setFaults([{ kind: 'hold', method: 'GET' }])
      const started = await service.start(request)
      if (!started.started) throw new Error('not started')
      const id = started.status.exportId
      const reads = () => emulator.state.requests().filter((r) => r.method === 'GET')
      const firstPageRead = () =>
        reads().some((r) => r.status === 200 && new URLSearchParams(r.query).get('page') === '1')
      let letGo = 0
      while (!firstPageRead()) {
        await until(() => emulator.state.faults.held > 0, 'a page to be asked for')
        letGo += emulator.state.releaseHeld()
        await until(() => reads().length >= letGo, 'the pages let go to be answered')
      }
      await waitFor(id, (s) => s.rowsWritten > 0)
      return id
    },
    async close() {
      emulator.state.setFaults([])
      await service.dispose()
      await scheduler.dispose()
      await rm(root, { recursive: true, force: true })
    },
  }
}

export type ExportRig = Awaited<ReturnType<typeof exportRig>>

/** A CSV file read back with a real parser (byte-order mark accepted). */
export async function readCsv(path: string): Promise<{ text: string; rows: string[][] }> {
  const text = await readFile(path, 'utf8')
  return { text, rows: parse(text, { bom: true, relax_quotes: false }) as string[][] }
}

export async function filesIn(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => [])
}

/** A clock on real time that a test can move forward by whole days (quota resets). */
export function shiftableClock(): Clock & { shift(ms: number): void; offset: number } {
  let offset = 0
  return {
    get offset() {
      return offset
    },
    now: () => performance.now() + offset,
    wallNow: () => Date.now() + offset,
    sleep: (ms, signal) => systemClock.sleep(ms, signal),
    shift(ms) {
      offset += ms
    },
  }
}
