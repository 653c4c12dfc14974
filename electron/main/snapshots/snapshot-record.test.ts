import { describe, expect, it } from 'vitest'
import { readSnapshotRecord, utcDay } from './snapshot-record'

describe('reading an attendee for a snapshot', () => {
  it('keeps the fields the grid can show', () => {
    const record = readSnapshotRecord({
      id: 'a1',
      profile: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        company: 'Engines',
        designation: 'Analyst',
        industry: 'Computing',
        country: 'United Kingdom',
        bio: 'not kept',
      },
      status: 'CHECKED_IN',
      statusSource: 'APP',
      ticketDetails: { ticketName: 'VIP', promoCode: 'not kept' },
      customFieldsData: [{ fieldSlug: 'diet', value: 'vegan' }],
      createdAt: '2026-02-28T23:30:00-02:00',
      updatedAt: '2026-03-02T10:00:00Z',
    })
    expect(record).toEqual({
      id: 'a1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Engines',
      designation: 'Analyst',
      industry: 'Computing',
      country: 'United Kingdom',
      status: 'CHECKED_IN',
      statusSource: 'APP',
      ticketName: 'VIP',
      createdAt: '2026-02-28T23:30:00-02:00',
      updatedAt: '2026-03-02T10:00:00Z',
      day: '2026-03-01',
      customFields: [{ fieldSlug: 'diet', value: 'vegan' }],
    })
  })

  it('reads odd records leniently: missing or odd fields are not given', () => {
    const odd = readSnapshotRecord({
      id: 42,
      profile: ['not', 'an', 'object'],
      status: null,
      statusSource: { nested: true },
      ticketDetails: 'VIP',
      customFieldsData: [
        null,
        'text',
        { fieldSlug: 'size', value: 9 },
        { fieldSlug: 'size', value: 'L' },
        { fieldSlug: '', value: 'no field' },
        { fieldSlug: 'empty', value: '' },
        { value: 'no slug' },
        { fieldSlug: 'flag', value: true },
      ],
      createdAt: 'yesterday',
    })
    expect(odd).toMatchObject({
      id: '42',
      firstName: '',
      email: '',
      country: '',
      status: '',
      statusSource: '',
      ticketName: '',
      createdAt: 'yesterday',
      updatedAt: '',
      day: '',
      customFields: [
        { fieldSlug: 'size', value: '9' },
        { fieldSlug: 'flag', value: 'true' },
      ],
    })
    expect(readSnapshotRecord({ id: 'a2', customFieldsData: { diet: 'vegan' } })).toMatchObject({
      id: 'a2',
      customFields: [],
    })
  })

  it('leaves out a record without an ID, and never throws', () => {
    for (const record of [null, undefined, 'a1', 7, [], {}, { id: '' }, { id: null }])
      expect(readSnapshotRecord(record)).toBeNull()
  })

  it('takes the UTC day of a time, and none of text that is not one', () => {
    expect(utcDay('2026-03-01T23:59:59.999Z')).toBe('2026-03-01')
    expect(utcDay('2026-03-01T23:00:00-05:00')).toBe('2026-03-02')
    expect(utcDay('')).toBe('')
    expect(utcDay('not a time')).toBe('')
  })
})
