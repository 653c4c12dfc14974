import { describe, expect, it } from 'vitest'
import { appError } from '@shared/errors'
import { answerLost, retryable } from './use-row-checks'

const failed = (error: unknown) => ({ key: 'k', state: 'failed' as const, error, attempts: 1 })
const lost = failed(appError('network', 'The connection dropped.', { mayHaveApplied: true }))
const refused = failed(appError('http', 'Internal server error', { status: 500 }))

describe('rows whose answer was lost', () => {
  it('are told apart from rows that failed', () => {
    expect(answerLost(lost)).toBe(true)
    expect(answerLost(refused)).toBe(false)
    expect(answerLost({ key: 'k', state: 'done', attempts: 1 })).toBe(false)
  })
  it('are sent again by Retry failed only once found not applied', () => {
    expect(retryable(refused, undefined)).toBe(true)
    expect(retryable(lost, undefined)).toBe(false)
    expect(retryable(lost, { state: 'checking' })).toBe(false)
    expect(retryable(lost, { state: 'failed', message: 'x' })).toBe(false)
    expect(retryable(lost, { state: 'not-applied' })).toBe(true)
  })
})
