/**
 * Whether a zod schema accepts a value as it is.
 *
 * A check compiled from the schema itself that walks the value without copying
 * it.
 *
 * Why: zod's parse builds a fresh copy of every object and array it accepts
 * (and two small allocations a field besides), and an export reads pages of
 * 100 attendees of 70-odd fields each. The readers here are plain shapes
 * (strings, numbers, booleans, nullish wrappers, arrays, records, loose
 * objects, a string's minimum length, and `.catch`, whose output is its
 * inner schema's when that accepts), for which zod's output holds the same
 * keys and values as its input. So a value that passes this check can be
 * used as it is, and only one that fails goes to zod, which reads it
 * tolerantly or says what is wrong. A schema with anything else in it (other
 * checks, refinements, transforms, defaults, unions, strict or stripping
 * objects) gets no check: every value goes to zod.
 *
 * The check is generated as JavaScript, one function per object, array and
 * record, as zod generates its own fast path: a walk through closures cost
 * more than half of what zod's parse costs. Where code cannot be generated
 * (a context that forbids it), there is no check either.
 *
 * Meant for values from JSON.parse (plain objects and arrays).
 * accepts-as-is.test.ts holds it to zod's verdict on generated values.
 */
import type { z } from 'zod'

type Check = (value: unknown) => boolean

/** The parts of zod's definitions read here; a definition with any other key is not understood. */
interface Def {
  type: string
  checks?: unknown[]
  innerType?: z.ZodType
  element?: z.ZodType
  shape?: Record<string, z.ZodType>
  catchall?: z.ZodType
  keyType?: z.ZodType
  valueType?: z.ZodType
}

/** A check's definition: only a string's minimum length is understood. */
interface CheckDef {
  check: string
  minimum?: number
}

const KEYS: Record<string, readonly string[]> = {
  string: ['type', 'checks'],
  number: ['type', 'checks'],
  boolean: ['type', 'checks'],
  unknown: ['type'],
  optional: ['type', 'innerType'],
  nullable: ['type', 'innerType'],
  array: ['type', 'element'],
  record: ['type', 'keyType', 'valueType'],
  object: ['type', 'shape', 'catchall'],
  catch: ['type', 'innerType', 'catchValue'],
}

/** The minimum length of a string whose only checks are minimum lengths; null for any other check. */
function minLength(checks: unknown[]): number | null {
  let min = 0
  for (const check of checks) {
    const def = (check as { _zod: { def: CheckDef } })._zod.def
    if (def.check !== 'min_length' || !Number.isSafeInteger(def.minimum)) return null
    min = Math.max(min, def.minimum!)
  }
  return min
}

function definition(schema: z.ZodType): Def | null {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def
  const allowed = KEYS[def.type]
  if (!allowed || Object.keys(def).some((key) => !allowed.includes(key))) return null
  if (!def.checks || def.checks.length === 0) return def
  return def.type === 'string' && minLength(def.checks) !== null ? def : null
}

const NOT_OBJECT = 'typeof v !== "object" || v === null || Array.isArray(v)'

/** Source of the generated functions; each container schema is one of them, called as f[i]. */
class Generator {
  readonly functions: string[] = []

  /** A boolean expression that is true when `x` (a local name) passes `schema`; null if unsupported. */
  test(schema: z.ZodType, x: string): string | null {
    const def = definition(schema)
    if (!def) return null
    switch (def.type) {
      case 'string': {
        const min = minLength(def.checks ?? [])!
        return min > 0
          ? `(typeof ${x} === "string" && ${x}.length >= ${min})`
          : `typeof ${x} === "string"`
      }
      case 'number':
        return `(typeof ${x} === "number" && Number.isFinite(${x}))`
      case 'boolean':
        return `typeof ${x} === "boolean"`
      case 'unknown':
        return 'true'
      case 'optional':
      case 'nullable': {
        const inner = this.test(def.innerType!, x)
        const empty = def.type === 'optional' ? 'undefined' : 'null'
        return inner && `(${x} === ${empty} || ${inner})`
      }
      case 'array': {
        const item = this.test(def.element!, 'x')
        return (
          item &&
          this.add(
            `if (!Array.isArray(v)) return false
for (let i = 0; i < v.length; i++) { const x = v[i]; if (!(${item})) return false }`,
            x,
          )
        )
      }
      case 'record': {
        // Keys of a parsed object are strings: only string keys without checks are understood.
        const item = this.test(def.valueType!, 'x')
        if (definition(def.keyType!)?.type !== 'string' || !item) return null
        return this.add(
          `if (${NOT_OBJECT}) return false
for (const k in v) { const x = v[k]; if (!(${item})) return false }`,
          x,
        )
      }
      case 'object':
        return this.object(def, x)
      case 'catch':
        // What the inner schema accepts, it gives back; the fallback is for what it refuses.
        return this.test(def.innerType!, x)
    }
    return null
  }

  /** Loose objects only: zod keeps their unknown keys, so its output holds what the input held. */
  private object(def: Def, x: string): string | null {
    if (!def.catchall || definition(def.catchall)?.type !== 'unknown') return null
    const lines = [`if (${NOT_OBJECT}) return false`, 'let x']
    for (const [key, field] of Object.entries(def.shape!)) {
      const test = this.test(field, 'x')
      if (!test) return null
      lines.push(`x = v[${JSON.stringify(key)}]; if (!(${test})) return false`)
    }
    return this.add(lines.join('\n'), x)
  }

  private add(body: string, x: string): string {
    this.functions.push(`function (v) {\n${body}\nreturn true\n}`)
    return `f[${this.functions.length - 1}](${x})`
  }
}

function compile(schema: z.ZodType): Check | null {
  const generator = new Generator()
  const root = generator.test(schema, 'value')
  if (!root) return null
  const source = `const f = [${generator.functions.join(',\n')}]
return function (value) { return ${root} }`
  try {
    // Generated from the schema's own definitions (keys quoted by JSON.stringify), never from data.
    return new Function(source)() as Check
  } catch {
    return null
  }
}

const compiled = new WeakMap<z.ZodType, Check | null>()

/**
 * True when `schema` would accept `value` and give back the same keys and values.
 *
 * False says nothing either way: parse with zod.
 */
export function acceptsAsIs(schema: z.ZodType, value: unknown): boolean {
  let check = compiled.get(schema)
  if (check === undefined) {
    check = compile(schema)
    compiled.set(schema, check)
  }
  return check !== null && check(value)
}
