/**
 * Odd records over real HTTP.
 *
 * An attendee whose custom field holds a number, one with a field the contract
 * does not name, and two without a usable ID, served by the emulator. The
 * grid's page (`attendees:list` through the router) and the CSV export (read
 * back) keep every other row, show the number as text and say what they did
 * (docs/api-decisions.md, "Reading responses").
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { EventSummary } from '@emulator'
import type { Attendee } from '@shared/api/schemas'
import { resolveColumns } from '@shared/attendees/columns'
import type { ReadNotes } from '@shared/api/read-notes'
import { startTestCore, type TestCore } from '@test-support/core'
import { exportRig, readCsv } from '@test-support/export'
import { startTestEmulator, type RunningEmulator } from '@test-support/api-context'
import { inThreadCodec } from '../export/codec-pool'

let emu: RunningEmulator
let ev: EventSummary
let core: TestCore
let workspaceId: string
let ids: string[]

interface Page {
  items: Attendee[]
  hasNext: boolean
  notes: ReadNotes
}

beforeAll(async () => {
  emu = await startTestEmulator({ attendeesPerEvent: 30 })
  ev = emu.events[0]!
  core = await startTestCore('stagehand-tolerant-')
  const saved = await core.value<{ id: string }>('workspaces:save', {
    name: 'Emulator',
    baseUrl: emu.baseUrl,
    apiKey: emu.demoKey,
  })
  workspaceId = saved.id
  const first = await core.value<Page>('attendees:list', { workspaceId, eventId: ev.id })
  ids = first.items.map((a) => a.id)
  emu.state.overrideAttendee(ev.id, ids[0]!, {
    customFieldsData: [{ fieldSlug: 'age', value: 30 }],
    loyaltyTier: 'gold',
  })
  emu.state.overrideAttendee(ev.id, ids[1]!, { id: undefined })
  emu.state.overrideAttendee(ev.id, ids[2]!, { id: '' })
})
afterAll(async () => {
  await core.close()
  await emu.close()
})

describe('an attendee with a number in a custom field', () => {
  it('is shown in the grid with the number as text, and the page says what it did', async () => {
    const result = await core.call('attendees:list', { workspaceId, eventId: ev.id })
    expect(result.ok ? null : result.error.message).toBeNull()
    const page = (result as { value: Page }).value
    // Ten served, two without an ID: eight rows, and the page was still full.
    expect(page.items.map((a) => a.id)).toEqual([ids[0], ...ids.slice(3)])
    expect(page.hasNext).toBe(true)
    expect(page.items[0]!.customFieldsData).toEqual([{ fieldSlug: 'age', value: '30' }])
    expect((page.items[0] as Record<string, unknown>).loyaltyTier).toBe('gold')
    expect(page.notes).toEqual({
      asText: [{ path: 'data[].customFieldsData[].value', types: ['number'] }],
      leftOut: [],
      skipped: 2,
    })
  })

  it('is exported with the number as text, and the summary says what was done', async () => {
    const rig = await exportRig(emu, { service: { codec: inThreadCodec() } })
    onTestFinished(() => rig.close())
    const started = await rig.service.start({
      workspaceId: 'ws-test',
      eventId: ev.id,
      filter: [],
      sort: [],
      columns: ['id'],
      allColumns: true,
      bom: true,
      neutralise: true,
      suggestedName: 'odd.csv',
    })
    if (!started.started) throw new Error('the export did not start')
    const done = await rig.finished(started.status.exportId)
    expect(done.error?.message ?? null).toBeNull()
    expect(done.state).toBe('done')
    expect(done.rowsWritten).toBe(28)
    expect(done.readNotes).toEqual({
      asText: [{ path: 'data[].customFieldsData[].value', types: ['number'] }],
      leftOut: [],
      skipped: 2,
    })
    const { rows } = await readCsv(done.path)
    const header = rows[0]!
    const idAt = header.indexOf(resolveColumns(['id'])[0]!.header)
    const ageAt = header.indexOf(resolveColumns(['custom:age'])[0]!.header)
    const row = rows.find((r) => r[idAt] === ids[0])
    expect(row?.[ageAt]).toBe('30')
    expect(rows.some((r) => r[idAt] === '')).toBe(false)
  })
})
