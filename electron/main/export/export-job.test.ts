/**
 * The export service over a scripted page source (no HTTP).
 *
 * Deduplication by id and the summary naming what came twice, the first page
 * with no next one ending the list, an empty list, and a failure that must
 * leave nothing behind. Paging rules are in export-job-paging.test.ts; the HTTP
 * paths in export-service.test.ts and export-paging.test.ts.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Attendee } from '@shared/api/schemas'
import type { ExportRequest } from '@shared/ipc/channels/export'
import { appError } from '@shared/errors'
import { exportWith as exportIn, person, type Source } from '@test-support/scripted-export'
import { readCsv } from '@test-support/export'
import { tempDirPerTest } from '@test-support/temp-dir'
import { quotaError } from '../scheduler/quota-error'
import { inThreadCodec, type PageCodec } from './codec-pool'
import type { PageQuery } from './export-job'

const tmp = tempDirPerTest('export-job')
const exportWith = (source: Source, request?: Partial<ExportRequest>, codec?: PageCodec) =>
  exportIn(tmp(), source, request, codec)

/** An attendee carrying custom fields (slug → value). */
const withFields = (n: number, fields: Record<string, string>, firstName = `P${n}`): Attendee =>
  ({
    id: `id-${n}`,
    profile: { firstName, lastName: 'X' },
    customFieldsData: Object.entries(fields).map(([fieldSlug, value]) => ({ fieldSlug, value })),
  }) as Attendee

/**
 * 250 attendees: page 1 carries the field `diet`; page `late` also `late`, a
 * field the header did not have; the other page neither (and a name the CSV
 * must quote).
 */
const lateFieldSource =
  (late: 2 | 3): Source =>
  ({ page }) => {
    const count = page < 3 ? 100 : page === 3 ? 50 : 0
    const items = Array.from({ length: count }, (_, i) => {
      const n = (page - 1) * 100 + i
      if (page === 1) return withFields(n, { diet: 'vegan' })
      if (page === late) return withFields(n, { diet: 'none', late: `L${n}` })
      return withFields(n, {}, i === 0 ? 'a, "b"\r\nc' : `P${n}`)
    })
    return { items, hasNext: page < 3 }
  }

/** What the file of `lateFieldSource(late)` must hold, header first. */
const lateFieldRows = (late: 2 | 3) => [
  ['ID', 'Profile · First name', 'Custom · diet', 'Custom · late'],
  ...Array.from({ length: 250 }, (_, n) => {
    const page = Math.floor(n / 100) + 1
    if (page === 1) return [`id-${n}`, `P${n}`, 'vegan', '']
    if (page === late) return [`id-${n}`, `P${n}`, 'none', `L${n}`]
    return [`id-${n}`, n % 100 === 0 ? 'a, "b"\r\nc' : `P${n}`, '', '']
  }),
]

