/** The review's sentence for the fields a save replaces unseen. */
import { describe, expect, it } from 'vitest'
import { unseenReplacement, type DiffRow } from './session-diff'

const row = (field: DiffRow['field'], label: string, before: string | null): DiffRow => ({
  field,
  label,
  before,
  after: 'new',
})

describe('unseenReplacement', () => {
  it('names the one field whose old value was never seen', () => {
    expect(unseenReplacement([row('title', 'Title', 'A'), row('tags', 'Tags', null)])).toBe(
      'Replaces the session’s tags, which Stagehand has not seen.',
    )
  })

  it('names several in one sentence, in the review’s order', () => {
    const rows = [
      row('title', 'Title', null),
      row('description', 'Description', 'known'),
      row('externalRefId', 'External reference', null),
      row('tags', 'Tags', null),
    ]
    expect(unseenReplacement(rows)).toBe(
      'Replaces the session’s title, external reference and tags, which Stagehand has not seen.',
    )
  })

  it('says nothing when every old value is known', () => {
    expect(unseenReplacement([row('title', 'Title', 'A')])).toBeNull()
  })
})
