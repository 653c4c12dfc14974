/**
 * The service reads and plans an opened sheet on its worker, never on the
 * main event loop, and an open under way can be stopped.
 */
import { describe, expect, it } from 'vitest'
import { spawnSheetWorker } from '@test-support/ts-worker'
import { createAgendaService } from './agenda-service'
import { workerSheetWork } from './sheet-work'

const scope = { workspaceId: 'ws', eventId: 'ev' }

function service() {
  return createAgendaService({
    catalog: { list: async () => ({ entries: [] }) } as never,
    scheduler: {
      quota: () => ({ usedToday: 0, dailyLimit: 1000, remaining: 1000 }),
      pacing: () => ({ perSecond: 10, tokens: 10 }),
    } as never,
    columns: { get: async () => ({}), remember: async () => undefined },
    eventZone: async () => 'UTC',
    work: workerSheetWork(spawnSheetWorker),
  })
}

/** 5,000 rows that each name an unknown session: a problem on every row. */
const bigCsv = () =>
  new TextEncoder().encode(
    [
      'Session ID,Title,Start',
      ...Array.from({ length: 5_000 }, (_, r) => `s${r},Talk ${r},2026-05-12 09:00`),
    ].join('\n'),
  )

describe('opening a sheet', () => {
  it('keeps the main event loop turning while the sheet is read and planned', async () => {
    let settled = false
    const open = service()
      .open({ ...scope, source: { kind: 'file', bytes: bigCsv(), fileName: 'agenda.csv' } })
      .finally(() => (settled = true))
    let ticks = 0
    while (!settled) {
      await new Promise((resolve) => setImmediate(resolve))
      ticks++
    }
    const opened = await open
    expect(opened.cancelled).toBe(false)
    // Read and planned on this thread, the loop turns only between the service's own awaits.
    expect(ticks).toBeGreaterThan(20)
  })

  it('stops an open under way when asked, and says it was stopped', async () => {
    const agenda = service()
    const open = agenda.open({
      ...scope,
      source: { kind: 'file', bytes: bigCsv(), fileName: 'agenda.csv' },
    })
    // The read has started once the service holds it as under way.
    await new Promise((resolve) => setImmediate(resolve))
    expect(agenda.cancelOpen(scope)).toBe(true)
    await expect(open).rejects.toMatchObject({ kind: 'cancelled' })
    expect(agenda.cancelOpen(scope)).toBe(false)
  })
})
