import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DAILY_QUOTA,
  MAX_DAILY_QUOTA,
  checkBaseUrl,
  connectionTestSchema,
  eventIdSchema,
  normaliseBaseUrl,
  sameBaseUrl,
  workspaceInputSchema,
} from './workspace'

describe('checkBaseUrl', () => {
  it.each([
    'https://api.example.com',
    'https://api.example.com/base/',
    'http://localhost:8080',
    'http://127.0.0.1:4010',
    'http://127.4.5.6',
    'http://[::1]:9000',
  ])('accepts %s', (url) => {
    expect(checkBaseUrl(url)).toBeNull()
  })

  it('refuses plain http to anything but this computer, and says what is needed', () => {
    expect(checkBaseUrl('http://api.example.com')).toMatch(
      /Use https:\/\/.*localhost or 127\.0\.0\.1/,
    )
    expect(checkBaseUrl('http://192.168.1.10')).toMatch(/Use https:\/\//)
  })

  it('refuses what is not an address, other schemes, credentials and queries', () => {
    expect(checkBaseUrl('api.example.com')).toMatch(/full address/)
    expect(checkBaseUrl('ftp://example.com')).toMatch(/Unsupported address type "ftp:"/)
    expect(checkBaseUrl('https://user:pw@example.com')).toMatch(/user name or password/)
    expect(checkBaseUrl('https://example.com/?x=1')).toMatch(/query/)
  })

  it('drops trailing slashes so paths join cleanly', () => {
    expect(normaliseBaseUrl(' https://a.example/v/ ')).toBe('https://a.example/v')
  })
})

describe('workspaceInputSchema', () => {
  it('reports each bad field with its own message', () => {
    const result = workspaceInputSchema.safeParse({
      name: ' ',
      baseUrl: 'http://example.com',
      apiKey: 'a b',
    })
    expect(result.success).toBe(false)
    const fields = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), i.message]),
    )
    expect(fields.name).toBe('Give the workspace a name')
    expect(fields.baseUrl).toMatch(/Use https/)
    expect(fields.apiKey).toBe('An API key has no spaces or line breaks')
  })
})

describe('eventIdSchema', () => {
  it('accepts a UUID in any case and stores it lower-case', () => {
    expect(eventIdSchema.parse(' 3F2B8C1E-9A4D-4E6F-8B1A-2C3D4E5F6A7B ')).toBe(
      '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b',
    )
  })
  it('refuses anything else with an example of the right form', () => {
    const result = eventIdSchema.safeParse('event-42')
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]!.message).toMatch(/looks like/)
  })
})

describe('connectionTestSchema', () => {
  it('holds a tested address to the rule of saving', () => {
    for (const baseUrl of [
      'http://api.example.com',
      'file:///etc/passwd',
      'https://u:p@a.example',
    ]) {
      const result = connectionTestSchema.safeParse({ baseUrl, apiKey: 'typed-key-1234' })
      expect(result.success, baseUrl).toBe(false)
      expect(result.error?.issues[0]?.path).toEqual(['baseUrl'])
      expect(result.error?.issues[0]?.message).toBe(checkBaseUrl(baseUrl))
    }
    expect(connectionTestSchema.parse({ baseUrl: ' http://127.0.0.1:4010 ' }).baseUrl).toBe(
      'http://127.0.0.1:4010',
    )
  })
})

describe('sameBaseUrl', () => {
  it('ignores trailing slashes and the case of the host, not the port or path', () => {
    expect(sameBaseUrl('https://API.example.com/v/', 'https://api.example.com/v')).toBe(true)
    expect(sameBaseUrl('http://127.0.0.1:4010', 'http://127.0.0.1:4011')).toBe(false)
    expect(sameBaseUrl('https://a.example/v1', 'https://a.example/v2')).toBe(false)
  })
})

describe('the daily quota of a workspace', () => {
  const input = { name: 'Acme', baseUrl: 'https://api.example.com' }

  it('takes a whole number from 1 to 10,000,000, and may be left out', () => {
    for (const dailyQuota of [1, DEFAULT_DAILY_QUOTA, 250_000, MAX_DAILY_QUOTA])
      expect(workspaceInputSchema.parse({ ...input, dailyQuota }).dailyQuota).toBe(dailyQuota)
    expect(workspaceInputSchema.parse(input).dailyQuota).toBeUndefined()
  })

  it.each([0, -5, 1.5, MAX_DAILY_QUOTA + 1, Number.NaN, '20000'])(
    'refuses %s on its field, saying what is needed',
    (dailyQuota) => {
      const result = workspaceInputSchema.safeParse({ ...input, dailyQuota })
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((i) => i.path)).toEqual([['dailyQuota']])
      expect(result.error?.issues[0]?.message).toBe(
        'Enter the daily quota as a whole number of requests from 1 to 10,000,000 (10,000 unless the service raised it for this key)',
      )
    },
  )
})