/** `lateFieldSource(late)` whose page 3 first finds the daily quota used up. */
function pausedAtPage3(late: 2 | 3) {
  const source = lateFieldSource(late)
  let quotaLeft = false
  return {
    source: (query: PageQuery) =>
      query.page === 3 && !quotaLeft ? quotaError(10_000, 10_000, Date.now()) : source(query),
    nextDay: () => (quotaLeft = true),
  }
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
    const { rows } = await readCsv(join(tmp(), 'out.csv'))
    const ids = rows.slice(1).map((r) => r[0])
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => `id-${i}`))
    expect(status.rowsWritten).toBe(ids.length)
    // Done, and the summary says the list moved, naming the attendees that came twice.
    const twice = Array.from({ length: 10 }, (_, i) => `id-${90 + i}`)
    expect(status.warnings).toEqual([
      expect.stringContaining(`10 attendees came on two pages (IDs ${twice.join(', ')})`),
    ])
    expect(status.warnings[0]).toMatch(/each is written once.*be missing from the file/)
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
    const { rows } = await readCsv(join(tmp(), 'out.csv'))
    expect(rows).toEqual([['ID', 'Profile · First name']])
  })

  it('keeps the pages that arrived with the answer that ran out of quota', async () => {
    // Page 1, then pages 2, 4 and 8 answer at once; 4 finds the daily quota used up.
    // Their answers are peeked at on arrival: those of 2 and 8 may ask for what
    // they open (pages up to 9, probes at 18 and 36) before 4's failure is
    // read, no more; those never answer here.
    let open: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (open = resolve))
    const full = (page: number) => ({
      items: Array.from({ length: 100 }, (_, i) => person(page * 100 + i)),
      hasNext: true,
    })
    const { status, asked } = await exportWith(async ({ page }) => {
      if (page === 1) return full(page)
      if (![2, 4, 8].includes(page)) return new Promise<never>(() => undefined)
      if (page === 8) open()
      await gate
      return page === 4 ? quotaError(10_000, 10_000, Date.now()) : full(page)
    })
    expect(asked.slice(0, 4)).toEqual([1, 2, 4, 8])
    expect(Math.max(...asked)).toBe(36)
    expect(status.state).toBe('paused')
    expect(status.pausedReason).toBe('quota')
    expect(status.pagesWritten).toBe(2)
    expect(status.rowsWritten).toBe(200)
  })

  it('writes the pages whose answers are here before it pauses for the daily quota', async () => {
    // Page 1, then pages 2, 4 and 8 at once: 2's answer arrives with 4's, which finds
    // the quota used up. Its request is spent, so it is read and written now rather
    // than asked for again the next day.
    let open: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (open = resolve))
    const full = (page: number) => ({
      items: Array.from({ length: 100 }, (_, i) => person(page * 100 + i)),
      hasNext: true,
    })
    // Pages are read as by a worker thread, after their answer arrives: here only once
    // page 4's quota error is out and the job has had a turn of the event loop to take it.
    let tell: () => void = () => undefined
    const told = new Promise<void>((resolve) => (tell = resolve))
    const inThread = inThreadCodec()
    const worker: PageCodec = {
      code: async (job, urgent) => {
        await told.then(() => new Promise((r) => setImmediate(r)))
        return inThread.code(job, urgent)
      },
      close: () => inThread.close(),
    }
    const source: Source = async ({ page }) => {
      if (page === 1) return full(page)
      if (page === 2) return gate.then(() => full(page))
      if (page !== 4) return new Promise<never>(() => undefined)
      open()
      await gate
      tell()
      return quotaError(10_000, 10_000, Date.now())
    }
    const { status } = await exportWith(source, {}, worker)
    expect(status.state).toBe('paused')
    expect(status.pausedReason).toBe('quota')
    expect(status.pagesWritten).toBe(2)
    expect(status.rowsWritten).toBe(200)
  })

  it('adds a custom field first met on a later page as a column, padding earlier rows', async () => {
    const { status } = await exportWith(lateFieldSource(3), { allColumns: true, bom: true })
    expect(status.state).toBe('done')
    const { text, rows } = await readCsv(join(tmp(), 'out.csv'))
    expect(text.startsWith('\uFEFFID,')).toBe(true)
    expect(rows).toEqual(lateFieldRows(3))
    expect(await readdir(tmp())).toEqual(['exports', 'out.csv'])
  })

  it.each([2, 3] as const)(
    'pads the rows of every run when page %i adds a column, a pause on page 3 between runs',
    async (late) => {
      // Page 2 adds it before the pause (the checkpoint must keep the wider header),
      // or page 3 adds it in the resumed run (rows of the first run are short).
      const { source, nextDay } = pausedAtPage3(late)
      const { status, resume } = await exportWith(source, { allColumns: true })
      expect(status.state).toBe('paused')
      expect(status.rowsWritten).toBe(200)
      nextDay()
      expect((await resume()).state).toBe('done')
      expect((await readCsv(join(tmp(), 'out.csv'))).rows).toEqual(lateFieldRows(late))
    },
  )

  it('fetches again a page whose body was cut off or an HTML page, and writes it once', async () => {
    const unreadable = new Map([
      [2, ['{"data": [{"id": "id-1', '<html><body>502 Bad Gateway</body></html>']],
    ])
    const { status, asked } = await exportWith(({ page }) => {
      const bad = unreadable.get(page)?.shift()
      if (bad) return { raw: bad }
      const count = page < 3 ? 100 : page === 3 ? 50 : 0
      return {
        items: Array.from({ length: count }, (_, i) => person((page - 1) * 100 + i)),
        hasNext: page < 3,
      }
    })
    expect(status.state).toBe('done')
    expect(asked.filter((p) => p === 2)).toHaveLength(3)
    const { rows } = await readCsv(join(tmp(), 'out.csv'))
    expect(rows.slice(1).map((r) => r[0])).toEqual(Array.from({ length: 250 }, (_, n) => `id-${n}`))
  })

  it('gives up on a page that stays unreadable, leaving no file', async () => {
    const { status } = await exportWith(({ page }) =>
      page === 2
        ? { raw: '{"data": [' }
        : { items: Array.from({ length: 100 }, (_, i) => person(page * 100 + i)), hasNext: true },
    )
    expect(status.state).toBe('failed')
    expect(status.error?.message).toMatch(/incomplete JSON \(the answer was cut off\)/)
    expect(await readdir(join(tmp(), 'exports'))).toEqual([])
  })

  it('leaves no file at all when a page fails for good', async () => {
    const { status } = await exportWith(({ page }) =>
      page === 3
        ? appError('http', 'The API key was refused.', { status: 401 })
        : { items: Array.from({ length: 100 }, (_, i) => person(page * 100 + i)), hasNext: true },
    )
    expect(status.state).toBe('failed')
    expect(status.error?.status).toBe(401)
    expect(await readdir(tmp())).toEqual(['exports'])
    expect(await readdir(join(tmp(), 'exports'))).toEqual([])
  })
})
