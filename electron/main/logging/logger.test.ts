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

  it('keeps redacting a secret registered twice until it is removed as often', () => {
    const redactor = createRedactor()
    redactor.add('shared-key-5678')
    redactor.add('shared-key-5678')
    redactor.remove('shared-key-5678')
    expect(redactor.apply('x shared-key-5678 y')).toBe('x [redacted] y')
    redactor.remove('shared-key-5678')
    expect(redactor.apply('x shared-key-5678 y')).toBe('x shared-key-5678 y')
  })

  const awkwardKeys = [
    ['a double quote', 'sk_live_"quoted"_0123456789'],
    ['a backslash', 'sk_live_back\\slash\\0123456789'],
    ['a newline', 'sk_live_line\nbreak_0123456789'],
    ['unicode', 'sk_live_ключ_✓_é_🔑_0123456789'],
    ['a control character', 'sk_live_tab\tbell\u0007_0123456789'],
  ]

  /** Every string of a parsed line (member names too), however deep. */
  const stringsOf = (value: unknown): string[] => {
    if (typeof value === 'string') return [value]
    if (Array.isArray(value)) return value.flatMap(stringsOf)
    if (value && typeof value === 'object') {
      return Object.entries(value).flatMap(([k, v]) => [k, ...stringsOf(v)])
    }
    return []
  }

  it.each(awkwardKeys)('never writes a key containing %s, in any field or form', (_what, key) => {
    const lines: string[] = []
    const redactor = createRedactor()
    redactor.add(key)
    const log = createLogger((l) => lines.push(l), redactor)
    const inner = { note: `key=${key}`, list: [key, { deeper: `…${key}…` }] }
    log.warn(`message with ${key}`, {
      plain: key,
      nested: inner,
      again: inner,
      [`member ${key}`]: 1,
      error: new Error(`the service refused ${key}`),
      headers: { Authorization: key, authorization: `Bearer ${key}` },
      text: `Authorization: ${key}`,
    })
    const line = lines[0]!
    expect(line.endsWith('\n')).toBe(true)
    expect(line).not.toContain(key)
    expect(line).not.toContain(JSON.stringify(key).slice(1, -1))
    const parsed = JSON.parse(line) as Record<string, unknown>
    for (const text of stringsOf(parsed)) expect(text).not.toContain(key)
    expect(parsed).toMatchObject({
      message: 'message with [redacted]',
      plain: '[redacted]',
      nested: { note: 'key=[redacted]', list: ['[redacted]', { deeper: '…[redacted]…' }] },
      again: { note: 'key=[redacted]' },
      'member [redacted]': 1,
      error: { name: 'Error', message: 'the service refused [redacted]' },
      headers: { Authorization: '[redacted]', authorization: '[redacted]' },
    })
  })

  it('redacts an Authorization value it was never told about, also in free text', () => {
    const lines: string[] = []
    const log = createLogger((l) => lines.push(l), createRedactor())
    log.info('sent', {
      headers: { authorization: 'unknown"key\\9999' },
      said: 'Authorization: Bearer unknown"key\\8888 then more',
    })
    const parsed = JSON.parse(lines[0]!) as { headers: unknown; said: string }
    expect(parsed.headers).toEqual({ authorization: '[redacted]' })
    expect(parsed.said).toBe('Authorization: [redacted] then more')
  })

  it('keeps a line for a value JSON cannot encode, and marks cycles', () => {
    const lines: string[] = []
    const log = createLogger((l) => lines.push(l), createRedactor())
    const loop: Record<string, unknown> = { name: 'loop' }
    loop.self = loop
    log.info('cyclic', { loop })
    log.info('big', { n: 1n })
    expect(JSON.parse(lines[0]!)).toMatchObject({ loop: { name: 'loop', self: '[circular]' } })
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 'info', message: 'big' })
  })
})
