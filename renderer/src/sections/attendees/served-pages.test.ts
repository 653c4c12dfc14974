import { describe, expect, it } from 'vitest'
import {
  NOTHING_SERVED,
  repeatedNote,
  rowsPerPage,
  servedAfter,
  servedNote,
  type ServedAnswer,
} from './served-pages'
import type { GridQuery } from './use-grid-state'

const at = (page: number, pageSize = 25): GridQuery => ({ filter: [], sort: [], page, pageSize })
const answer = (
  query: GridQuery,
  ids: string[],
  servedPageSize: number | null = null,
): ServedAnswer => ({ query, items: ids.map((id) => ({ id })), servedPageSize })
const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => `a${from + i}`)

describe('what the grid learns of the service pages', () => {
  it('numbers rows and speaks with the rows a page the service sends', () => {
    const first = servedAfter(NOTHING_SERVED, answer(at(1), ids(0, 10), 10))
    expect(rowsPerPage(first, 25)).toBe(10)
    expect(servedNote(first, 25)).toBe('The service sends 10 rows a page, not the 25 asked.')
    // The last page tells nothing of the size: what was learnt stays.
    const last = servedAfter(first, answer(at(24), ids(230, 7)))
    expect(rowsPerPage(last, 25)).toBe(10)
  })

  it('is quiet and numbers by the size asked while the service sends it', () => {
    const memory = servedAfter(NOTHING_SERVED, answer(at(1), ids(0, 25), 25))
    expect(rowsPerPage(memory, 25)).toBe(25)
    expect(servedNote(memory, 25)).toBeNull()
    expect(servedNote(NOTHING_SERVED, 25)).toBeNull()
  })

  it('forgets the size once another page size is asked', () => {
    const first = servedAfter(NOTHING_SERVED, answer(at(1), ids(0, 10), 10))
    const other = servedAfter(first, answer(at(1, 50), ids(0, 10)))
    expect(rowsPerPage(other, 50)).toBe(50)
    expect(servedNote(other, 50)).toBeNull()
  })

  it('finds a page that repeats the page before it, and only that', () => {
    const one = servedAfter(NOTHING_SERVED, answer(at(1), ids(0, 10), 10))
    const two = servedAfter(one, answer(at(2), ids(0, 10), 10))
    expect(two.repeated).toBe(true)
    expect(servedAfter(one, answer(at(2), ids(10, 10), 10)).repeated).toBe(false)
    // Back to page 1 from page 2 is no repeat, nor the same page asked again.
    expect(servedAfter(two, answer(at(1), ids(0, 10), 10)).repeated).toBe(false)
    expect(servedAfter(one, answer(at(1), ids(0, 10), 10)).repeated).toBe(false)
    expect(repeatedNote(2)).toMatch(/^Page 2 holds the same attendees as page 1: .*Next stops here/)
  })

  it('takes an answer in once', () => {
    const a = answer(at(1), ids(0, 10), 10)
    const memory = servedAfter(NOTHING_SERVED, a)
    expect(servedAfter(memory, a)).toBe(memory)
  })
})
