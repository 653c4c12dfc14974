import { describe, expect, it } from 'vitest'
import { nearestInTime } from './timeline-keys'

describe('nearestInTime', () => {
  it('picks the start nearest the minute, the earlier on a tie, and none of nothing', () => {
    expect(nearestInTime(540, [480, 630])).toBe(0)
    expect(nearestInTime(600, [660, 540])).toBe(1)
    expect(nearestInTime(600, [700, 600, 500])).toBe(1)
    expect(nearestInTime(600, [])).toBe(-1)
  })
})
