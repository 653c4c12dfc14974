/**
 * The client side of the export benchmark: the app's own scheduler, API
 * client and export service (no Electron), and for comparison a sequential
 * client that asks for one page after another and writes the same CSV.
 */
import { mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { collectCustomSlugs, BASE_COLUMNS, resolveColumns } from '@shared/attendees/columns'
import type { ExportStatus } from '@shared/ipc/channels/export'
import {
  fetchAttendeesPageBytes,
  listAttendeesPage,
  readAttendeesPage,
  type AttendeePageBytes,
} from '@main/api/attendees'
import type { ApiContext } from '@main/api/context'
import { createCsvEncoder, csvLines } from '@main/export/csv-writer'
import { createExportService } from '@main/export/export-service'
import type { PageCodec } from '@main/export/codec-pool'
import type { ExportSnapshots } from '@main/snapshots/export-snapshot'
import { silentLogger } from '@main/logging/logger'
import { createQuotaStore } from '@main/scheduler/quota-store'
import { createScheduler } from '@main/scheduler/scheduler'
import type { EmulatorChild } from './emulator-child'

const ALL_BASE = BASE_COLUMNS.map((c) => c.id)

/** A fresh scheduler (full bucket, empty daily count) and API context, as the app builds them. */
export function freshContext(emulator: EmulatorChild): ApiContext {
  return {
    workspaceId: 'bench',
    config: {
      baseUrl: emulator.baseUrl,
      apiKey: emulator.demoKey,
      fetch: (input, init) => fetch(input, init),
    },
    scheduler: createScheduler({ quota: createQuotaStore(null, Date.now) }),
  }
}

export async function tempDir(): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'stagehand-bench-'))
  return { path, remove: () => rm(path, { recursive: true, force: true }) }
}

/** Page after page until the last one, each written as it arrives: the baseline. */
export async function sequentialExport(ctx: ApiContext, eventId: string, path: string) {
  const started = performance.now()
  const file = await open(path, 'w')
  let encoder: ReturnType<typeof createCsvEncoder> | null = null
  let rows = 0
  let pages = 0
  try {
    for (let page = 1; ; page++) {
      const result = await listAttendeesPage(ctx, { eventId, page, pageSize: 100 })
      pages++
      if (!encoder) {
        const slugs = collectCustomSlugs(result.items).map((s) => `custom:${s}`)
        encoder = createCsvEncoder(resolveColumns([...ALL_BASE, ...slugs]))
        await file.write(encoder.head())
      }
      const enc = encoder
      await file.write(csvLines(result.items.map((a) => enc.cells(a))))
      rows += result.items.length
      if (!result.hasNext) break
    }
  } finally {
    await file.close()
  }
  return { rows, pages, seconds: (performance.now() - started) / 1000 }
}

/**
 * The app's export service, every column, to `dir`; resolves with its final status.
 *
 * With `snapshots`, the export (of every attendee) is kept as a snapshot too, as in the app.
 */
export async function serviceExport(
  ctx: ApiContext,
  eventId: string,
  dir: string,
  codec: PageCodec,
  snapshots?: ExportSnapshots,
): Promise<ExportStatus> {
  let finish: (status: ExportStatus) => void = () => undefined
  const finished = new Promise<ExportStatus>((resolve) => (finish = resolve))
  const service = createExportService({
    dir: join(dir, 'checkpoints'),
    fetchPage: (_ws, query, signal) => fetchAttendeesPageBytes(ctx, query, signal),
    codec,
    quota: () => ctx.scheduler.quota(ctx.workspaceId),
    showSaveDialog: async (o) => join(dir, o.defaultPath),
    showItemInFolder: () => undefined,
    emit: (status) => {
      if (status.state !== 'running') finish(status)
    },
    log: silentLogger,
    ...(snapshots ? { snapshots } : {}),
  })
  const started = await service.start({
    workspaceId: ctx.workspaceId,
    eventId,
    filter: [],
    sort: [],
    columns: ALL_BASE,
    allColumns: true,
    bom: true,
    neutralise: true,
    suggestedName: 'attendees.csv',
  })
  if (!started.started) throw new Error('the export did not start')
  const status = await finished
  if (status.state !== 'done')
    throw new Error(`export ended ${status.state}: ${status.error?.message ?? ''}`)
  return status
}

/**
 * Median time of a few single-page requests: "one round trip" of the bound.
 * Each page is read on this thread as listAttendeesPage reads it (warming
 * that code); the pages are returned for the codec workers' warm-up.
 */
export async function roundTrip(
  ctx: ApiContext,
  eventId: string,
): Promise<{ seconds: number; pages: AttendeePageBytes[] }> {
  const times: number[] = []
  const pages: AttendeePageBytes[] = []
  for (let i = 0; i < 5; i++) {
    const t = performance.now()
    const received = await fetchAttendeesPageBytes(ctx, { eventId, page: 1 + i, pageSize: 100 })
    readAttendeesPage(received)
    times.push((performance.now() - t) / 1000)
    pages.push(received)
  }
  return { seconds: times.sort((a, b) => a - b)[2]!, pages }
}

/**
 * Has each codec worker read (and encode) the pages `roundTrip` read on the
 * main thread: the workers start the timed run as warm as the main thread's
 * code (the sequential client runs after the same warm-up).
 */
export async function warmCodec(
  codec: PageCodec,
  pages: readonly AttendeePageBytes[],
  workers: number,
): Promise<void> {
  for (const received of pages) {
    // The pool copies each job to its worker, so one page serves every worker.
    await Promise.all(
      Array.from({ length: workers }, () =>
        codec.code({ ...received, columns: ALL_BASE, neutralise: true }),
      ),
    )
  }
}
