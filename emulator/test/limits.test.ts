import { describe, expect, it } from 'vitest'
import { startEmulator } from '../index'
import { call, envelopeKeys, keyOf, sortedKeys } from './harness'

// The clock is injected: limits are tested by stepping time, never by sleeping.
async function withLimits(rateLimit: { burst: number; perSecond: number; dailyQuota: number }) {
  const clock = { now: Date.UTC(2026, 4, 12, 23, 59, 0) }
  const emu = await startEmulator({
    rateLimit,
    clock: () => clock.now,
    attendeesPerEvent: 3,
    control: true,
  })
  return { emu, clock }
}

describe('rate limit (token bucket per key)', () => {
  it('allows the burst, then 429 with Retry-After until tokens refill', async () => {
    const { emu, clock } = await withLimits({ burst: 3, perSecond: 2, dailyQuota: 1000 })
    try {
      for (let i = 0; i < 3; i++) expect((await call(emu, '/v1/teams')).status).toBe(200)
      const r = await call(emu, '/v1/teams')
      expect(r.status).toBe(429)
      expect(r.headers.get('retry-after')).toBe('1')
      expect(sortedKeys(r.body)).toEqual(envelopeKeys('full'))
      expect(r.body).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' })
      // Another key has its own bucket.
      expect((await call(emu, '/v1/teams', { key: keyOf(emu, 'other', 'READ') })).status).toBe(200)
      clock.now += 500 // one token at 2/s
      expect((await call(emu, '/v1/teams')).status).toBe(200)
      expect((await call(emu, '/v1/teams')).status).toBe(429)
      // Attendee listing keeps its bare envelope even here.
      const a = await call(emu, `/v1/events/${emu.events[0]!.id}/attendees`)
      expect(a.status).toBe(429)
      expect(a.headers.get('retry-after')).toBeTruthy()
      expect(sortedKeys(a.body)).toEqual(envelopeKeys('bare'))
    } finally {
      await emu.close()
    }
  })

  it('does not charge requests without a valid key', async () => {
    const { emu } = await withLimits({ burst: 1, perSecond: 1, dailyQuota: 1000 })
    try {
      for (let i = 0; i < 3; i++)
        expect((await call(emu, '/v1/teams', { key: 'bogus' })).status).toBe(401)
      expect((await call(emu, '/v1/teams')).status).toBe(200)
    } finally {
      await emu.close()
    }
  })

  it('can be changed through the control surface', async () => {
    const { emu } = await withLimits({ burst: 100, perSecond: 10, dailyQuota: 10_000 })
    try {
      const put = await fetch(`${emu.baseUrl}/__control/rate-limit`, {
        method: 'PUT',
        body: JSON.stringify({ burst: 1, perSecond: 0.1 }),
      })
      expect(await put.json()).toMatchObject({
        rateLimit: { burst: 1, perSecond: 0.1, dailyQuota: 10_000 },
      })
      expect((await call(emu, '/v1/teams')).status).toBe(200)
      const r = await call(emu, '/v1/teams')
      expect(r.status).toBe(429)
      expect(r.headers.get('retry-after')).toBe('10')
    } finally {
      await emu.close()
    }
  })
})

describe('daily quota', () => {
  it('429 DAILY_QUOTA_EXCEEDED until the next UTC day', async () => {
    const { emu, clock } = await withLimits({ burst: 100, perSecond: 100, dailyQuota: 2 })
    try {
      expect((await call(emu, '/v1/teams')).status).toBe(200)
      expect((await call(emu, '/v1/teams')).status).toBe(200)
      const r = await call(emu, '/v1/teams')
      expect(r.status).toBe(429)
      expect(r.body).toMatchObject({ code: 'DAILY_QUOTA_EXCEEDED' })
      expect(r.headers.get('retry-after')).toBe('60') // clock is at 23:59:00 UTC
      clock.now += 60_000
      expect((await call(emu, '/v1/teams')).status).toBe(200)
    } finally {
      await emu.close()
    }
  })
})

describe('defaults', () => {
  it('match docs/api-decisions.md: burst 100, 10/s, 10,000 a day', async () => {
    const emu = await startEmulator()
    try {
      expect(emu.state.limiter.settings).toEqual({ burst: 100, perSecond: 10, dailyQuota: 10_000 })
    } finally {
      await emu.close()
    }
  })
})
