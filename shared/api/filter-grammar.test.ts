import { describe, expect, it } from 'vitest'
import {
  FILTERABLE_FIELDS,
  SORTABLE_FIELDS,
  escapeValue,
  isFilterField,
  parseFilter,
  parseIsoInstant,
  parseSort,
  serializeFilter,
  serializeSort,
  type FilterCondition,
  type FilterField,
  type FilterOp,
  type SortKey,
} from './filter-grammar'

// A tiny deterministic generator so the "property" runs are reproducible.
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ALPHABET = [
  ...'abcXYZ019',
  ':',
  ';',
  ',',
  '\\',
  ' ',
  '%',
  '+',
  '&',
  '=',
  '/',
  '?',
  '#',
  'é',
  'ß',
  'Ø',
  '東',
  '京',
  '🎉',
  '\u00a0',
  '"',
  "'",
]
const TRICKY = [
  '',
  ':',
  '::',
  ';',
  ',',
  '\\',
  '\\\\',
  '\\;',
  'a\\,b',
  "O'Brien, Jr.; CEO",
  'C:\\temp\\new',
  '2025-03-01T10:00:00Z',
  'Zoë Ångström',
  '東京 🎉',
  '  spaced  ',
  '100%',
  'a+b=c&d',
]
const DATES = ['2025-01-01', '2025-03-01T09:00:00Z', '2025-03-01T09:00:00.123+02:00']

function randomString(rand: () => number): string {
  if (rand() < 0.3) return TRICKY[Math.floor(rand() * TRICKY.length)]!
  let s = ''
  const n = Math.floor(rand() * 12)
  for (let i = 0; i < n; i++) s += ALPHABET[Math.floor(rand() * ALPHABET.length)]!
  return s
}

function randomCondition(rand: () => number): FilterCondition {
  const fields = Object.keys(FILTERABLE_FIELDS) as FilterField[]
  const field = fields[Math.floor(rand() * fields.length)]!
  const ops: readonly FilterOp[] = FILTERABLE_FIELDS[field]
  const op = ops[Math.floor(rand() * ops.length)]!
  const isDate = field === 'createdAt' || field === 'updatedAt'
  const one = () => (isDate ? DATES[Math.floor(rand() * DATES.length)]! : randomString(rand))
  if (op === 'between') return { field, op, value: [one(), one()] }
  if (op === 'in')
    return { field, op, value: Array.from({ length: 1 + Math.floor(rand() * 4) }, one) }
  return { field, op, value: one() }
}

describe('filter grammar', () => {
  it('round-trips random conditions with tricky values (1000 runs)', () => {
    const rand = mulberry32(42)
    for (let run = 0; run < 1000; run++) {
      const conds = Array.from({ length: 1 + Math.floor(rand() * 4) }, () => randomCondition(rand))
      const text = serializeFilter(conds)
      const parsed = parseFilter(text)
      expect(parsed, text).toEqual({ ok: true, conditions: conds })
      // And through percent-encoding, as it travels in a URL.
      const url = new URL('http://127.0.0.1/x')
      url.searchParams.set('filter', text)
      expect(new URL(url.href).searchParams.get('filter')).toBe(text)
    }
  })

  it('takes the value as everything after the second colon', () => {
    expect(parseFilter('createdAt:gt:2025-03-01T10:00:00Z')).toEqual({
      ok: true,
      conditions: [{ field: 'createdAt', op: 'gt', value: '2025-03-01T10:00:00Z' }],
    })
    expect(parseFilter('profile.company:like:a:b:c')).toMatchObject({
      conditions: [{ value: 'a:b:c' }],
    })
  })

  it('splits lists and conditions only on unescaped separators', () => {
    const r = parseFilter('profile.country:in:A\\,B,C;profile.company:like:x\\;y\\\\')
    expect(r).toEqual({
      ok: true,
      conditions: [
        { field: 'profile.country', op: 'in', value: ['A,B', 'C'] },
        { field: 'profile.company', op: 'like', value: 'x;y\\' },
      ],
    })
  })

  it('takes unescaped commas literally in single-valued operations', () => {
    expect(parseFilter('profile.company:like:Acme, Inc')).toMatchObject({
      conditions: [{ value: 'Acme, Inc' }],
    })
  })

  it('escapes exactly backslash, semicolon and comma', () => {
    expect(escapeValue('a\\b;c,d:e')).toBe('a\\\\b\\;c\\,d:e')
  })

  it('accepts every field × operation of the table', () => {
    for (const [field, ops] of Object.entries(FILTERABLE_FIELDS)) {
      for (const op of ops) {
        const v = field.endsWith('At') ? '2025-01-01T00:00:00Z' : 'x'
        const value = op === 'between' ? `${v},${v}` : v
        expect(parseFilter(`${field}:${op}:${value}`).ok, `${field}:${op}`).toBe(true)
      }
    }
  })

  it.each([
    ['unknown field', 'email:eq:x', /unknown filter field "email"/],
    [
      'op not allowed on field',
      'status:like:REG',
      /"like" is not allowed on status; allowed: in, eq/,
    ],
    ['unknown op', 'createdAt:after:2025-01-01', /"after" is not allowed/],
    ['missing op', 'status', /not of the form/],
    ['missing value part', 'status:eq', /not of the form/],
    ['between with one value', 'createdAt:between:2025-01-01', /exactly two/],
    [
      'between with three values',
      'updatedAt:between:2025-01-01,2025-01-02,2025-01-03',
      /exactly two/,
    ],
    ['bad date', 'createdAt:gt:yesterday', /not an ISO 8601/],
    ['impossible date', 'createdAt:gt:2025-02-30', /not an ISO 8601/],
    ['invalid escape', 'profile.company:like:C:\\temp', /invalid escape/],
    ['lone trailing backslash', 'profile.company:like:abc\\', /lone/],
    ['stray semicolon', 'status:eq:X;', /empty filter condition/],
    ['case matters in field names', 'Status:eq:X', /unknown filter field/],
  ])('rejects %s', (_name, text, message) => {
    const r = parseFilter(text)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatch(message)
  })

  it('treats an empty filter as no conditions', () => {
    expect(parseFilter('')).toEqual({ ok: true, conditions: [] })
  })

  it('refuses to serialize conditions the grammar cannot express', () => {
    expect(() => serializeFilter([{ field: 'status', op: 'in', value: [] }])).toThrow()
    expect(() => serializeFilter([{ field: 'status', op: 'in', value: 'A' }])).toThrow()
    expect(() => serializeFilter([{ field: 'status', op: 'eq', value: ['A'] }])).toThrow()
    expect(() =>
      serializeFilter([{ field: 'createdAt', op: 'between', value: ['2025-01-01'] }]),
    ).toThrow()
  })

  it('knows its fields', () => {
    expect(isFilterField('profile.country')).toBe(true)
    expect(isFilterField('toString')).toBe(false)
  })
})

