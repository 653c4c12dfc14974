import { describe, expect, it } from 'vitest'
import { estimateText, servedSizeText } from './export-texts'

const quota = { usedToday: 0, dailyLimit: 10_000, remaining: 9_500 }

describe('estimateText', () => {
  it('prices an export at the page size asked when the service sends it', () => {
    expect(
      estimateText({
        pageSize: 100,
        servedPageSize: null,
        requestsPer1000: 10,
        extraRequests: 6,
        quota,
      }),
    ).toBe(
      "At 100 attendees a page, every 1,000 attendees take 10 requests (0.1 % of today's quota), " +
        'plus up to 6 to find the end of the list (the service gives no total). ' +
        "Left of today's quota: 9,500 of 10,000 requests.",
    )
  })

  it('says when the service sends fewer rows a page, and prices the export at them', () => {
    expect(
      estimateText({
        pageSize: 100,
        servedPageSize: 10,
        requestsPer1000: 100,
        extraRequests: 6,
        quota,
      }),
    ).toMatch(
      /^The service sends 10 rows a page, not the 100 asked: every 1,000 attendees take 100 requests \(1 % of today's quota\)/,
    )
  })

  it('leaves the quota out when it is unknown', () => {
    const text = estimateText({
      pageSize: 100,
      servedPageSize: 100,
      requestsPer1000: 10,
      extraRequests: 6,
      quota: null,
    })
    expect(text).toMatch(/^At 100 attendees a page, every 1,000 attendees take 10 requests, plus/)
    expect(text).not.toMatch(/quota/)
  })
})

describe('servedSizeText', () => {
  it('speaks only when the service sent another number than asked', () => {
    expect(servedSizeText(100, 10)).toBe('The service sent 10 rows a page, not the 100 asked.')
    expect(servedSizeText(100, 100)).toBeNull()
    expect(servedSizeText(100, null)).toBeNull()
  })
})
