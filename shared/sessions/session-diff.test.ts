/** The review's sentences for fields a save replaces unseen. */
import { describe, expect, it } from 'vitest'
import { unseenReplacements, type DiffRow } from './session-diff'

describe('unseenReplacements', () => {
  it('names each field whose old value was never seen, and only those', () => {
    const rows: DiffRow[] = [
      { field: 'title', label: 'Title', before: 'Opening keynote', after: 'Keynote' },
      { field: 'tags', label: 'Tags', before: null, after: 'ai, keynote' },
      { field: 'externalRefId', label: 'External reference', before: null, after: 'K-1' },
    ]
    expect(unseenReplacements(rows)).toEqual([
      'Replaces the session’s tags, which Stagehand has not seen.',
      'Replaces the session’s external reference, which Stagehand has not seen.',
    ])
  })

  it('says nothing when every old value is known', () => {
    expect(
      unseenReplacements([{ field: 'title', label: 'Title', before: 'A', after: 'B' }]),
    ).toEqual([])
  })
})
