import { describe, expect, it } from 'vitest'
import { reviewFacts } from './review-facts'

const plan = (changes: number, unchanged: number, problemRows: number) => ({
  lines: Array.from({ length: changes }),
  unchanged,
  problemRows,
})

describe('what a spreadsheet’s rows come to', () => {
  it('says each count there is, and none of those that are none', () => {
    expect(reviewFacts(plan(3, 12, 2))).toBe(
      '3 sessions would change; 12 rows already match the sessions as last seen and are left out; 2 rows cannot be used.',
    )
    expect(reviewFacts(plan(1, 0, 0))).toBe('1 session would change.')
    expect(reviewFacts(plan(0, 1, 0))).toBe(
      'No session would change; 1 row already matches the sessions as last seen and is left out.',
    )
    expect(reviewFacts(plan(0, 0, 2))).toBe('No session would change; 2 rows cannot be used.')
  })
})
