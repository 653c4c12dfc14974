import { describe, expect, it } from 'vitest'
import { createLogger, createRedactor } from './logger'
import { createRecentErrors } from './recent-errors'

describe('recent errors', () => {
  it('keeps the last errors, redacted, with their sentences, and passes every line on', () => {
    const lines: string[] = []
    const recent = createRecentErrors(2)
    const redactor = createRedactor()
    redactor.add('sk_live_0123456789abcdef')
    const log = createLogger(
      recent.tee((l) => lines.push(l)),
      redactor,
      () => new Date(0),
    )
    log.error('first')
    log.info('not an error')
    log.warn('nor this')
    log.error('export failed', { error: new Error('key sk_live_0123456789abcdef refused') })
    log.error('third', { error: 'a string, not an error' })
    expect(lines).toHaveLength(5)
    expect(recent.list()).toEqual([
      {
        at: '1970-01-01T00:00:00.000Z',
        message: 'export failed',
        detail: 'key [redacted] refused',
      },
      { at: '1970-01-01T00:00:00.000Z', message: 'third', detail: null },
    ])
  })
})
