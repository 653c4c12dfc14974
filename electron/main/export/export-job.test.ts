/**
 * The export service over a scripted page source (no HTTP): deduplication by
 * id, the first short page ending the list, an empty list, and a failure that
 * must leave nothing behind. The HTTP paths are in export-service.test.ts.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Attendee } from '../../../shared/api/schemas'
import type { ExportStatus } from '../../../shared/ipc/channels/export'
import { appError } from '../../../shared/errors'
import type { PageQuery, PageResult } from './export-job'
import { createExportService } from './export-service'
import { quietLog, readCsv } from './testing'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stagehand-export-job-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const person = (n: number): Attendee =>
  ({ id: `id-${n}`, profile: { firstName: `P${n}`, lastName: 'X' } }) as Attendee

/** Runs one export over `source` and resolves with its final status and the pages asked for. */
async function exportWith(source: (query: PageQuery) => PageResult | Error) {
  const asked: number[] = []
  let finish: (s: ExportStatus) => void = () => undefined
  const finished = new Promise<ExportStatus>((resolve) => (finish = resolve))
  const service = createExportService({
    dir: join(dir, 'exports'),
    fetchPage: async (_ws, query) => {
      asked.push(query.page)
      await new Promise((r) => setTimeout(r, 1))
      const result = source(query)
      if (result instanceof Error) throw result
      return result
    },
    quota: () => null,
    showSaveDialog: async () => join(dir, 'out.csv'),
    showItemInFolder: () => undefined,
    emit: (s) => (s.state === 'running' ? undefined : finish(s)),
    log: quietLog,
  })
  const started = await service.start({
    workspaceId: 'w',
    eventId: 'e',
    filter: [],
    sort: [],
    columns: ['id', 'profile.firstName'],
    allColumns: false,
    bom: false,
    neutralise: true,
  })
  if (!started.started) throw new Error('not started')
  return { status: await finished, asked }
}

describe('export pipeline', () => {
  it('writes each attendee once, even when the list shifts between pages', async () => {
    // 250 attendees; page 2 starts 10 rows early, as if 10 had been added before it.
    const { status } = await exportWith(({ page, pageSize }) => {
      const start = page === 1 ? 0 : (page - 1) * pageSize - 10
      const items = Array.from({ length: Math.max(0, Math.min(pageSize, 250 - start)) }, (_, i) =>
        person(start + i),
      )
      return { items, hasNext: items.length === pageSize && start + pageSize < 250 }
    })
    expect(status.state).toBe('done')
    const { rows } = await readCsv(join(dir, 'out.csv'))
    const ids = rows.slice(1).map((r) => r[0])
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => `id-${i}`))
    expect(status.rowsWritten).toBe(ids.length)
  })

  it('stops at the first short page and asks for few pages past it', async () => {
    const { status, asked } = await exportWith(({ page }) => {
      const count = page < 7 ? 100 : page === 7 ? 42 : 0
      return {
        items: Array.from({ length: count }, (_, i) => person(page * 1000 + i)),
        hasNext: page < 7,
      }
    })
    expect(status.state).toBe('done')
    expect(status.rowsWritten).toBe(642)
    expect(asked.filter((p) => p > 7).length).toBeLessThanOrEqual(6)
  })

  it('writes just the header for an empty list', async () => {
    const { status } = await exportWith(() => ({ items: [], hasNext: false }))
    expect(status.state).toBe('done')
    const { rows } = await readCsv(join(dir, 'out.csv'))
    expect(rows).toEqual([['ID', 'Profile · First name']])
  })

  it('leaves no file at all when a page fails for good', async () => {
    const { status } = await exportWith(({ page }) =>
      page === 3
        ? appError('http', 'The API key was refused.', { status: 401 })
        : { items: Array.from({ length: 100 }, (_, i) => person(page * 100 + i)), hasNext: true },
    )
    expect(status.state).toBe('failed')
    expect(status.error?.status).toBe(401)
    expect(await readdir(dir)).toEqual(['exports'])
    expect(await readdir(join(dir, 'exports'))).toEqual([])
  })
})
