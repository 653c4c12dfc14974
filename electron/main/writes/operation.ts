/**
 * One operation main runs for a caller: the window through IPC, or main itself.
 *
 * The IPC router calls handlers of this shape, and the service's writes
 * (service-writes.ts) have it too, so the change journal records a write the
 * same way whoever asked for it.
 */
import type { z } from 'zod'
import type { ChannelName, ChannelOutput, Channels } from '@shared/ipc/contract'

export interface CallContext {
  /** Fires when the caller cancels the call. */
  signal: AbortSignal
  /**
   * Awaited just before a write's first request leaves (after its checks, the
   * quota and the pacing): the change journal records the write's intent there.
   */
  beforeWrite?: () => Promise<void>
}

/** The operation behind channel `C`: its checked input in, its answer out. */
export type Operation<C extends ChannelName> = (
  input: z.output<Channels[C]['input']>,
  context: CallContext,
) => Promise<ChannelOutput<C>>
