/** After a cancelled page, the grid says which rows it still shows. */
import { describe, expect, it } from 'vitest'
import { stillShownNote } from './still-shown'
import type { GridQuery } from './use-grid-state'

const query = (extra: Partial<GridQuery> = {}): GridQuery => ({
  filter: [],
  sort: [],
  page: 1,
  pageSize: 25,
  ...extra,
})

describe('stillShownNote', () => {
  it('names the page whose rows stay when another page of the same list was cancelled', () => {
    expect(stillShownNote(query(), query({ page: 2 }))).toBe(
      'The rows below are still those of page 1.',
    )
  })

  it('says the rows are from before when the list itself changed', () => {
    const filtered = query({ filter: [{ field: 'profile.country', op: 'eq', value: 'Kenya' }] })
    expect(stillShownNote(query(), filtered)).toBe('The rows below are still those shown before.')
    expect(stillShownNote(query(), query({ pageSize: 50 }))).toBe(
      'The rows below are still those shown before.',
    )
  })

  it('says nothing when the rows answer what was asked, or there are none', () => {
    expect(stillShownNote(query({ page: 3 }), query({ page: 3 }))).toBeNull()
    expect(stillShownNote(undefined, query())).toBeNull()
  })
})
