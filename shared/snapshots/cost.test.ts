import { describe, expect, it } from 'vitest'
import { snapshotCost } from './cost'

const quota = { dailyLimit: 10_000, remaining: 9_990 }
const pacing = { perSecond: 10, tokens: 0 }

describe('what a snapshot costs, said before it starts', () => {
  it('before the first, tells the cost per 1,000 attendees', () => {
    const cost = snapshotCost({ lastTotal: null, pageSize: 100, quota, pacing })
    expect(cost.requests).toBeNull()
    expect(cost.short).toBe('10 requests per 1,000 attendees')
    expect(cost.sentence).toBe(
      'It reads every page of the list: 10 requests for every 1,000 attendees (about 1 s at the current pace, 0.1 % of today’s quota), plus one that finds the end.',
    )
  })

  it('after one, counts the pages of the last total and one more', () => {
    const cost = snapshotCost({ lastTotal: 2_450, pageSize: 100, quota, pacing })
    expect(cost.requests).toBe(26)
    expect(cost.short).toBe('about 26 requests')
    expect(cost.sentence).toMatch(
      /^About 26 requests if the event still has about 2,450 attendees: .*, 0\.3 % of today’s quota\.$/,
    )
  })

  it('says when today’s quota will not cover it', () => {
    const cost = snapshotCost({
      lastTotal: 2_450,
      pageSize: 100,
      quota: { dailyLimit: 10_000, remaining: 20 },
      pacing,
    })
    expect(cost.sentence).toMatch(
      /Today’s quota will not cover it: it pauses when the quota is spent/,
    )
  })

  it('never counts what is left of the quota, which a sentence read once would fall behind', () => {
    for (const lastTotal of [null, 500])
      expect(snapshotCost({ lastTotal, pageSize: 100, quota, pacing }).sentence).not.toMatch(
        /left|9,990/,
      )
  })
})