describe('ISO instants', () => {
  it.each([
    ['2025-03-01', Date.UTC(2025, 2, 1)],
    ['2025-03-01T10:00:00Z', Date.UTC(2025, 2, 1, 10)],
    ['2025-03-01T10:00Z', Date.UTC(2025, 2, 1, 10)],
    ['2025-03-01T10:00:00.5Z', Date.UTC(2025, 2, 1, 10, 0, 0, 500)],
    ['2025-03-01T12:00:00+02:00', Date.UTC(2025, 2, 1, 10)],
    ['2025-03-01T05:30:00-0430', Date.UTC(2025, 2, 1, 10)],
  ])('parses %s', (text, ms) => {
    expect(parseIsoInstant(text)).toBe(ms)
  })
  it.each(['', 'now', '2025-13-01', '2025-02-29', '2025-03-01T24:00:00Z', '1741000000000'])(
    'rejects %j',
    (text) => {
      expect(parseIsoInstant(text)).toBeNull()
    },
  )
})

describe('sort grammar', () => {
  it('round-trips every ordered combination of keys', () => {
    const rand = mulberry32(7)
    for (let run = 0; run < 200; run++) {
      const fields = [...SORTABLE_FIELDS].sort(() => rand() - 0.5)
      const keys: SortKey[] = fields
        .slice(0, 1 + Math.floor(rand() * fields.length))
        .map((field) => ({ field, direction: rand() < 0.5 ? 'asc' : 'desc' }))
      expect(parseSort(serializeSort(keys))).toEqual({ ok: true, keys })
    }
  })

  it('parses left to right', () => {
    expect(parseSort('profile.lastName:asc,createdAt:desc')).toEqual({
      ok: true,
      keys: [
        { field: 'profile.lastName', direction: 'asc' },
        { field: 'createdAt', direction: 'desc' },
      ],
    })
  })

  it.each([
    ['unknown field', 'profile.company:asc', /unknown sort field/],
    ['missing direction', 'createdAt', /must be <field>:asc or <field>:desc/],
    ['bad direction', 'createdAt:up', /must be/],
    ['extra part', 'createdAt:asc:x', /must be/],
    ['duplicate', 'createdAt:asc,createdAt:desc', /twice/],
    ['empty key', 'createdAt:asc,', /unknown sort field ""/],
  ])('rejects %s', (_name, text, message) => {
    const r = parseSort(text)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatch(message)
  })

  it('treats an empty sort as the default order', () => {
    expect(parseSort('')).toEqual({ ok: true, keys: [] })
  })
})
