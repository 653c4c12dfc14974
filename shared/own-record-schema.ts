/**
 * The schema of a record keyed by IDs from outside (own-record.ts).
 */
import { z } from 'zod'
import { ownRecord } from './own-record'

/**
 * A record of `value`s as `z.record(key, value)` reads one, into a record
 * without a prototype, keeping a `__proto__` key.
 */
export function ownRecordSchema<S extends z.ZodType>(
  value: S,
  key: z.ZodType<string> = z.string(),
) {
  return z
    .custom<Record<string, unknown>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      'Expected an object',
    )
    .transform((input, ctx) => {
      const out = ownRecord<z.output<S>>()
      for (const [name, item] of Object.entries(input)) {
        const checkedKey = key.safeParse(name)
        const checked = value.safeParse(item)
        const issues = [
          ...(checkedKey.success ? [] : checkedKey.error.issues),
          ...(checked.success ? [] : checked.error.issues),
        ]
        for (const issue of issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [name, ...issue.path] })
        }
        if (checkedKey.success && checked.success) out[checkedKey.data] = checked.data
      }
      return out
    })
}
