/** Registrations per day: days placed by date, counts by height. */
import { describe, expect, it } from 'vitest'
import { dayScales } from './PerDayLine'
import { sampleOverview } from './sample'

const start = (day: string) => Date.parse(`${day}T00:00:00Z`)

describe('the per-day line', () => {
  it('places each day by its date, so a day without registrations leaves a gap', () => {
    const { x } = dayScales(sampleOverview.perDay)
    const [left, right] = x.range() as [number, number]
    expect(x(start('2026-03-01'))).toBe(left)
    expect(x(start('2026-03-13'))).toBe(right)
    // 5 March is the fourth day listed but 4 of the 12 days in: no 4 March between.
    expect(x(start('2026-03-05'))).toBeCloseTo(left + ((right - left) * 4) / 12)
  })

  it('draws the busiest day highest and a count of 0 on the axis', () => {
    const { y } = dayScales(sampleOverview.perDay)
    const [axis, top] = y.range() as [number, number]
    expect(top).toBeLessThan(axis)
    expect(y(720)).toBe(top)
    expect(y(0)).toBe(axis)
    expect(y(360)).toBeCloseTo((axis + top) / 2)
  })
})
