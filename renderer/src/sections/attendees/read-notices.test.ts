import { describe, expect, it } from 'vitest'
import { NO_NOTES, noticeDetails, type ReadNotes } from '@shared/api/read-notes'
import { addPageFields } from './read-notices'

const page = (types: string[], skipped = 0): ReadNotes => ({
  asText: [{ path: 'data[].customFieldsData[].value', types }],
  leftOut: [],
  skipped,
})

describe('the grid notices of a screen', () => {
  it('keep a field met on an earlier page, once, and add the types met later', () => {
    const first = addPageFields(NO_NOTES, page(['number'], 2))
    expect(first.skipped).toBe(0)
    // Nothing new: the same notes, so the screen does not store them again.
    expect(addPageFields(first, page(['number']))).toBe(first)
    expect(addPageFields(first, NO_NOTES)).toBe(first)
    const later = addPageFields(first, page(['boolean']))
    expect(noticeDetails(later)).toEqual([
      'Shown as text: customFieldsData.value (boolean, number).',
    ])
  })
})
