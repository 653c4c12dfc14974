import { describe, expect, it } from 'vitest'
import { codeWords } from './cell-format'

describe('a code in words', () => {
  it('reads the service’s capital codes as words, and leaves other text alone', () => {
    expect(codeWords('REGISTERED')).toBe('Registered')
    expect(codeWords('CHECKED_IN')).toBe('Checked in')
    expect(codeWords('MANUAL_UPDATE')).toBe('Manual update')
    expect(codeWords('ZUDDL_API')).toBe('Zuddl API')
    expect(codeWords('Waitlisted')).toBe('Waitlisted')
    expect(codeWords('')).toBe('')
  })
})
