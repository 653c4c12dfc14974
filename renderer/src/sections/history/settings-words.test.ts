import { describe, expect, it } from 'vitest'
import { journalSettingsSchema } from '@shared/ipc/channels/journal'
import { settingsIssueMessage } from './settings-words'

const messages = (input: unknown) => {
  const result = journalSettingsSchema.safeParse(input, { error: settingsIssueMessage })
  return result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message])
}

describe('journal settings errors', () => {
  it('keeps the shared schema’s words for too small a value', () => {
    expect(messages({ retentionDays: 0, pictureCapMb: 0 })).toEqual([
      ['retentionDays', 'Keep entries for 1 day at least'],
      ['pictureCapMb', 'Keep 1 MB of pictures at least'],
    ])
  })

  it('says what to enter for an empty, fractional or too large value', () => {
    expect(messages({ retentionDays: Number.NaN, pictureCapMb: 1.5 })).toEqual([
      ['retentionDays', 'Enter a whole number of days from 1 to 3,650'],
      ['pictureCapMb', 'Enter a whole number of megabytes from 1 to 100,000'],
    ])
    expect(messages({ retentionDays: 4000, pictureCapMb: 10 })).toEqual([
      ['retentionDays', 'Enter a whole number of days from 1 to 3,650'],
    ])
  })
})
