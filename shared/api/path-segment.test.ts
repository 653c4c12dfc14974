import { describe, expect, it } from 'vitest'
import { pathSegmentProblem } from './path-segment'

describe('pathSegmentProblem', () => {
  it.each(['.', '..', '%2e', '%2E%2e', '.%2e'])('refuses the dot segment %j', (value) => {
    expect(pathSegmentProblem('session ID', value)).toBe(
      `The session ID cannot be "${value}": a path segment of only dots would point the request at another resource.`,
    )
  })

  it('refuses an empty segment', () => {
    expect(pathSegmentProblem('session ID', '')).toBe('The session ID must not be empty.')
  })

  it.each(['...', 'a.b', '.hidden', 'session-1', '%2e%2e%2e'])('accepts %j', (value) => {
    expect(pathSegmentProblem('session ID', value)).toBeNull()
  })
})
