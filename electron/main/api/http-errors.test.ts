import { describe, expect, it } from 'vitest'
import { httpError } from './http-errors'

const STATUSES = [400, 401, 403, 404, 405, 409, 410, 413, 418, 422, 429, 500, 502, 503, 504, 599]

describe('the sentence for an error answer', () => {
  it('never shows a status number in the words a person reads', () => {
    for (const status of STATUSES)
      for (const bodyKind of ['json', 'html', 'text'] as const) {
        const error = httpError(status, null, { operation: 'get the speaker', bodyKind })
        expect(error.message, `${status} ${bodyKind}`).not.toMatch(/\b(HTTP|status)\b|\d{3}/i)
        // The number stays with the error, for its details.
        expect(error.data.status).toBe(status)
      }
  })

  it('says an error page for what it is, and a service problem as one', () => {
    expect(httpError(502, '<html>', { operation: 'list teams', bodyKind: 'html' }).message).toBe(
      'The service (or a proxy in front of it) answered with an error page instead of data while trying to list teams. Try again in a moment.',
    )
    expect(httpError(500, null, { operation: 'list teams' }).message).toBe(
      'The service had a problem while trying to list teams. Try again in a moment.',
    )
    expect(
      httpError(418, { message: 'short and stout' }, { operation: 'list teams' }).message,
    ).toBe(
      'Could not list teams: the service gave an answer Stagehand does not know. The service said: "short and stout".',
    )
  })

  it('knows a Backend-only refusal by its words where the service gives no code', () => {
    const bare = httpError(
      403,
      { message: 'Backend key required', description: 'Needs a key made for Backend usage.' },
      { operation: 'list the attendees' },
    )
    expect(bare.data.code).toBe('BACKEND_KEY_REQUIRED')
    expect(bare.message).toMatch(/^This key was made for another use than Backend/)
    expect(bare.message).toContain('General settings > API Access Key')
    // Other refusals keep their own words, and a code the service gave is kept.
    const other = httpError(403, { message: 'Forbidden' }, { operation: 'list the attendees' })
    expect(other.data.code).toBeUndefined()
    const coded = httpError(
      403,
      { code: 'INSUFFICIENT_SCOPE', message: 'backend said no' },
      { operation: 'list the attendees' },
    )
    expect(coded.data.code).toBe('INSUFFICIENT_SCOPE')
  })
})
