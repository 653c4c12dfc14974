import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ownRecord, ownValue, withOwn, withoutOwn } from './own-record'
import { ownRecordSchema } from './own-record-schema'

const BUILT_IN = ['__proto__', 'constructor', 'toString', 'hasOwnProperty']

describe('records keyed by outside IDs', () => {
  it('finds only what was stored, for names Object.prototype has', () => {
    const record = ownRecord<number>()
    for (const name of BUILT_IN) expect(ownValue(record, name)).toBeUndefined()
    const filled = BUILT_IN.reduce((r, name, i) => withOwn(r, name, i), record)
    expect(BUILT_IN.map((name) => ownValue(filled, name))).toEqual([0, 1, 2, 3])
    expect(Object.getPrototypeOf(filled)).toBeNull()
    expect(Object.keys(withoutOwn(filled, '__proto__'))).toEqual(BUILT_IN.slice(1))
    // The copies leave the record they came from as it was.
    expect(Object.keys(record)).toEqual([])
  })

  it('keeps every key through a JSON round trip', () => {
    const schema = ownRecordSchema(z.number())
    const record = BUILT_IN.reduce((r, name, i) => withOwn(r, name, i), ownRecord<number>())
    const back = schema.parse(JSON.parse(JSON.stringify(record)))
    expect(Object.entries(back)).toEqual(BUILT_IN.map((name, i) => [name, i]))
    expect(Object.getPrototypeOf(back)).toBeNull()
  })

  it('refuses what z.record refuses, naming the member', () => {
    const schema = ownRecordSchema(z.number().min(0), z.string().min(2))
    const result = schema.safeParse({ ok: 1, bad: -1, x: 2 })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path)).toEqual([['bad'], ['x']])
    expect(schema.safeParse([1]).success).toBe(false)
    expect(schema.safeParse(null).success).toBe(false)
  })
})
