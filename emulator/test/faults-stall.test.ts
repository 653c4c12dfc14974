/**
 * The faults that keep a client waiting.
 *
 * A request never answered (`hang`) and an answer that stops partway
 * (`stall-body`). Both are held until the client gives up, or cut after
 * `holdMs`, so no connection stays open. A request held (`hold`) until the
 * test lets it go, then answered as usual.
 */
import { describe, expect, it } from 'vitest'
import { eventually, until } from '@test-support/eventually'
import { validateFaultRule } from '../http/faults'
import { useEmulator } from './harness'

const emu = useEmulator({ attendeesPerEvent: 20, rateLimit: { burst: 10_000, perSecond: 1000 } })

const teams = (signal?: AbortSignal) =>
  fetch(`${emu().baseUrl}/v1/teams`, {
    headers: { authorization: emu().demoKey },
    ...(signal ? { signal } : {}),
  })

/** The log entry of the last request, once the emulator has finished with it. */
function lastLogged() {
  return eventually(() => {
    const last = emu().state.requests().at(-1)
    if (!last) throw new Error('the request was never logged')
    return last
  })
}

describe('a request that is never answered', () => {
  it('waits, with no headers, until the client gives up, and is logged without an answer', async () => {
    emu().state.clearRequests()
    emu().state.setFaults([{ kind: 'hang', times: 1 }])
    await expect(teams(AbortSignal.timeout(300))).rejects.toThrow(/aborted|timeout/i)
    expect(await lastLogged()).toMatchObject({ path: '/v1/teams', status: 0 })
    // The rule is spent: the next request is answered.
    expect((await teams()).status).toBe(200)
  })

  it('is cut after holdMs when the client waits longer', async () => {
    emu().state.setFaults([{ kind: 'hang', holdMs: 100, times: 1 }])
    await expect(teams()).rejects.toThrow()
  })
})

/** Resolves once exactly `n` requests are held (they come and go in their own time). */
function held(n: number) {
  return until(() => emu().state.faults.held === n, `${n} requests to be held`)
}

describe('a request held until released', () => {
  it('is answered as usual once released, and not before', async () => {
    emu().state.setFaults([{ kind: 'hold', times: 2 }])
    let answered = 0
    const both = [teams(), teams()].map((p) => p.then((r) => (answered++, r)))
    await held(2)
    expect(answered).toBe(0)
    const release = await fetch(`${emu().baseUrl}/__control/faults/release`, { method: 'POST' })
    expect(await release.json()).toEqual({ ok: true, released: 2 })
    expect((await Promise.all(both)).map((r) => r.status)).toEqual([200, 200])
    expect(emu().state.faults.held).toBe(0)
  })

  it('is not handled when the client gives up first', async () => {
    const event = emu().state.events[0]!
    const before = emu().state.event(event.id)!.locations.length
    emu().state.setFaults([{ kind: 'hold', method: 'DELETE', times: 1 }])
    const location = emu()
      .state.event(event.id)!
      .locations.find((l) => !l.isDefault)!
    const controller = new AbortController()
    const gone = fetch(`${emu().baseUrl}/v1/events/${event.id}/locations/${location.id}`, {
      method: 'DELETE',
      headers: { authorization: emu().demoKey },
      signal: controller.signal,
    })
    await held(1)
    controller.abort()
    await expect(gone).rejects.toThrow()
    await held(0)
    expect(await lastLogged()).toMatchObject({ method: 'DELETE', status: 0 })
    expect(emu().state.event(event.id)!.locations).toHaveLength(before)
  })

  it('is let go when the rules change', async () => {
    emu().state.setFaults([{ kind: 'hold', times: 1 }])
    const waiting = teams()
    await held(1)
    emu().state.setFaults([])
    expect((await waiting).status).toBe(200)
  })
})

describe('an answer that stops partway', () => {
  it('sends the status, headers and first bytes, then nothing until the client gives up', async () => {
    emu().state.setFaults([{ kind: 'stall-body', chunkBytes: 10, times: 1 }])
    const controller = new AbortController()
    const response = await teams(controller.signal)
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(first.value?.byteLength).toBe(10)
    const next = reader.read()
    // A window in which more bytes would have come: "nothing" has no event to wait for.
    // A correct emulator passes however long it lasts; only a faulty one could slip through.
    setTimeout(() => controller.abort(), 200)
    await expect(next).rejects.toThrow()
    expect((await teams()).status).toBe(200)
  })

  it('is cut after holdMs: the body never completes', async () => {
    emu().state.setFaults([{ kind: 'stall-body', chunkBytes: 10, holdMs: 100, times: 1 }])
    const response = await teams()
    expect(response.status).toBe(200)
    await expect(response.text()).rejects.toThrow()
  })
})

describe('the rules', () => {
  it('accepts hang and stall-body, and refuses a negative hold', () => {
    expect(validateFaultRule({ kind: 'hang', holdMs: 5000 })).toBeNull()
    expect(validateFaultRule({ kind: 'stall-body', chunkBytes: 8 })).toBeNull()
    expect(validateFaultRule({ kind: 'hold', times: 3 })).toBeNull()
    expect(validateFaultRule({ kind: 'hang', holdMs: -1 })).toBe(
      'holdMs must be a non-negative integer',
    )
  })
})
