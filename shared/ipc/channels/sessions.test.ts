/** The renderer learns of a bad session ID from the channel schema, before any request. */
import { describe, expect, it } from 'vitest'
import { sessionChannels } from './sessions'

const input = sessionChannels['sessions:update'].input
const call = (sessionId: string) => ({
  workspaceId: 'w1',
  eventId: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b',
  sessionId,
  changes: { title: 'x' },
})

describe('sessions:update input', () => {
  it.each(['..', '.', ' .. ', '%2e%2e'])('refuses the session ID %j and says why', (id) => {
    const result = input.safeParse(call(id))
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['sessionId'])
    expect(result.error?.issues[0]?.message).toMatch(/^The session ID cannot be "/)
  })

  it('refuses an empty session ID', () => {
    const result = input.safeParse(call('  '))
    expect(result.error?.issues[0]?.message).toBe('Enter the session ID')
  })

  it('accepts any other session ID, trimmed', () => {
    expect(input.parse(call(' ...a ')).sessionId).toBe('...a')
  })
})
