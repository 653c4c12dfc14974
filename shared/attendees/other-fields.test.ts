import { describe, expect, it } from 'vitest'
import { attendeeSchema } from '../api/schemas'
import { otherFields } from './other-fields'

describe('otherFields', () => {
  it('lists the fields the contract does not name, each value as text', () => {
    const attendee = attendeeSchema.parse({
      id: 'a',
      profile: { firstName: 'Ada' },
      loyaltyTier: 'gold',
      visits: 3,
      vip: false,
      badges: ['speaker', 'staff'],
      hotel: { name: 'Grand', nights: 2 },
      note: null,
    })
    expect(otherFields(attendee)).toEqual([
      { name: 'loyaltyTier', text: 'gold' },
      { name: 'visits', text: '3' },
      { name: 'vip', text: 'false' },
      { name: 'badges', text: '["speaker","staff"]' },
      { name: 'hotel', text: '{"name":"Grand","nights":2}' },
      { name: 'note', text: '' },
    ])
  })

  it('lists nothing for an attendee of known fields only', () => {
    expect(otherFields(attendeeSchema.parse({ id: 'a', status: 'REGISTERED', roles: [] }))).toEqual(
      [],
    )
  })
})
