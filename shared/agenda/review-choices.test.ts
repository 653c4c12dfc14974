/**
 * Rows and fields left out of an import, and what the rest costs.
 */
import { describe, expect, it } from 'vitest'
import type { AgendaPlan, PlanLine } from '@shared/agenda/model'
import {
  applyChoices,
  costSentence,
  NO_CHOICES,
  toggleField,
  toggleRow,
} from '@shared/agenda/review-choices'

const line = (row: number, fields: PlanLine['changes'][number]['field'][]): PlanLine => ({
  row,
  sessionId: `s${row}`,
  name: null,
  matchedBy: 'id',
  changes: fields.map((field) => ({ field, before: { known: false }, after: 'x' })),
})

const plan = (lines: PlanLine[]): AgendaPlan => ({
  importId: 'i',
  fileName: 'agenda.csv',
  timeZone: 'UTC',
  dateReading: null,
  columns: [],
  rows: lines.length,
  lines,
  unchanged: 0,
  problems: [],
  problemCount: 0,
  problemRows: 0,
  conflicts: [],
  cost: {
    updates: lines.length,
    seconds: 40,
    usedToday: 0,
    dailyLimit: 1000,
    remaining: 1000,
    quotaPercent: (lines.length / 1000) * 100,
    overQuota: false,
    sentence: 'main’s sentence',
  },
})

describe('review choices', () => {
  const p = plan([line(2, ['title', 'startDateTime']), line(3, ['title']), line(4, ['tags'])])

  it('applies every field of every line until something is left out', () => {
    expect(applyChoices(p, NO_CHOICES)).toEqual([
      { row: 2, fields: ['title', 'startDateTime'] },
      { row: 3, fields: ['title'] },
      { row: 4, fields: ['tags'] },
    ])
  })

  it('leaves out a row, a field, and a row whose every field is left out', () => {
    let c = toggleRow(NO_CHOICES, 3)
    c = toggleField(c, 2, 'title')
    c = toggleField(c, 4, 'tags')
    expect(applyChoices(p, c)).toEqual([{ row: 2, fields: ['startDateTime'] }])
    // Ticking again puts them back.
    c = toggleRow(toggleField(c, 2, 'title'), 3)
    expect(applyChoices(p, c).map((x) => x.row)).toEqual([2, 3])
    expect(c.fields.has(2)).toBe(false)
  })

  it('keeps main’s cost sentence for every line, and scales it for fewer', () => {
    expect(costSentence(p, 3)).toBe('main’s sentence')
    expect(costSentence(p, 1)).toBe('1 update, about 13 s, 0.1 % of today’s quota.')
  })

  it('says when the rows chosen do not fit in what is left of the quota', () => {
    const tight = { ...p, cost: { ...p.cost, remaining: 1 } }
    expect(costSentence(tight, 2)).toContain('only 1 requests are left today')
  })
})
