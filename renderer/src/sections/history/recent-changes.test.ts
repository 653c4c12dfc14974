import { describe, expect, it } from 'vitest'
import { recentChangesText, weekAgo } from './recent-changes'

describe('recent changes', () => {
  it('asks for the last seven days', () => {
    expect(weekAgo(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-20T12:00:00.000Z')
  })

  it('counts in words, and says nothing for none', () => {
    expect(recentChangesText(0)).toBeNull()
    expect(recentChangesText(1)).toBe('Changed once this week')
    expect(recentChangesText(2)).toBe('Changed twice this week')
    expect(recentChangesText(3)).toBe('Changed 3 times this week')
  })
})
