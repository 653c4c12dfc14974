import { describe, expect, it } from 'vitest'
import {
  firstRowNumber,
  nextPageNumber,
  pageHasNext,
  repeatedPageMessage,
  repeatsPrevious,
  servedPageSize,
  servesOtherSize,
} from './paging'

const link = (n: number) => `/v1/events/e/attendees?page=${n}`

describe('nextPageNumber', () => {
  it('reads the page number of a link that points further on', () => {
    expect(nextPageNumber(link(3), 2)).toBe(3)
    expect(nextPageNumber('/v1/teams?size=5&page=7', 2)).toBe(7)
  })

  it('is null for an absent, empty, unparseable, unchanged or backward link', () => {
    for (const next of [undefined, null, '', '/v1/x', '/v1/x?page=', '/v1/x?page=abc'])
      expect(nextPageNumber(next, 2), String(next)).toBeNull()
    expect(nextPageNumber(link(2), 2)).toBeNull()
    expect(nextPageNumber(link(1), 2)).toBeNull()
    expect(nextPageNumber(`/v1/x?page=${'9'.repeat(20)}`, 2)).toBeNull()
  })
})

describe('pageHasNext: the end of a list', () => {
  it('goes on after a page shorter than asked whose next points past it', () => {
    expect(pageHasNext({ page: 1, asked: 25, count: 10, next: link(2) })).toBe(true)
  })

  it('goes on after a full page, and after a page longer than asked, whose next points past it', () => {
    expect(pageHasNext({ page: 1, asked: 25, count: 25, next: link(2) })).toBe(true)
    expect(pageHasNext({ page: 1, asked: 25, count: 50, next: link(2) })).toBe(true)
  })

  it('ends on an empty page, whatever next says', () => {
    expect(pageHasNext({ page: 3, asked: 25, count: 0, next: link(4) })).toBe(false)
  })

  it('ends on a short page whose next is absent, empty or not past it', () => {
    for (const next of [undefined, null, '', link(3), link(2)])
      expect(pageHasNext({ page: 3, asked: 25, count: 7, next }), String(next)).toBe(false)
  })

  it('ends on a full page whose next does not point past it', () => {
    expect(pageHasNext({ page: 3, asked: 25, count: 25, next: '' })).toBe(false)
  })
})

describe('servedPageSize', () => {
  it('is the count of a page that has a next one, fewer or more than asked', () => {
    expect(servedPageSize({ page: 1, asked: 25, count: 10, next: link(2) })).toBe(10)
    expect(servedPageSize({ page: 1, asked: 25, count: 40, next: link(2) })).toBe(40)
  })

  it('is unknown from a last page', () => {
    expect(servedPageSize({ page: 4, asked: 25, count: 7, next: '' })).toBeNull()
    expect(servedPageSize({ page: 5, asked: 25, count: 0, next: link(6) })).toBeNull()
  })

  it('is told only when it differs from the size asked', () => {
    expect(servesOtherSize(10, 25)).toBe(true)
    expect(servesOtherSize(25, 25)).toBe(false)
    expect(servesOtherSize(null, 25)).toBe(false)
  })
})

describe('repeatsPrevious', () => {
  it('finds a page that holds the previous page again', () => {
    expect(repeatsPrevious(['a', 'b'], ['a', 'b'])).toBe(true)
  })

  it('takes overlapping, reordered, empty or first pages as no repeat', () => {
    expect(repeatsPrevious(['a', 'b'], ['b', 'c'])).toBe(false)
    expect(repeatsPrevious(['a', 'b'], ['b', 'a'])).toBe(false)
    expect(repeatsPrevious(['a', 'b'], ['a'])).toBe(false)
    expect(repeatsPrevious([], [])).toBe(false)
    expect(repeatsPrevious(null, ['a'])).toBe(false)
  })

  it('names both pages in its sentence', () => {
    expect(repeatedPageMessage(3)).toMatch(/page 3 with the same rows as page 2/)
  })
})

describe('firstRowNumber', () => {
  it('counts the rows of the pages before at the size the service sends', () => {
    expect(firstRowNumber(1, 10)).toBe(1)
    expect(firstRowNumber(3, 10)).toBe(21)
  })
})
