import { describe, expect, it } from 'vitest'
import { otherSizeClause } from './page-size-text'

describe('otherSizeClause', () => {
  it('names the size the service sends, in the tense asked', () => {
    expect(otherSizeClause(10, 25, 'sends')).toBe(
      'The service sends 10 rows a page, not the 25 asked',
    )
    expect(otherSizeClause(1000, 2000, 'sent')).toBe(
      'The service sent 1,000 rows a page, not the 2000 asked',
    )
  })

  it('says nothing when the size is the one asked or not yet known', () => {
    expect(otherSizeClause(25, 25, 'sends')).toBeNull()
    expect(otherSizeClause(null, 25, 'sent')).toBeNull()
  })
})
