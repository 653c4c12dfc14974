/** Building blocks of the IPC contract: a channel is a pair of zod schemas. */
import type { z } from 'zod'

export interface ChannelDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  input: I
  output: O
  /**
   * A lighter check of the output.
   *
   * For a channel whose handler builds it only from data main already parsed
   * with the same schemas; the router uses it instead of `output`. Where it is
   * set, say why that holds.
   */
  sourceValidatedOutput?: z.ZodType<z.output<O>>
}

export function channel<I extends z.ZodType, O extends z.ZodType>(
  input: I,
  output: O,
  options: { sourceValidatedOutput?: z.ZodType<z.output<O>> } = {},
): ChannelDef<I, O> {
  return { input, output, ...options }
}
