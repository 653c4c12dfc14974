/**
 * Maps channel names to handlers.
 *
 * Every payload is validated with its channel's schema before a handler sees
 * it, every output is validated before it leaves (with its schema, or with the
 * lighter check its channel declares where the data was validated where it came
 * in), and every failure becomes serialisable AppErrorData. The same router
 * serves Electron's ipcMain (electron/main/shell) and the test harness.
 */
import type { z } from 'zod'
import { appError, toAppErrorData } from '@shared/errors'
import { fieldIssues, issuesSentence } from '@shared/schema-issues'
import {
  CANCEL_CHANNEL,
  channels,
  isChannelName,
  type ChannelName,
  type ChannelOutput,
} from '@shared/ipc/contract'
import { invokeEnvelopeSchema, type InvokeResult } from '@shared/ipc/envelope'
import type { ChannelDef } from '@shared/ipc/define'
import type { Logger } from '../logging/logger'
import type { CallContext, Operation } from '../writes/operation'

export type { CallContext }

export type Handler<C extends ChannelName> = Operation<C>

export type Handlers = { [C in ChannelName]: Handler<C> }

/** The handlers of one namespace's channels (`<namespace>:<function>`), as the contract names them. */
export type NamespaceHandlers<N extends string> = Pick<
  Handlers,
  Extract<ChannelName, `${N}:${string}`>
>

export interface Router {
  handle(raw: unknown): Promise<InvokeResult>
  /** Cancels every call in flight (window closed, app quitting). */
  cancelAll(): void
  /**
   * Resolves once every call in flight has ended.
   *
   * A write answered while the app closes is still recorded in the change
   * journal on its way back; the core closes the journal after this.
   */
  settled(): Promise<void>
}

/** What the router checks a channel's output with before it leaves. */
export type OutputChecks = { readonly [C in ChannelName]?: z.ZodType<ChannelOutput<C>> }

/**
 * The lighter output checks the channels declare (ChannelDef.sourceValidatedOutput),
 * by channel: the router's default.
 */
export const SOURCE_VALIDATED: OutputChecks = Object.fromEntries(
  Object.entries(channels).flatMap(([name, def]: [string, ChannelDef]) =>
    def.sourceValidatedOutput ? [[name, def.sourceValidatedOutput]] : [],
  ),
)

export function createRouter(
  handlers: Handlers,
  log: Logger,
  outputChecks: OutputChecks = SOURCE_VALIDATED,
): Router {
  const inFlight = new Map<string, AbortController>()
  const running = new Set<Promise<unknown>>()

  async function run(
    channel: ChannelName,
    payload: unknown,
    signal: AbortSignal,
  ): Promise<unknown> {
    const def = channels[channel]
    const parsed = def.input.safeParse(payload)
    if (!parsed.success) {
      throw appError(
        'invalid-input',
        `Some of the values given are not valid: ${issuesSentence(parsed.error, payload)}.`,
        { fieldErrors: fieldIssues(parsed.error, payload, def.formFields) },
      )
    }
    const handler = handlers[channel] as (input: unknown, context: CallContext) => Promise<unknown>
    const output = await handler(parsed.data, { signal })
    const checked = (outputChecks[channel] ?? def.output).safeParse(output)
    if (!checked.success) {
      log.error('handler returned a value that does not match its channel schema', {
        channel,
        problem: issuesSentence(checked.error, output),
      })
      throw appError(
        'internal',
        'Stagehand produced an unexpected result. The details are in the log file.',
      )
    }
    return checked.data
  }

  return {
    async handle(raw) {
      const envelope = invokeEnvelopeSchema.safeParse(raw)
      if (!envelope.success) {
        return { ok: false, error: toAppErrorData(appError('invalid-input', 'Malformed call.')) }
      }
      const { channel, callId, payload } = envelope.data
      if (channel === CANCEL_CHANNEL) {
        const target = (payload as { callId?: unknown } | null)?.callId
        if (typeof target === 'string') inFlight.get(target)?.abort()
        return { ok: true, value: null }
      }
      if (!isChannelName(channel)) {
        return {
          ok: false,
          error: toAppErrorData(appError('invalid-input', `Unknown call "${channel}".`)),
        }
      }
      const controller = new AbortController()
      inFlight.set(callId, controller)
      const call = run(channel, payload, controller.signal)
      running.add(call)
      try {
        return { ok: true, value: await call }
      } catch (error) {
        const data = toAppErrorData(error)
        if (data.kind === 'internal') log.error('call failed', { channel, error })
        return { ok: false, error: data }
      } finally {
        inFlight.delete(callId)
        running.delete(call)
      }
    },
    cancelAll() {
      for (const controller of inFlight.values()) controller.abort()
      inFlight.clear()
    },
    async settled() {
      await Promise.allSettled([...running])
    },
  }
}
