/**
 * The pieces the response schemas are built from.
 *
 * One odd value never costs a whole answer (docs/api-decisions.md, "Reading
 * responses").
 *
 * An optional text field that holds a number, a boolean, an object or a list
 * keeps it as text (`textField`); an optional field of another kind that holds
 * something it cannot use is left out (`orLeftOut`); a list item that cannot
 * be read is left out of its list. Each is zod's `.catch`, so a value of the
 * expected type is read exactly as before, and `read-notes.ts` finds what was
 * changed by comparing the answer with what was read.
 */
import { z } from 'zod'

/** A value as text: numbers and booleans as they are written, objects and lists as compact JSON. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value)
  if (value === null || value === undefined) return ''
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** Optional text: absent, null or a string; any other value is read as its text. */
export const textField = () =>
  z
    .string()
    .nullish()
    .catch(({ value }) => asText(value))

/**
 * Optional yes/no: absent, null or a boolean; the text "true" or "false" (as
 * the service's own examples write a consent) is read as the boolean, and
 * anything else is left out.
 */
export const booleanField = () =>
  z
    .boolean()
    .nullish()
    .catch(({ value }) => (value === 'true' ? true : value === 'false' ? false : undefined))

/**
 * `schema`, or left out (undefined) when the value cannot be read with it.
 *
 * The type stays `schema`'s: read-notes.ts takes the holes out of lists, and
 * an object's optional field was allowed to be absent anyway.
 */
export const orLeftOut = <T extends z.ZodType>(schema: T) => schema.catch(undefined as z.output<T>)

/** A list that may be absent or null; items that cannot be read are left out of it. */
export const tolerantList = <T extends z.ZodType>(item: T) =>
  orLeftOut(z.array(orLeftOut(item)).nullish())

/** A list of text that may be absent or null; items of another type are read as their text. */
export const textList = () =>
  orLeftOut(z.array(z.string().catch(({ value }) => asText(value))).nullish())
