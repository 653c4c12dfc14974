import { describe, expect, it } from 'vitest'
import { fitPlan, fitRefusal } from './fit-plan'

describe('fitPlan', () => {
  it('tries the full size first, at falling quality', () => {
    const plan = fitPlan(4000, 3000, 'speaker-picture')
    expect(plan.slice(0, 3)).toEqual([
      { width: 4000, height: 3000, quality: 0.92 },
      { width: 4000, height: 3000, quality: 0.85 },
      { width: 4000, height: 3000, quality: 0.75 },
    ])
    expect(plan[3]).toEqual({ width: 3200, height: 2400, quality: 0.92 })
  })
  it('never goes below the minimum dimensions, and ends at them', () => {
    const plan = fitPlan(2160, 720, 'sponsor-cover')
    for (const step of plan) {
      expect(step.width).toBeGreaterThanOrEqual(1080)
      expect(step.height).toBeGreaterThanOrEqual(360)
    }
    expect(plan.at(-1)).toEqual({ width: 1080, height: 360, quality: 0.75 })
  })
  it('keeps the aspect where the minimum does not bind', () => {
    const plan = fitPlan(1000, 2000, 'sponsor-logo')
    const last = plan.at(-1)!
    expect(last.width).toBe(320)
    expect(last.height).toBe(640)
  })
  it('has nothing to try for a picture under the minimum', () => {
    expect(fitPlan(300, 300, 'sponsor-logo')).toEqual([])
    expect(fitRefusal(300, 300, 'sponsor-logo', 'WebP')).toBe(
      'WebP 300×300 px: sponsor logos must be at least 320×160 px, and converting cannot add detail',
    )
    expect(fitRefusal(320, 160, 'sponsor-logo', 'WebP')).toBeUndefined()
  })
})
