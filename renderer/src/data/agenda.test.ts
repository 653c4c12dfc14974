/**
 * An import's apply status kept by revision: an apply's answer and main's
 * `agenda:progress` events travel apart, so the screen must end on the
 * status main built last, whichever arrives first.
 */
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { ApplyStatus } from '@shared/agenda/model'
import { agendaQueries, rememberApply } from './agenda'

const status = (revision: number, extra: Partial<ApplyStatus> = {}): ApplyStatus => ({
  workspaceId: 'w1',
  eventId: 'ev1',
  importId: 'i1',
  batchId: 'b1',
  fileName: 'agenda.csv',
  state: 'running',
  pausedReason: null,
  total: 2,
  applied: 0,
  refused: 0,
  uncertain: 0,
  pending: 2,
  held: 0,
  skipped: 0,
  rows: [],
  revision,
  ...extra,
})

const kept = (client: QueryClient, importId = 'i1') =>
  client.getQueryData(agendaQueries.apply({ workspaceId: 'w1', eventId: 'ev1' }, importId).queryKey)

describe('rememberApply', () => {
  it('keeps the last status main built when the answer comes after the events', () => {
    const client = new QueryClient()
    rememberApply(client, status(3, { state: 'done', applied: 2, pending: 0 }))
    rememberApply(client, status(1))
    expect(kept(client)).toMatchObject({ state: 'done', revision: 3 })
  })

  it('takes a later status, and keeps each import apart', () => {
    const client = new QueryClient()
    rememberApply(client, status(1))
    rememberApply(client, status(2, { applied: 1, pending: 1 }))
    rememberApply(client, status(9, { importId: 'i2' }))
    expect(kept(client)).toMatchObject({ revision: 2, applied: 1 })
    expect(kept(client, 'i2')).toMatchObject({ revision: 9 })
  })
})
