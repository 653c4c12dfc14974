import { describe, expect, it } from 'vitest'
import { pendingKey, pendingRemovals } from './pending-removals'

describe('pending removals', () => {
  it('replaces the set on every change, so a list filtered on it is computed again', () => {
    const before = pendingRemovals.current()
    const key = pendingKey('w/e/speaker', 'a')
    pendingRemovals.add([key])
    const during = pendingRemovals.current()
    expect(during).not.toBe(before)
    expect(during.has(key)).toBe(true)
    pendingRemovals.drop([key])
    expect(pendingRemovals.current().has(key)).toBe(false)
    expect(during.has(key)).toBe(true)
  })

  it('keeps scopes apart: the same ID of another event or kind is not hidden', () => {
    pendingRemovals.add([pendingKey('w/e1/speaker', 'a')])
    expect(pendingRemovals.current().has(pendingKey('w/e2/speaker', 'a'))).toBe(false)
    expect(pendingRemovals.current().has(pendingKey('w/e1/sponsor', 'a'))).toBe(false)
    pendingRemovals.drop([pendingKey('w/e1/speaker', 'a')])
  })
})
