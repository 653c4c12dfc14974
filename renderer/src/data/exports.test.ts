/**
 * The cached list of exports: statuses folded in by revision.
 *
 * A call's answer and main's events travel apart, so they may arrive in
 * either order; the list must end on the status main built last.
 */
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { ExportStatus } from '@shared/ipc/channels/export'
import { exportQueries, foldExportEvent, rememberExport } from './exports'

const status = (revision: number, extra: Partial<ExportStatus> = {}): ExportStatus => ({
  exportId: 'e1',
  revision,
  workspaceId: 'w1',
  eventId: 'ev1',
  path: '/home/ada/Exports/attendees.csv',
  fileName: 'attendees.csv',
  state: 'running',
  pausedReason: null,
  rowsWritten: 0,
  pagesWritten: 0,
  requests: 0,
  wastedRequests: 0,
  elapsedMs: 0,
  rowsPerSecond: 0,
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  error: null,
  readNotes: { asText: [], leftOut: [], skipped: 0 },
  pageSize: 100,
  servedPageSize: null,
  warnings: [],
  ...extra,
})

const cached = (client: QueryClient) =>
  client.getQueryData(exportQueries.list().queryKey)?.exports ?? []

describe('rememberExport', () => {
  it('keeps a resumed export paused when Resume answers after the pause was told', () => {
    const client = new QueryClient()
    rememberExport(client, status(1, { state: 'paused', pausedReason: 'quota' }))
    // Main: "running" (event 2), Resume's answer (3), the day's requests and the pause (4, 5).
    rememberExport(client, status(2))
    rememberExport(client, status(4, { requests: 10 }))
    rememberExport(client, status(5, { state: 'paused', pausedReason: 'quota', requests: 10 }))
    rememberExport(client, status(3))
    expect(cached(client)).toEqual([
      status(5, { state: 'paused', pausedReason: 'quota', requests: 10 }),
    ])
  })

  it('takes each later status of an export, and adds those of new exports', () => {
    const client = new QueryClient()
    rememberExport(client, status(1))
    rememberExport(client, status(2, { rowsWritten: 100 }))
    rememberExport(client, status(3, { exportId: 'e2' }))
    expect(cached(client)).toEqual([status(2, { rowsWritten: 100 }), status(3, { exportId: 'e2' })])
  })
})

describe('foldExportEvent', () => {
  it('leaves the list unread until it is read whole, then folds each event in', () => {
    const client = new QueryClient()
    foldExportEvent(client, status(1))
    expect(client.getQueryData(exportQueries.list().queryKey)).toBeUndefined()
    client.setQueryData(exportQueries.list().queryKey, { exports: [status(1)] })
    foldExportEvent(client, status(2, { state: 'done' }))
    expect(cached(client)).toEqual([status(2, { state: 'done' })])
  })
})
