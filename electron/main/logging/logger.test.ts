import { describe, expect, it } from 'vitest'
import { createLogger, createRedactor } from './logger'

describe('logger', () => {
  it('never writes a registered secret or an Authorization value', () => {
    const lines: string[] = []
    const redactor = createRedactor()
    redactor.add('sk_live_0123456789abcdef')
    const log = createLogger(
      (l) => lines.push(l),
      redactor,
      () => new Date('2026-01-01T00:00:00Z'),
    )
    log.error('request failed', {
      url: 'https://api.example.com/v1/teams',
      headers: { Authorization: 'other-key-9999' },
      error: new Error('server said sk_live_0123456789abcdef is bad'),
    })
    const text = lines.join('')
    expect(text).not.toContain('sk_live_0123456789abcdef')
    expect(text).not.toContain('other-key-9999')
    expect(text).toContain('[redacted]')
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      message: 'request failed',
      at: '2026-01-01T00:00:00.000Z',
    })
  })

  it('stops redacting a secret once it is removed', () => {
    const redactor = createRedactor()
    redactor.add('abcdefgh')
    redactor.remove('abcdefgh')
    expect(redactor.apply('x abcdefgh y')).toBe('x abcdefgh y')
  })
})
