/**
 * The client side of the export benchmark: the app's own scheduler, API
 * client and export service (no Electron), and for comparison a sequential
 * client that asks for one page after another and writes the same CSV.
 */
import { mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { collectCustomSlugs, BASE_COLUMNS, resolveColumns } from '../../shared/attendees/columns'
import type { ExportStatus } from '../../shared/ipc/channels/export'
import { fetchAttendeesPageBytes, listAttendeesPage } from '../../electron/main/api/attendees'
import { EXPORT_PAGE_SIZE } from '../../electron/main/export/export-service'
import type { ApiContext } from '../../electron/main/api/context'
import { createCsvEncoder, csvLines } from '../../electron/main/export/csv-writer'
import { createExportService } from '../../electron/main/export/export-service'
import type { PageCodec } from '../../electron/main/export/codec-pool'
import type { Logger } from '../../electron/main/logging/logger'
import { createQuotaStore } from '../../electron/main/scheduler/quota-store'
import { createScheduler } from '../../electron/main/scheduler/scheduler'
import type { EmulatorChild } from './emulator-child'

export const quiet: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
}
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

/** The app's export service, every column, to `dir`; resolves with its final status. */
export async function serviceExport(
  ctx: ApiContext,
  eventId: string,
  dir: string,
  codec: PageCodec,
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
    log: quiet,
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

/** Median time of a few single-page requests: "one round trip" of the bound. */
export async function roundTrip(ctx: ApiContext, eventId: string): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    const t = performance.now()
    await listAttendeesPage(ctx, { eventId, page: 1 + i, pageSize: 100 })
    times.push((performance.now() - t) / 1000)
  }
  return times.sort((a, b) => a - b)[2]!
}

/**
 * Has each codec worker read the five pages `roundTrip` read on the main
 * thread, encoding them too: the workers start the timed run as warm as the
 * main thread's code does (the sequential client runs after the same warm-up).
 */
export async function warmCodec(
  ctx: ApiContext,
  eventId: string,
  codec: PageCodec,
  workers: number,
): Promise<void> {
  const columns = BASE_COLUMNS.map((c) => c.id)
  for (let page = 1; page <= 5; page++) {
    const received = await fetchAttendeesPageBytes(ctx, {
      eventId,
      page,
      pageSize: EXPORT_PAGE_SIZE,
    })
    // A copy per job: the pool may hand each to another worker.
    await Promise.all(
      Array.from({ length: workers }, () =>
        codec.code({ ...received, bytes: received.bytes.slice(0), columns, neutralise: true }),
      ),
    )
  }
}
