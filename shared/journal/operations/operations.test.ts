import { describe, expect, it } from 'vitest'
import { journalChangeSchema } from '../entry'
import { OPERATIONS, operationOf, recordedWrite, writeOf } from './index'
import { journalEntry } from '@test-support/journal-entries'

describe('the journal operations', () => {
  it('describe every operation the entry schema knows, and nothing else', () => {
    const names = journalChangeSchema.options.map((option) => option.shape.operation.value)
    expect(Object.keys(OPERATIONS).sort()).toEqual([...names].sort())
  })

  it('each record the writes of a channel of their own', () => {
    const channels = Object.values(OPERATIONS).map((op) => op.channel)
    expect(new Set(channels).size).toBe(channels.length)
    for (const op of Object.values(OPERATIONS)) expect(recordedWrite(op.channel)).toBe(op)
  })

  it("answer for an entry by its change's operation", () => {
    const entry = journalEntry()
    expect(operationOf(entry.change)).toBe(OPERATIONS['session-update'])
    expect(writeOf(entry)).toBe(OPERATIONS['session-update'])
    expect(operationOf(entry.change).summary(entry.change, false)).toBe('Title changed')
    expect(operationOf(entry.change).summary(entry.change, true)).toBe('Title set back')
  })

  it('refuse a channel no operation records', () => {
    expect(() => recordedWrite('speakers:get' as never)).toThrow(/no operation records/)
  })
})
