import { describe, expect, it } from 'vitest'
import { matchColumns } from './columns'
import { applyCost } from './cost'
import { exportRows, instantCell } from './export-rows'
import { agendaKnowledge } from './known-sessions'
import { planSheet } from './plan'
import { sheetFromRecords } from './sheet'
import { CATALOG, HALL_A, S1, S2, S3, entry, session, sheetOf } from '@test-support/agenda-fixtures'

const known = agendaKnowledge(CATALOG)

describe('planSheet', () => {
  it('lists the rows that change, counts those that do not, and refuses a second row for a session', () => {
    const { sheet, columns } = sheetOf(
      ['Session ID', 'Title'],
      [S1, 'Welcome'],
      [S2, 'Panel'],
      [S1, 'Again'],
      ['nonsense', 'x'],
    )
    const plan = planSheet(sheet, columns, known, 'UTC')
    expect(plan.lines.map((l) => l.row)).toEqual([2])
    expect(plan.unchanged).toBe(1)
    expect(plan.problems.map((p) => p.row)).toEqual([4, 5])
    expect(plan.problems[0]!.sentence).toBe(
      'Row 4: row 2 already sets this session (“Opening”); keep one row per session.',
    )
  })

  it('finds conflicts a row makes with the catalog’s sessions, naming the row', () => {
    // Moving the panel onto the opening: same hall, same speaker.
    const { sheet, columns } = sheetOf(
      ['id', 'start', 'end'],
      [S2, '2026-05-12 09:30', '2026-05-12 10:30'],
    )
    const plan = planSheet(sheet, columns, known, 'UTC')
    expect(plan.conflicts.map((c) => [c.rule, c.rows, c.sessionIds])).toEqual([
      ['location-overlap', [2], [S1, S2]],
      ['speaker-overlap', [2], [S1, S2]],
    ])
    expect(plan.conflicts.map((c) => c.sentence)).toEqual([
      'Row 2: “Opening” and “Panel” overlap in location “Hall A”.',
      'Row 2: speaker “Ada Lovelace” would be in “Opening” and “Panel”, which overlap.',
    ])
  })

  it('leaves out the conflicts the catalog alone has', () => {
    const catalog = [
      ...CATALOG,
      session(S3, 'Clash', '2026-05-12T09:00:00Z', '2026-05-12T10:00:00Z'),
    ]
    const { sheet, columns } = sheetOf(['id', 'Title'], [S1, 'Opening'])
    expect(planSheet(sheet, columns, agendaKnowledge(catalog), 'UTC').conflicts).toEqual([])
  })

  it('a row that changes nothing is counted but makes no conflict of its own', () => {
    const catalog = [
      ...CATALOG,
      session(S3, 'Clash', '2026-05-12T09:00:00Z', '2026-05-12T10:00:00Z'),
    ]
    const { sheet, columns } = sheetOf(['id', 'Title'], [S3, 'Clash'])
    const plan = planSheet(sheet, columns, agendaKnowledge(catalog), 'UTC')
    expect(plan).toMatchObject({ lines: [], unchanged: 1, conflicts: [] })
  })
})

describe('the export’s round trip', () => {
  const catalog = [
    ...CATALOG,
    session(S3, ' Seconds, and a “quote” ', '2026-10-25T00:30:15Z', '2026-10-25T01:15:00Z', {
      description: '=cmd|calc\nsecond line',
      tags: ['Day 1, morning', 'AI'],
      parentSessionId: S1,
      location: [{ locationId: HALL_A, locationName: 'Hall A' }],
    }),
    // A second location of the same name: that name no longer says which, so IDs are written.
    entry('location', 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', { name: 'Hall A' }),
  ]
  const k = agendaKnowledge(catalog)
  for (const zone of ['UTC', 'Europe/Berlin', 'America/St_Johns']) {
    it(`an exported agenda read again changes nothing (${zone})`, () => {
      const records = exportRows(k, zone)
      const sheet = sheetFromRecords(records)
      const plan = planSheet(sheet, matchColumns(sheet.headers), k, 'Asia/Tokyo')
      expect(plan).toMatchObject({ lines: [], problems: [], unchanged: 3 })
    })
  }

  it('writes times with their offset, seconds only when there are some', () => {
    expect(instantCell('2026-05-12T07:00:00Z', 'Europe/Berlin')).toBe('2026-05-12 09:00+02:00')
    expect(instantCell('2026-05-12T07:00:05Z', 'America/St_Johns')).toBe(
      '2026-05-12 04:30:05-02:30',
    )
    expect(instantCell(null, 'UTC')).toBe('')
  })
})

describe('applyCost', () => {
  it('prices the updates at the bucket’s pace and the day’s quota', () => {
    const cost = applyCost({
      updates: 312,
      quota: { usedToday: 1000, dailyLimit: 10_000, remaining: 9000 },
      pacing: { perSecond: 9.8, tokens: 100 },
    })
    expect(cost.seconds).toBeCloseTo(212 / 9.8)
    expect(cost.sentence).toBe('312 updates, about 22 s, 3.1 % of today’s quota.')
    expect(cost.overQuota).toBe(false)
  })

  it('says when the updates do not fit in what is left today', () => {
    const cost = applyCost({
      updates: 50,
      quota: { usedToday: 9990, dailyLimit: 10_000, remaining: 10 },
      pacing: { perSecond: 9.8, tokens: 100 },
    })
    expect(cost).toMatchObject({ overQuota: true, seconds: 0 })
    expect(cost.sentence).toMatch(/only 10 requests are left today/)
  })
})
