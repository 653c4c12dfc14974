import { describe, expect, it } from 'vitest'
import { createBridge, type AheadCall, type BridgeTransport } from './bridge'
import { CANCEL_CHANNEL } from './constants'
import { bridgeLayout } from './contract-layout'
import type { InvokeEnvelope, InvokeResult } from './envelope'

/** A transport that records each call and answers when the test says. */
function heldTransport() {
  const sent: InvokeEnvelope[] = []
  const pending = new Map<string, (result: InvokeResult) => void>()
  const transport: BridgeTransport = {
    invoke(envelope) {
      sent.push(envelope)
      if (envelope.channel === CANCEL_CHANNEL) return Promise.resolve({ ok: true, value: null })
      return new Promise((resolve) => pending.set(envelope.callId, resolve))
    },
    listen: () => () => undefined,
  }
  const answer = (channel: string, result: InvokeResult) => {
    const call = sent.find((e) => e.channel === channel && pending.has(e.callId))
    if (!call) throw new Error(`no ${channel} call waits`)
    pending.get(call.callId)!(result)
    pending.delete(call.callId)
  }
  const calls = (channel: string) => sent.filter((e) => e.channel === channel)
  return { transport, sent, answer, calls }
}

const firstScreen: AheadCall = { channel: 'app:firstScreen', input: { hash: '#/attendees' } }

describe('calls made ahead', () => {
  it('go out as the bridge is built, and the first call alike takes the answer', async () => {
    const t = heldTransport()
    const bridge = createBridge(t.transport, bridgeLayout, [firstScreen])
    expect(t.calls('app:firstScreen')).toHaveLength(1)
    t.answer('app:firstScreen', { ok: true, value: null })
    await expect(bridge.app.firstScreen({ hash: '#/attendees' })).resolves.toBeNull()
    expect(t.calls('app:firstScreen')).toHaveLength(1)
    // Taken once: the next call goes out anew.
    const again = bridge.app.firstScreen({ hash: '#/attendees' })
    expect(t.calls('app:firstScreen')).toHaveLength(2)
    t.answer('app:firstScreen', { ok: true, value: null })
    await again
  })

  it('are not taken by a call with other input', async () => {
    const t = heldTransport()
    const bridge = createBridge(t.transport, bridgeLayout, [firstScreen])
    const other = bridge.app.firstScreen({ hash: '#/sessions' })
    expect(t.calls('app:firstScreen').map((e) => e.payload)).toEqual([
      { hash: '#/attendees' },
      { hash: '#/sessions' },
    ])
    t.answer('app:firstScreen', { ok: true, value: null })
    t.answer('app:firstScreen', { ok: true, value: null })
    await other
  })

  it('give their failure to the call that takes them, and none to a page that never asks', async () => {
    const t = heldTransport()
    const failure = {
      kind: 'network',
      message: 'The service did not answer.',
      retryable: true,
    } as const
    const bridge = createBridge(t.transport, bridgeLayout, [
      firstScreen,
      { channel: 'workspaces:list', input: undefined },
    ])
    t.answer('app:firstScreen', { ok: false, error: failure })
    // Never asked: its failure must not surface as an unhandled rejection.
    t.answer('workspaces:list', { ok: false, error: failure })
    await expect(bridge.app.firstScreen({ hash: '#/attendees' })).rejects.toMatchObject({
      name: 'AppError',
      data: failure,
    })
  })

  it('are cancelled in main by the signal of the call that takes them', async () => {
    const t = heldTransport()
    const bridge = createBridge(t.transport, bridgeLayout, [firstScreen])
    const aheadId = t.calls('app:firstScreen')[0]!.callId
    const stop = new AbortController()
    const taken = bridge.app.firstScreen({ hash: '#/attendees' }, { signal: stop.signal })
    expect(t.calls(CANCEL_CHANNEL)).toEqual([])
    stop.abort()
    expect(t.calls(CANCEL_CHANNEL).map((e) => e.payload)).toEqual([{ callId: aheadId }])
    const cancelled = {
      kind: 'cancelled',
      message: 'The operation was cancelled.',
      retryable: false,
    } as const
    t.answer('app:firstScreen', { ok: false, error: cancelled })
    await expect(taken).rejects.toMatchObject({ data: cancelled })
  })

  it('are cancelled at once when the taker was cancelled before it asked', () => {
    const t = heldTransport()
    const bridge = createBridge(t.transport, bridgeLayout, [firstScreen])
    const stop = new AbortController()
    stop.abort()
    void bridge.app.firstScreen({ hash: '#/attendees' }, { signal: stop.signal }).catch(() => null)
    expect(t.calls(CANCEL_CHANNEL)).toHaveLength(1)
  })
})
