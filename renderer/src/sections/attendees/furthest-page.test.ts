import { describe, expect, it } from 'vitest'
import { furthestAfter, furthestBefore } from './furthest-page'
import type { GridQuery } from './use-grid-state'

const list: GridQuery = { filter: [], sort: [], page: 1, pageSize: 10 }
const at = (page: number, query: Partial<GridQuery> = {}): GridQuery => ({
  ...list,
  ...query,
  page,
})
const answer = (query: GridQuery, rows: number, hasNext = true) => ({
  query,
  items: Array.from({ length: rows }, (_, i) => i),
  hasNext,
})

describe('the furthest page seen with attendees', () => {
  it('moves forward with pages that have attendees and says when one was the last', () => {
    const one = furthestAfter(null, answer(at(1), 10))
    expect(one).toMatchObject({ page: 1, isLast: false })
    const four = furthestAfter(one, answer(at(4), 3, false))
    expect(four).toMatchObject({ page: 4, isLast: true })
  })

  it('stays where it was for an earlier page or an empty one', () => {
    const four = furthestAfter(null, answer(at(4), 10))
    expect(furthestAfter(four, answer(at(2), 10))).toBe(four)
    expect(furthestAfter(four, answer(at(4), 10, false))).toBe(four)
    expect(furthestAfter(four, answer(at(90), 0, false))).toBe(four)
    expect(furthestAfter(null, answer(at(90), 0, false))).toBeNull()
  })

  it('starts over when the filter, sort or page size change', () => {
    const four = furthestAfter(null, answer(at(4), 10))
    const filtered = at(1, { filter: [{ field: 'status', op: 'eq', value: 'CHECKED_IN' }] })
    expect(furthestAfter(four, answer(filtered, 5, false))).toMatchObject({
      page: 1,
      isLast: true,
    })
    expect(furthestAfter(four, answer(at(1, { pageSize: 25 }), 25))).toMatchObject({ page: 1 })
    const sorted = at(2, { sort: [{ field: 'createdAt', direction: 'desc' }] })
    expect(furthestAfter(four, answer(sorted, 10))).toMatchObject({ page: 2 })
  })

  it('offers the way back only for the same list and a page before the one asked for', () => {
    const four = furthestAfter(null, answer(at(4), 10))
    expect(furthestBefore(four, at(50))).toBe(four)
    expect(furthestBefore(four, at(4))).toBeNull()
    expect(furthestBefore(four, at(3))).toBeNull()
    expect(furthestBefore(four, at(50, { pageSize: 25 }))).toBeNull()
    expect(furthestBefore(null, at(50))).toBeNull()
  })
})
