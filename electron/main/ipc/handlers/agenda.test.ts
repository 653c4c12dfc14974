/**
 * The agenda channels through the core's router: a dropped CSV file is read,
 * matched and planned against the event's catalog, a column chosen by hand is
 * remembered for the workspace, and an oversized file is refused.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestCore, type TestCore } from '@test-support/core'
import type { AgendaPlan } from '@shared/agenda/model'

const EVENT = '0c4e8f3a-5d1b-4c2e-9f7a-1b2c3d4e5f60'
const SESSION = '11111111-2222-4333-8444-555555555555'
const ref = { workspaceId: 'ws-1', eventId: EVENT }
const file = (text: string, fileName = 'agenda.csv') => ({
  kind: 'file' as const,
  bytes: new TextEncoder().encode(text),
  fileName,
})

let t: TestCore
/** What the open dialog answers next: a path, or null (closed). */
let chosen: string | null = null
beforeAll(async () => {
  t = await startTestCore('stagehand-agenda-', { chooseSheet: async () => chosen })
  await t.value('catalog:add', { ...ref, kind: 'session', text: SESSION })
})
afterAll(() => t.close())

describe('agenda:open and agenda:plan', () => {
  it('plans a dropped CSV file against the catalog, a bad row named by row and column', async () => {
    const opened = await t.value<{ cancelled: false; plan: AgendaPlan }>('agenda:open', {
      ...ref,
      timeZone: 'Europe/Berlin',
      source: file(
        `Session ID;Title;Start;End\n${SESSION};Opening;2026-05-12 09:00;2026-05-12 10:00\n${SESSION.replace('5555', '6666')};Late;tomorrow;2026-05-12 10:00\n`,
      ),
    })
    const plan = opened.plan
    expect(plan.timeZone).toBe('Europe/Berlin')
    expect(plan.lines).toHaveLength(1)
    expect(plan.lines[0]!.changes.map((c) => [c.field, c.after])).toEqual([
      ['title', 'Opening'],
      ['startDateTime', '2026-05-12T07:00:00Z'],
      ['endDateTime', '2026-05-12T08:00:00Z'],
    ])
    expect(plan.lines[0]!.changes[0]!.before).toEqual({ known: false })
    expect(plan.problems.map((p) => p.sentence)).toEqual([
      expect.stringMatching(/^Row 3, column “Start”: “tomorrow” is not a date and time/),
    ])
    expect(plan.cost.updates).toBe(1)
  })

  it('remembers a column matched by hand for the workspace, and only for it', async () => {
    const text = `Session ID,Kapazität\n${SESSION},40\n`
    const first = await t.value<{ cancelled: false; plan: AgendaPlan }>('agenda:open', {
      ...ref,
      source: file(text),
    })
    expect(first.plan.columns[1]).toMatchObject({ role: null, by: 'none' })
    const again = await t.value<AgendaPlan>('agenda:plan', {
      ...ref,
      importId: first.plan.importId,
      columns: [{ header: 'Kapazität', role: 'totalCapacity' }],
    })
    expect(again.lines[0]!.changes).toMatchObject([{ field: 'totalCapacity', after: 40 }])
    const next = await t.value<{ cancelled: false; plan: AgendaPlan }>('agenda:open', {
      ...ref,
      source: file(text),
    })
    expect(next.plan.columns[1]).toMatchObject({ role: 'totalCapacity', by: 'remembered' })
    // Another workspace has its own memory: nothing chosen there yet.
    const elsewhere = await t.value<{ cancelled: false; plan: AgendaPlan }>('agenda:open', {
      ...ref,
      workspaceId: 'ws-2',
      source: file(text),
    })
    expect(elsewhere.plan.columns[1]).toMatchObject({ role: null, by: 'none' })
  })

  it('refuses a file over 10 MB with a sentence saying so', async () => {
    const result = await t.call('agenda:open', {
      ...ref,
      source: { kind: 'file', bytes: new Uint8Array(10 * 1024 * 1024 + 1), fileName: 'big.csv' },
    })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.message).toMatch(/larger than 10 MB/)
  })

  it('reads the file chosen in the open dialog, and nothing when it is closed', async () => {
    chosen = null
    expect(await t.value('agenda:open', { ...ref, source: { kind: 'dialog' } })).toEqual({
      cancelled: true,
    })
    chosen = join(t.dir, 'Agenda.csv')
    await writeFile(chosen, `Session ID,Title\n${SESSION},From the dialog\n`)
    const opened = await t.value<{ cancelled: false; plan: AgendaPlan }>('agenda:open', {
      ...ref,
      source: { kind: 'dialog' },
    })
    expect(opened.plan).toMatchObject({ fileName: 'Agenda.csv', lines: [{ row: 2 }] })
    await writeFile(chosen, new Uint8Array(10 * 1024 * 1024 + 1))
    const big = await t.call('agenda:open', { ...ref, source: { kind: 'dialog' } })
    expect(big.ok).toBe(false)
    if (!big.ok) expect(big.error.message).toMatch(/larger than 10 MB/)
  })

  it('plans a sheet whose header stands below a title row', async () => {
    const opened = await t.value<{ cancelled: false; plan: AgendaPlan }>('agenda:open', {
      ...ref,
      source: file(`Spring summit agenda,\n\nSession ID,Title\n${SESSION},Under a title\n`),
    })
    expect(opened.plan.columns.map((c) => c.role)).toEqual(['sessionId', 'title'])
    expect(opened.plan.lines).toMatchObject([{ row: 4, name: 'Under a title' }])
  })

  it('sends the first page of problems and the counts; the rest a page at a time', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => `not-an-id-${i},Talk ${i}`)
    const opened = await t.value<{ cancelled: false; plan: AgendaPlan }>('agenda:open', {
      ...ref,
      source: file(`Session ID,Title\n${rows.join('\n')}\n`),
    })
    const { plan } = opened
    expect(plan).toMatchObject({ rows: 250, problemCount: 250, problemRows: 250 })
    expect(plan.problems).toHaveLength(100)
    const page = await t.value<{ problems: { row: number }[]; total: number }>('agenda:problems', {
      ...ref,
      importId: plan.importId,
      offset: 100,
      limit: 500,
    })
    expect(page.total).toBe(250)
    expect(page.problems.map((p) => p.row)).toEqual(Array.from({ length: 150 }, (_, i) => i + 102))
  })

  it('opens a sheet without a session column for the columns to be matched, then plans it', async () => {
    const opened = await t.value<{ cancelled: false; plan: AgendaPlan }>('agenda:open', {
      ...ref,
      source: file(`Kennung,Title\n${SESSION},Matched by hand\n`),
    })
    expect(opened.plan.columns.map((c) => c.role)).toEqual([null, 'title'])
    expect(opened.plan).toMatchObject({ rows: 1, lines: [], problemCount: 0 })
    const planned = await t.value<AgendaPlan>('agenda:plan', {
      ...ref,
      importId: opened.plan.importId,
      columns: [{ header: 'Kennung', role: 'sessionId' }],
    })
    expect(planned.lines).toMatchObject([{ row: 2, name: 'Matched by hand' }])
  })
})
