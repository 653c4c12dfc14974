/**
 * One bridge factory for the preload and the test harness.
 *
 * It turns a transport (send an envelope, receive events) into named domain
 * functions (`stagehand.teams.list(...)`). The renderer never sees a channel
 * name, an IpcRendererEvent or a generic invoke.
 */
import type { AppErrorData } from '../errors'
import type { BridgeLayout } from './layout'
import { CANCEL_CHANNEL } from './constants'
import type { ChannelInput, ChannelName, ChannelOutput, EventName, EventPayload } from './contract'
import type { InvokeEnvelope, InvokeResult } from './envelope'
import { handOver } from './hand-over'

export interface BridgeTransport {
  invoke(envelope: InvokeEnvelope): Promise<InvokeResult>
  /** Receives every main→renderer event; returns an unsubscribe function. */
  listen(listener: (name: string, payload: unknown) => void): () => void
}

export interface CallOptions {
  signal?: AbortSignal
}

type BridgeFunction<C extends ChannelName> =
  undefined extends ChannelInput<C>
    ? (input?: ChannelInput<C>, options?: CallOptions) => Promise<ChannelOutput<C>>
    : (input: ChannelInput<C>, options?: CallOptions) => Promise<ChannelOutput<C>>

export type StagehandBridge = {
  [D in keyof BridgeLayout]: {
    [F in keyof BridgeLayout[D]]: BridgeLayout[D][F] extends ChannelName
      ? BridgeFunction<BridgeLayout[D][F]>
      : never
  }
} & {
  events: {
    on<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void
  }
}

let callCounter = 0
function nextCallId(): string {
  callCounter += 1
  return `${Date.now().toString(36)}-${callCounter.toString(36)}`
}

/**
 * What a failed call rejects with.
 *
 * A plain object, not an Error, because Electron's contextBridge keeps only the
 * message of an Error crossing into the page; a plain object arrives whole. The
 * harness does the same, so the renderer sees one shape everywhere
 * (renderer/src/lib/errors.ts reads it).
 */
export interface BridgeFailure {
  name: 'AppError'
  message: string
  data: AppErrorData
}

/** What a call that failed with `data` rejects with. */
export function bridgeFailure(data: AppErrorData): BridgeFailure {
  return { name: 'AppError', message: data.message, data }
}

/** What a cancelled call rejects with. */
export function cancelledFailure(): BridgeFailure {
  return bridgeFailure({
    kind: 'cancelled',
    message: 'The operation was cancelled.',
    retryable: false,
  })
}

/** A call the bridge makes as it is built, before the page's code asks for it. */
export interface AheadCall {
  channel: ChannelName
  input: unknown
}

/**
 * The typed `window.stagehand` over `transport`.
 *
 * `layout` is the contract's (contract-layout.ts); the preload passes one
 * worked out from names put in at build time, to stay free of the schemas.
 *
 * The calls `ahead` go out at once, while the page still loads its scripts
 * (shared/first-screen.ts). The page's first call of the same channel with the
 * same input takes that answer, or its failure, and its signal cancels the call
 * as it would its own; later calls go out anew.
 */
export function createBridge(
  transport: BridgeTransport,
  layout: BridgeLayout,
  ahead: readonly AheadCall[] = [],
): StagehandBridge {
  async function call(
    channel: ChannelName,
    payload: unknown,
    options?: CallOptions,
  ): Promise<unknown> {
    const signal = options?.signal
    if (signal?.aborted) throw cancelledFailure()
    const callId = nextCallId()
    const onAbort = (): void => {
      void transport.invoke({ channel: CANCEL_CHANNEL, callId: nextCallId(), payload: { callId } })
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    try {
      const result = await transport.invoke({ channel, callId, payload })
      if (!result.ok) throw bridgeFailure(result.error)
      return result.value
    } finally {
      signal?.removeEventListener('abort', onAbort)
    }
  }

  const early = new Map<string, { answer: Promise<unknown>; stop: AbortController }>()
  const aheadKey = (channel: string, input: unknown) => `${channel}\n${JSON.stringify(input)}`
  for (const { channel, input } of ahead) {
    const stop = new AbortController()
    const answer = call(channel, input, { signal: stop.signal })
    // Not a failure of the page's until it asks for the answer.
    answer.catch(() => undefined)
    early.set(aheadKey(channel, input), { answer, stop })
  }
  const asked = (channel: ChannelName, input: unknown, options?: CallOptions) => {
    const key = early.size > 0 ? aheadKey(channel, input) : null
    const taken = key === null ? undefined : early.get(key)
    if (!taken) return call(channel, input, options)
    early.delete(key!)
    return handOver(taken.answer, taken.stop, options?.signal)
  }

  const bridge: Record<string, unknown> = {}
  for (const [domain, functions] of Object.entries(layout)) {
    const group: Record<string, unknown> = {}
    for (const [name, channel] of Object.entries(functions)) {
      group[name] = (input: unknown, options?: CallOptions) =>
        asked(channel as ChannelName, input, options)
    }
    bridge[domain] = Object.freeze(group)
  }
  bridge.events = Object.freeze({
    on(name: string, listener: (payload: unknown) => void) {
      return transport.listen((eventName, payload) => {
        if (eventName === name) listener(payload)
      })
    },
  })
  return Object.freeze(bridge) as StagehandBridge
}
