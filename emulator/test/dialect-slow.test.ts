/**
 * The `slow` dialect over real HTTP: every API answer waits the 5–8 s drawn
 * from the seed and the request count, and a request cancelled during its
 * wait is not handled.
 */
import { describe, expect, it, vi } from 'vitest'
import { until } from '@test-support/eventually'
import { startEmulator } from '../index'
import { slowDelayMs } from '../dialect/slow'
import { call, useEmulator } from './harness'

const SEED = 7
const emu = useEmulator({ dialect: 'slow', seed: SEED, attendeesPerEvent: 30 })

describe('slow', () => {
  it('answers each request after its wait, drawn from the seed and the request count', async () => {
    const ev = emu().events[0]!
    const paths = ['/v1/teams', `/v1/events/${ev.id}/speakers/${ev.speakerIds[0]}`]
    const started = performance.now()
    const answers = await Promise.all(
      paths.map(async (path) => {
        const r = await call(emu(), path)
        return { status: r.status, elapsed: performance.now() - started }
      }),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const log = emu().state.requests()
    const waits = log.map((r) => r.waitedMs!)
    expect(waits.sort()).toEqual([slowDelayMs(SEED, 0), slowDelayMs(SEED, 1)].sort())
    for (const [i, path] of paths.entries()) {
      const waited = log.find((r) => r.path === path)!.waitedMs!
      expect(answers[i]!.elapsed).toBeGreaterThanOrEqual(waited)
    }
    // Media is no API answer: served without a wait.
    expect((await fetch(`${emu().baseUrl}/media/demo/speaker-01.png`)).status).toBe(200)
  })

  it('does not handle a request its client cancelled during the wait', async () => {
    const ev = emu().events[0]!
    const sessionId = ev.sessionIds[0]!
    const before = emu()
      .state.event(ev.id)!
      .sessions.find((s) => s.id === sessionId)!.title
    emu().state.clearRequests()
    const drawn = vi.spyOn(emu().state, 'nextSlowDelay')
    const controller = new AbortController()
    const pending = fetch(`${emu().baseUrl}/v1/events/${ev.id}/sessions/${sessionId}`, {
      method: 'PUT',
      headers: { authorization: emu().demoKey, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Never applied' }),
      signal: controller.signal,
    })
    // Cancelled once the service has drawn its wait (5–8 s): during it.
    await until(() => drawn.mock.calls.length === 1, 'the request to reach the service')
    drawn.mockRestore()
    controller.abort()
    await expect(pending).rejects.toThrow()
    await until(() => emu().state.requests().length > 0, 'the cancelled request to be logged')
    expect(emu().state.requests()).toMatchObject([{ method: 'PUT', status: 0 }])
    expect(emu().state.sessionUpdates()).toEqual([])
    expect(
      emu()
        .state.event(ev.id)!
        .sessions.find((s) => s.id === sessionId)!.title,
    ).toBe(before)
  })

  it('draws the same waits again after a reset, and none in other dialects', async () => {
    emu().state.reset()
    const first = [emu().state.nextSlowDelay(), emu().state.nextSlowDelay()]
    emu().state.reset()
    expect([emu().state.nextSlowDelay(), emu().state.nextSlowDelay()]).toEqual(first)
    expect(first).toEqual([slowDelayMs(SEED, 0), slowDelayMs(SEED, 1)])
    const plain = await startEmulator({ seed: SEED })
    expect(plain.state.nextSlowDelay()).toBeNull()
    await plain.close()
  })
})
