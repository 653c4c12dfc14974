import { describe, expect, it } from 'vitest'
import { sessionHref, sessionIdFromHash } from './session-route'

describe('session route', () => {
  it('reads the open session from the hash and writes it back encoded', () => {
    expect(sessionIdFromHash('#/sessions')).toBeNull()
    expect(sessionIdFromHash('#/speakers/abc')).toBeNull()
    expect(sessionIdFromHash('#/sessions/sess-1')).toBe('sess-1')
    expect(sessionHref('a b/c')).toBe('#/sessions/a%20b%2Fc')
    expect(sessionIdFromHash(sessionHref('a b/c'))).toBe('a b/c')
    expect(sessionHref(null)).toBe('#/sessions')
    expect(sessionIdFromHash('#/sessions/%E0%A4%A')).toBeNull()
  })
})
