// Dates are edited in the user's time zone: pin one with a summer-time change for the test.
process.env.TZ = 'Europe/Berlin'

import { describe, expect, it } from 'vitest'
import { FILTERABLE_FIELDS } from '@shared/api/filter-grammar'
import {
  conditionToRow,
  localToUtc,
  newRow,
  pickedSuggestion,
  rowToCondition,
  timeZoneLabel,
  utcToLocal,
  validateRows,
  withField,
} from './filter-model'

describe('filter rows', () => {
  it('converts a local date-time to UTC, summer time included', () => {
    expect(localToUtc('2026-01-15T09:30')).toBe('2026-01-15T08:30:00Z')
    expect(localToUtc('2026-07-15T09:30:15')).toBe('2026-07-15T07:30:15Z')
    expect(localToUtc('2026-02-31T09:30')).toBeNull()
    expect(localToUtc('yesterday')).toBeNull()
    expect(utcToLocal('2026-07-15T07:30:00Z')).toBe('2026-07-15T09:30')
    expect(timeZoneLabel('2026-07-15T09:30')).toBe('Europe/Berlin (UTC+02:00)')
    expect(timeZoneLabel('2026-01-15T09:30')).toBe('Europe/Berlin (UTC+01:00)')
  })

  it('builds a between condition in UTC and refuses a reversed range', () => {
    const row = {
      ...newRow('createdAt'),
      op: 'between' as const,
      from: '2026-03-01T00:00',
      to: '2026-03-31T23:59',
    }
    expect(rowToCondition(row)).toEqual({
      ok: true,
      condition: {
        field: 'createdAt',
        op: 'between',
        value: ['2026-02-28T23:00:00Z', '2026-03-31T21:59:00Z'],
      },
    })
    expect(rowToCondition({ ...row, from: row.to, to: row.from })).toMatchObject({ ok: false })
    expect(rowToCondition({ ...row, to: '' })).toEqual({
      ok: false,
      error: 'Enter both dates and times',
    })
  })

  it('needs at least one value for `in`, and text for like', () => {
    const inRow = {
      ...newRow('profile.country'),
      op: 'in' as const,
      values: [' Germany ', 'France', 'Germany'],
    }
    expect(rowToCondition(inRow)).toEqual({
      ok: true,
      condition: { field: 'profile.country', op: 'in', value: ['Germany', 'France'] },
    })
    expect(rowToCondition({ ...inRow, values: [] })).toEqual({
      ok: false,
      error: 'Choose at least one value',
    })
    const like = { ...newRow('profile.lastName'), op: 'like' as const, text: '  son ' }
    expect(rowToCondition(like)).toEqual({
      ok: true,
      condition: { field: 'profile.lastName', op: 'like', value: 'son' },
    })
    expect(rowToCondition({ ...like, text: ' ' })).toEqual({ ok: false, error: 'Enter a value' })
  })

  it('offers only the operations the API allows for the field', () => {
    for (const field of Object.keys(FILTERABLE_FIELDS) as (keyof typeof FILTERABLE_FIELDS)[]) {
      const row = withField({ ...newRow('createdAt'), op: 'between' }, field)
      expect(FILTERABLE_FIELDS[field] as readonly string[]).toContain(row.op)
    }
    expect(rowToCondition({ ...newRow('status'), op: 'like', text: 'x' })).toMatchObject({
      ok: false,
    })
  })

  it('round-trips a stored condition through an editable row', () => {
    const condition = {
      field: 'updatedAt' as const,
      op: 'gte' as const,
      value: '2026-05-01T10:00:00Z',
    }
    expect(rowToCondition(conditionToRow(condition))).toEqual({ ok: true, condition })
  })

  it('reports every invalid row and sends nothing for them', () => {
    const good = { ...newRow('profile.company'), op: 'like' as const, text: 'Acme' }
    const bad = newRow('createdAt')
    const { conditions, errors } = validateRows([good, bad])
    expect(conditions).toHaveLength(1)
    expect(Object.keys(errors)).toEqual([bad.key])
  })
})

describe('the multi-value chooser', () => {
  it('adds a suggestion at once only when it was picked from the list', () => {
    expect(pickedSuggestion('insertReplacementText')).toBe(true)
    expect(pickedSuggestion(undefined)).toBe(true)
    // Typed or pasted in full, a value waits for Enter like any other.
    expect(pickedSuggestion('insertText')).toBe(false)
    expect(pickedSuggestion('insertFromPaste')).toBe(false)
  })
})
