import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { attendeeSchema, pageEnvelopeSchema, sessionSchema, uuidSchema } from '@shared/api/schemas'
import { acceptsAsIs } from './accepts-as-is'

const attendee = {
  kind: 'attendee',
  url: 'http://127.0.0.1/v1/events/e/attendees/a',
  id: 'a',
  eventId: 'e',
  profile: { firstName: 'Zoë', lastName: '李', email: 'z@example.com', country: null },
  customFieldsData: [{ fieldSlug: 'size', value: 'M' }],
  disclaimers: [{ id: 'd', slug: 'privacy', text: '<p>ok</p>', consentGiven: true }],
  socialLinks: { linkedin: '', twitter: null },
  ticketDetails: {
    ticketTypeId: 't',
    ticketName: 'General',
    addOns: [{ id: 'o', name: 'Lunch', sessions: [{ id: 's', name: 'Keynote' }] }],
  },
  status: 'REGISTERED',
  source: {
    type: 'SOCIAL',
    utmParams: { source: 'partner', extra: 1 },
    metadata: { device: 'mobile', nested: { deep: [1, 'x', null] } },
  },
  roles: ['ATTENDEE'],
  unsubscribedNotificationDetails: [],
  createdAt: '2026-01-05T09:30:00Z',
  unknownField: { kept: true },
}
const page = {
  pagination: { next: '/events/e/attendees?page=2', current: null },
  data: [attendee, { ...attendee, id: 'b', profile: null }],
}
const pageSchema = pageEnvelopeSchema(attendeeSchema)

/** Every path to a value inside `value` (objects and arrays included), the root excepted. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return []
  const keys: (string | number)[] = Array.isArray(value)
    ? value.map((_, i) => i)
    : Object.keys(value)
  return keys.flatMap((key) => {
    const path = [...prefix, key]
    return [path, ...paths((value as Record<string | number, unknown>)[key], path)]
  })
}

/** A deep copy of `value` with the value at `path` replaced (or removed, for `undefined`). */
function replaced(value: unknown, path: (string | number)[], next: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>
  let at = copy
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
  const last = path[path.length - 1]!
  if (next === undefined && !Array.isArray(at)) delete at[last]
  else at[last] = next
  return copy
}

const REPLACEMENTS: unknown[] = [undefined, null, 0, 1.5, '', 'text', true, [], {}, [1], { a: 1 }]

describe('acceptsAsIs', () => {
  it('accepts a page of attendees as zod does, and zod gives back the same value', () => {
    expect(acceptsAsIs(pageSchema, page)).toBe(true)
    expect(pageSchema.parse(page)).toEqual(page)
  })

  it('accepts a one-value change to the page exactly when zod reads it back unchanged', () => {
    let accepted = 0
    let refused = 0
    for (const path of paths(page)) {
      for (const next of REPLACEMENTS) {
        const value = replaced(page, path, next)
        const parsed = pageSchema.safeParse(value)
        const unchanged = parsed.success && isDeepStrictEqual(parsed.data, value)
        const where = `${path.join('.')} = ${JSON.stringify(next)}`
        const accepts = acceptsAsIs(pageSchema, value)
        // A hole in a list is not JSON: zod leaves an unreadable item out as such a hole, so
        // it reads one back unchanged where the check refuses it.
        const hole = next === undefined && typeof path.at(-1) === 'number'
        if (accepts || !hole) expect(accepts, where).toBe(unchanged)
        if (accepts) accepted++
        else refused++
      }
    }
    // Both verdicts were exercised many times over.
    expect(accepted).toBeGreaterThan(200)
    expect(refused).toBeGreaterThan(200)
  })

  it('refuses what is not the shape at all', () => {
    for (const value of [null, undefined, 'page', 3, [], [page], { data: 'x' }, { data: [1] }])
      expect(acceptsAsIs(pageSchema, value)).toBe(false)
  })

  it('gives no verdict for schemas whose output can differ from their input, or that check more', () => {
    const unsupported: [z.ZodType, unknown][] = [
      [uuidSchema, '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b'],
      [z.object({ a: z.string() }), { a: 'x', extra: 1 }],
      [z.strictObject({ a: z.string() }), { a: 'x' }],
      [z.number().int(), 3],
      [z.string().transform((s) => s.trim()), ' x '],
      [z.union([z.string(), z.number()]), 'x'],
      [z.string().min(1).max(5), 'x'],
      [
        z
          .string()
          .catch('x')
          .transform((s) => s.trim()),
        ' x ',
      ],
      [z.string().default('x'), 'y'],
      [z.looseObject({ when: z.iso.datetime() }), { when: '2026-01-05T09:30:00Z' }],
      // Sessions carry integers (capacity): checked by zod alone.
      [sessionSchema, { id: 's', totalCapacity: 10 }],
    ]
    for (const [schema, value] of unsupported) {
      expect(schema.safeParse(value).success).toBe(true)
      expect(acceptsAsIs(schema, value)).toBe(false)
    }
  })

  it('reads keys that need quoting in generated code', () => {
    const keys = ['we"ird', 'back\\slash', 'line\nbreak', '\u2028', '${x}', '__proto__']
    const schema = z.looseObject(Object.fromEntries(keys.map((k) => [k, z.string()])))
    const good = JSON.parse(JSON.stringify(Object.fromEntries(keys.map((k) => [k, 'v'])))) as object
    expect(acceptsAsIs(schema, good)).toBe(true)
    for (const key of keys) {
      const bad = JSON.parse(
        JSON.stringify(Object.fromEntries(keys.map((k) => [k, k === key ? 1 : 'v']))),
      ) as object
      expect(acceptsAsIs(schema, bad), key).toBe(false)
    }
  })

  it('checks every value of a record and every item of an array', () => {
    const schema = z.looseObject({
      tags: z.array(z.string()),
      counts: z.record(z.string(), z.number()),
    })
    expect(acceptsAsIs(schema, { tags: ['a', 'b'], counts: { a: 1, b: 2 } })).toBe(true)
    expect(acceptsAsIs(schema, { tags: ['a', 2], counts: { a: 1 } })).toBe(false)
    expect(acceptsAsIs(schema, { tags: ['a'], counts: { a: 1, b: 'two' } })).toBe(false)
    expect(acceptsAsIs(schema, { tags: ['a'], counts: [1] })).toBe(false)
  })
})
