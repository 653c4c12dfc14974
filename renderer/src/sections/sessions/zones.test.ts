import { describe, expect, it } from 'vitest'
import { COMPUTER_ZONE, sessionZone } from './zones'

describe('the zone a session’s times are shown in', () => {
  it('is the one chosen for the event, first', () => {
    expect(sessionZone('Asia/Tokyo', 'Europe/Berlin')).toBe('Asia/Tokyo')
  })

  it('is the event’s own where the service gave one the platform knows', () => {
    expect(sessionZone(null, 'Europe/Berlin')).toBe('Europe/Berlin')
  })

  it('is the computer’s where the event’s is none or not a zone name', () => {
    expect(sessionZone(null, null)).toBe(COMPUTER_ZONE)
    expect(sessionZone(undefined, 'UTC/IST')).toBe(COMPUTER_ZONE)
  })
})
