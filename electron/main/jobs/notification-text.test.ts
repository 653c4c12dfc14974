import { describe, expect, it } from 'vitest'
import { notificationText } from './notification-text'

describe('notification text', () => {
  it('leaves no character a notification daemon reads as markup', () => {
    const safe = notificationText('<a href="https://example.com">Q&A</a> &amp; more.csv')
    expect(safe).not.toMatch(/[<>&]/)
    expect(safe).toBe('‹a href="https://example.com"›Q＆A‹/a› ＆amp; more.csv')
  })

  it('keeps plain text as it is, and changes nothing made safe already', () => {
    expect(notificationText('Speakers 2026.xlsx: 3 rows left out')).toBe(
      'Speakers 2026.xlsx: 3 rows left out',
    )
    const once = notificationText('<b>bold</b> & co')
    expect(notificationText(once)).toBe(once)
  })
})
