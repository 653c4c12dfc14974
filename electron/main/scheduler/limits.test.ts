/**
 * The scheduler against the emulator's rate limiter, over real HTTP and in
 * real time: the client alone never exceeds the documented limits; a server
 * stricter than documented is still served without a failed call; an
 * exhausted daily quota stops work with the quota message.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import {
  caught,
  startTestEmulator,
  testContext,
  type RunningEmulator,
} from '@test-support/api-context'
import { windowExcess } from '@test-support/window-check'
import { getSpeaker } from '../api/speakers'

let emu: RunningEmulator
let ev: EventSummary

beforeAll(async () => {
  emu = await startTestEmulator()
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.state.reset()
  ev = emu.events[0]!
})

const burstOf = (ctx: ReturnType<typeof testContext>, n: number) =>
  Promise.allSettled(
    Array.from({ length: n }, (_, i) =>
      getSpeaker(ctx, { eventId: ev.id, speakerId: ev.speakerIds[i % ev.speakerIds.length]! }),
    ),
  )

const arrivals = () => emu.state.requests().map((r) => Date.parse(r.at))

describe('rate limits', () => {
  it('the client alone never exceeds the documented limits (burst 100, 10 per second)', async () => {
    const ctx = testContext(emu)
    const results = await burstOf(ctx, 160)
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    const log = emu.state.requests()
    expect(log).toHaveLength(160)
    expect(log.filter((r) => r.status === 429)).toEqual([])
    expect(windowExcess(arrivals(), 100, 10)).toBeLessThanOrEqual(0)
    expect(ctx.scheduler.quota(ctx.workspaceId).usedToday).toBe(160)
  })

  it('serves a server stricter than documented (5 per second, burst 10): 200 calls, none fails', async () => {
    emu.state.setRateLimit({ burst: 10, perSecond: 5 })
    const ctx = testContext(emu)
    const results = await burstOf(ctx, 200)
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    const log = emu.state.requests()
    expect(log.filter((r) => r.status === 200)).toHaveLength(200)
    // It learned: after the first round, only a few more 429s.
    const limited = log.filter((r) => r.status === 429).length
    expect(limited).toBeGreaterThan(0)
    expect(limited).toBeLessThan(150)
    // It settled near the server's 5 per second: below the documented 10, and not
    // cut again and again towards its floor (one every 5 s), which would take minutes.
    const { perSecond } = ctx.scheduler.pacing(ctx.workspaceId)
    expect(perSecond).toBeLessThan(9.5)
    expect(perSecond).toBeGreaterThan(2)
  }, 120_000)
})

describe('daily quota', () => {
  it("stops when the service says today's quota is gone, and sends nothing more", async () => {
    emu.state.setRateLimit({ dailyQuota: 5 })
    const ctx = testContext(emu)
    const ref = { eventId: ev.id, speakerId: ev.speakerIds[0]! }
    for (let i = 0; i < 5; i++) await getSpeaker(ctx, ref)
    const fromServer = await caught(() => getSpeaker(ctx, ref))
    expect(fromServer.data).toMatchObject({
      kind: 'quota',
      status: 429,
      code: 'DAILY_QUOTA_EXCEEDED',
      retryable: false,
    })
    expect(fromServer.message).toBe(
      "Today's quota of 10,000 requests for this key is used up. Requests can be made again after midnight UTC.",
    )
    const local = await caught(() => getSpeaker(ctx, ref))
    expect(local.data).toMatchObject({ kind: 'quota' })
    expect(local.message).toMatch(
      /^Today's request quota for this workspace is used up \(10,000 of 10,000 requests since 00:00 UTC\)\. Stagehand stopped before sending more; the quota resets at midnight UTC, in \d+ (h \d+ )?min\.$/,
    )
    expect(emu.state.requests()).toHaveLength(6)
  })

  it('refuses to start work beyond the local daily count', async () => {
    const ctx = testContext(emu, { dailyLimit: 3 })
    const results = await burstOf(ctx, 5)
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ])
    const refused = (results[3] as PromiseRejectedResult).reason as Error & { data: unknown }
    expect(refused.data).toMatchObject({ kind: 'quota', retryable: false })
    expect(refused.message).toMatch(/\(3 of 3 requests since 00:00 UTC\)/)
    expect(emu.state.requests()).toHaveLength(3)
  })
})
