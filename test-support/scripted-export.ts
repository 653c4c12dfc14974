/**
 * Test helper: the export service over a scripted page source (no HTTP), each
 * page sent as the JSON body the service would send. Used only by
 * *.test.ts files; the HTTP paths use export.ts and the emulator.
 */
import { join } from 'node:path'
import type { Attendee } from '@shared/api/schemas'
import type { ExportRequest, ExportStatus } from '@shared/ipc/channels/export'
import type { PageCodec } from '@main/export/codec-pool'
import type { PageQuery } from '@main/export/export-job'
import { createExportService, type ExportServiceDeps } from '@main/export/export-service'
import { quietLog } from './export'

/** What a scripted page holds; sent as the JSON body the service would send. */
export interface PageResult {
  items: Attendee[]
  hasNext: boolean
}

function asBody(query: PageQuery, result: PageResult) {
  const next = result.hasNext ? `/v1/events/e/attendees?page=${query.page + 1}` : null
  const json = JSON.stringify({ data: result.items, pagination: { next } })
  const bytes = new TextEncoder().encode(json).buffer as ArrayBuffer
  return { bytes, status: 200, page: query.page, pageSize: query.pageSize }
}

/** A plain attendee `id-<n>`. */
export const person = (n: number): Attendee =>
  ({ id: `id-${n}`, profile: { firstName: `P${n}`, lastName: 'X' } }) as Attendee

/** A body sent as it is, such as one cut off in the middle. */
interface RawBody {
  raw: string
}

export type Source = (
  query: PageQuery,
) => PageResult | RawBody | Error | Promise<PageResult | RawBody | Error>

/**
 * Runs one export over `source`, in `dir` (its file is `out.csv` there), and
 * resolves with its final status and the pages asked for.
 */
export async function exportWith(
  dir: string,
  source: Source,
  request: Partial<ExportRequest> = {},
  /** Reads the pages (in this thread, at once, unless a test says otherwise). */
  codec?: PageCodec,
) {
  const asked: number[] = []
  let finish: (s: ExportStatus) => void = () => undefined
  let finished = new Promise<ExportStatus>((resolve) => (finish = resolve))
  const deps: ExportServiceDeps = {
    dir: join(dir, 'exports'),
    fetchPage: async (_ws, query) => {
      asked.push(query.page)
      await new Promise((r) => setTimeout(r, 1))
      const result = await source(query)
      if (result instanceof Error) throw result
      if ('raw' in result) {
        const bytes = new TextEncoder().encode(result.raw).buffer as ArrayBuffer
        return { bytes, status: 200, page: query.page, pageSize: query.pageSize }
      }
      return asBody(query, result)
    },
    quota: () => null,
    showSaveDialog: async () => join(dir, 'out.csv'),
    showItemInFolder: () => undefined,
    emit: (s) => (s.state === 'running' ? undefined : finish(s)),
    log: quietLog,
    ...(codec ? { codec } : {}),
  }
  const service = createExportService(deps)
  const started = await service.start({
    workspaceId: 'w',
    eventId: 'e',
    filter: [],
    sort: [],
    columns: ['id', 'profile.firstName'],
    allColumns: false,
    bom: false,
    neutralise: true,
    ...request,
  })
  if (!started.started) throw new Error('not started')
  const status = await finished
  /**
   * Resumes the paused export as the app does after a restart (from its
   * checkpoint on disk) and resolves with how that run ended.
   */
  const resume = async (): Promise<ExportStatus> => {
    finished = new Promise<ExportStatus>((resolve) => (finish = resolve))
    await createExportService(deps).resume(status.exportId)
    return finished
  }
  return { status, asked, resume }
}
