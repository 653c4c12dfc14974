/** Building blocks of the IPC contract: a channel is a pair of zod schemas. */
import type { z } from 'zod'

export interface ChannelDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  input: I
  output: O
}

export function channel<I extends z.ZodType, O extends z.ZodType>(
  input: I,
  output: O,
): ChannelDef<I, O> {
  return { input, output }
}
