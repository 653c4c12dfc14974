import { describe, expect, it } from 'vitest'
import { RETRY_REASONS } from '@shared/ipc/channels/requests'
import { retrySentence } from './use-request-meter'

describe('the retry notice', () => {
  it('says what went wrong and which repeat it waits for', () => {
    expect(
      retrySentence({
        reason: 'error-status',
        attempt: 2,
        of: 3,
        at: 0,
        channel: null,
        what: null,
      }),
    ).toBe('The service answered with an error, trying again (2 of 3)…')
    expect(
      retrySentence({ reason: 'unreadable', attempt: 1, of: 3, at: 0, channel: null, what: null }),
    ).toBe("The service's answer could not be read, trying again (1 of 3)…")
  })

  it('has words for every reason main can give', () => {
    for (const reason of RETRY_REASONS) {
      expect(
        retrySentence({ reason, attempt: 1, of: 3, at: 0, channel: null, what: null }),
      ).toMatch(/^[A-Z].+, trying again/)
    }
  })

  it('tells the failure in its own sentence when main gives one', () => {
    const what =
      'The service answered "list the attendees" with incomplete JSON (the answer was cut off) instead of the expected JSON.'
    expect(
      retrySentence({ reason: 'unreadable', what, attempt: 1, of: 3, at: 0, channel: null }),
    ).toBe(`${what} Stagehand is trying again (1 of 3)…`)
  })
})
