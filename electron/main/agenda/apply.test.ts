/**
 * Applying an agenda spreadsheet over the emulator (real HTTP on 127.0.0.1):
 * the chosen rows update the sessions through the recorded session update,
 * a row the service refuses is reported with its reason, progress arrives as
 * events, and an exported agenda opened again changes nothing.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import type { AgendaPlan, ApplyStatus } from '@shared/agenda/model'
import type { BatchUndoSummary } from '@shared/ipc/channels/journal'
import type { JournalEntry } from '@shared/journal/entry'
import { settledApply } from '@test-support/agenda-apply'
import { saveEmulatorWorkspace, startTestCore, type TestCore } from '@test-support/core'
import { MISSING, startTestEmulator, type RunningEmulator } from '@test-support/api-context'

let emu: RunningEmulator
let ev: EventSummary
let t: TestCore
let workspaceId: string
let exported: string
const ref = () => ({ workspaceId, eventId: ev.id })
const csv = (lines: string[]) => ({
  kind: 'file' as const,
  bytes: new TextEncoder().encode(lines.join('\r\n')),
  fileName: 'agenda.csv',
})
const open = async (source: unknown) =>
  (await t.value<{ plan: AgendaPlan }>('agenda:open', { ...ref(), timeZone: 'UTC', source })).plan

beforeAll(async () => {
  emu = await startTestEmulator()
  ev = emu.events[0]!
  t = await startTestCore('stagehand-agenda-apply-', {
    showSaveDialog: async ({ defaultPath }) => (exported = join(t.dir, defaultPath)),
  })
  workspaceId = (await saveEmulatorWorkspace(t, emu)).id
  // The editor's saves teach the catalog what each session holds.
  for (const [i, sessionId] of ev.sessionIds.slice(0, 3).entries())
    await t.value('sessions:update', {
      ...ref(),
      sessionId,
      changes: {
        title: `Talk ${i}`,
        startDateTime: `2030-01-0${i + 1}T09:00:00Z`,
        endDateTime: `2030-01-0${i + 1}T10:00:00Z`,
      },
    })
})
afterAll(async () => {
  await t.close()
  await emu.close()
})

describe('agenda:apply', () => {
  it('updates the chosen rows in the service and reports a refused one with its reason', async () => {
    const [s0, s1, s2] = ev.sessionIds
    const plan = await open(
      csv([
        'Session ID,Title,Location',
        `${s0},Keynote,`,
        `${s1},,${MISSING}`,
        `${s2},Talk 2,`,
        `${s2!.replace(/.$/, (c) => (c === '0' ? '1' : '0'))},Nobody,`,
      ]),
    )
    expect(plan.unchanged).toBe(1)
    expect(plan.lines.map((l) => l.row)).toEqual([2, 3, 5])
    const before = emu.state.sessionUpdates().length
    const started = await t.value<ApplyStatus>('agenda:apply', {
      ...ref(),
      importId: plan.importId,
      choices: [2, 3, 5].map((row) => ({
        row,
        fields: plan.lines.find((l) => l.row === row)!.changes.map((c) => c.field),
      })),
    })
    expect(started.total).toBe(3)
    const done = await settledApply(t, plan.importId)
    expect(done).toMatchObject({ state: 'done', applied: 1, refused: 2, pending: 0 })
    expect(done.rows.find((r) => r.row === 3)!.reason).toMatch(/location/i)
    expect(done.rows.find((r) => r.row === 5)!.status).toBe('refused')
    const session = emu.state.event(ev.id)!.sessions.find((s) => s.id === s0)!
    expect(session.title).toBe('Keynote')
    // Row 4 changed nothing, so nothing was sent for it (the unknown session of row 5 is answered 404 unrecorded).
    const sent = emu.state.sessionUpdates().slice(before)
    expect(sent.map((u) => u.sessionId).sort()).toEqual([s0, s1].sort())
    expect(await t.value('agenda:pending', ref())).toEqual({ applies: [] })
  })

  it('sends only the fields chosen of a row', async () => {
    const [s0] = ev.sessionIds
    const plan = await open(csv(['Session ID,Title,Capacity', `${s0},Renamed,77`]))
    await t.value('agenda:apply', {
      ...ref(),
      importId: plan.importId,
      choices: [{ row: 2, fields: ['totalCapacity'] }],
    })
    await settledApply(t, plan.importId)
    expect(emu.state.sessionUpdates().at(-1)!.body).toEqual({ totalCapacity: 77 })
  })

  it('records every update in the journal under the import’s batch, which undoes it', async () => {
    const [, , s2] = ev.sessionIds
    const plan = await open(csv(['Session ID,Title', `${s2},Undo me`]))
    await t.value('agenda:apply', {
      ...ref(),
      importId: plan.importId,
      choices: [{ row: 2, fields: ['title'] }],
    })
    const done = await settledApply(t, plan.importId)
    const { entries } = await t.value<{ entries: JournalEntry[] }>('journal:list', {
      workspaceId,
      filter: { batchId: done.batchId },
    })
    expect(entries).toMatchObject([
      { batchId: done.batchId, resource: { id: s2 }, outcome: { status: 'applied' } },
    ])
    const undo = await t.value<BatchUndoSummary>('journal:undoBatch', {
      workspaceId,
      batchId: done.batchId,
    })
    expect(undo).toMatchObject({ total: 1, reverted: 1 })
    expect(emu.state.event(ev.id)!.sessions.find((s) => s.id === s2)!.title).toBe('Talk 2')
  })

  it('exports the known sessions so that opening the file again changes nothing', async () => {
    const saved = await t.value<{ saved: boolean; rows: number }>('agenda:export', {
      ...ref(),
      timeZone: 'Europe/Berlin',
    })
    expect(saved).toMatchObject({ saved: true, rows: 3 })
    const bytes = await readFile(exported)
    const plan = await open({ kind: 'file', bytes: new Uint8Array(bytes), fileName: 'agenda.csv' })
    expect(plan).toMatchObject({ lines: [], problems: [], unchanged: 3 })
  })
})
