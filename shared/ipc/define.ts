/** Building blocks of the IPC contract: a channel is a pair of zod schemas. */
import { z } from 'zod'

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
  /**
   * The input member whose fields a form edits.
   *
   * The router keys the field errors under it by the form's own names
   * (`title`, not `changes.title`), so they reach the form's fields.
   */
  formFields?: string
}

export function channel<I extends z.ZodType, O extends z.ZodType>(
  input: I,
  output: O,
  options: { sourceValidatedOutput?: z.ZodType<z.output<O>>; formFields?: string } = {},
): ChannelDef<I, O> {
  return { input, output, ...options }
}

/** An object validated where it came in (by the API client): only its being an object is checked again. */
export const validatedObject = <T>() =>
  z.custom<T>((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
