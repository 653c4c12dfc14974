import { describe, expect, it } from 'vitest'
import { zoneFormat } from './zone-format'

describe('zoneFormat', () => {
  it('hands back the same formatter for the same locale, options and zone', () => {
    const a = zoneFormat('en-GB', { timeStyle: 'short' }, 'Asia/Kolkata')
    expect(zoneFormat('en-GB', { timeStyle: 'short' }, 'Asia/Kolkata')).toBe(a)
    expect(zoneFormat('en-GB', { timeStyle: 'short' }, 'UTC')).not.toBe(a)
    expect(zoneFormat('en-GB', { dateStyle: 'medium' }, 'Asia/Kolkata')).not.toBe(a)
  })

  it('formats in the zone it was asked for', () => {
    const time = Date.parse('2026-11-27T10:34:00Z')
    expect(zoneFormat('en-GB', { timeStyle: 'short' }, 'Asia/Kolkata').format(time)).toBe('16:04')
    expect(zoneFormat('en-GB', { timeStyle: 'short' }, 'UTC').format(time)).toBe('10:34')
  })
})
