import { describe, expect, it } from 'vitest'
import { httpError } from '../api/http-errors'
import { MAX_RETRY_AFTER_SECONDS, parseRetryAfter, waitWords } from './retry-after'

const NOW = Date.parse('2026-11-27T12:00:00Z')

describe('the Retry-After header', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30', NOW)).toBe(30)
    expect(parseRetryAfter(' 1.5 ', NOW)).toBe(2)
    expect(parseRetryAfter('Fri, 27 Nov 2026 12:02:00 GMT', NOW)).toBe(120)
    expect(parseRetryAfter('Fri, 27 Nov 2026 11:00:00 GMT', NOW)).toBe(0)
  })

  it('keeps a wait of at most a week, however long the service asks', () => {
    for (const header of ['1e308', '99999999999999999999', 'Sat, 01 Jan 9999 00:00:00 GMT'])
      expect(parseRetryAfter(header, NOW)).toBe(MAX_RETRY_AFTER_SECONDS)
  })

  it('reads nothing from text that is neither', () => {
    for (const header of [null, '', '-5', '0x10', 'Infinity', 'NaN', 'soon'])
      expect(parseRetryAfter(header, NOW)).toBeUndefined()
  })

  it('tells a wait in words that stay true at the bound', () => {
    expect(waitWords(45)).toBe('45 s')
    expect(waitWords(720)).toBe('12 min')
    expect(waitWords(3 * 86_400)).toBe('3 days')
    expect(waitWords(MAX_RETRY_AFTER_SECONDS)).toBe('a week or more')
    expect(waitWords(Infinity)).toBe('a week or more')
  })
})

describe('the sentence of a rate limit', () => {
  it('says a wait of a week or more, never an endless number', () => {
    const error = httpError(429, null, { operation: 'list teams', retryAfterSeconds: 1e308 })
    expect(error.message).toBe(
      "The service's rate limit was reached; it asked to wait a week or more before the next request.",
    )
    const short = httpError(429, null, { operation: 'list teams', retryAfterSeconds: 3600 })
    expect(short.message).toContain('wait 1 h 0 min before')
  })
})
