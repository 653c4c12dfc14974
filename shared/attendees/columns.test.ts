import { describe, expect, it } from 'vitest'
import { attendeeSchema, type Attendee } from '../api/schemas'
import { SORTABLE_FIELDS } from '../api/filter-grammar'
import {
  BASE_COLUMNS,
  DEFAULT_VISIBLE_COLUMN_IDS,
  allColumns,
  collectCustomSlugs,
  columnById,
  resolveColumns,
  slugWords,
} from './columns'
import { isoUtc, looksLikeFormula, neutraliseCell, peopleTime } from './cell-format'

const sample: Attendee = attendeeSchema.parse({
  kind: 'attendee',
  url: 'https://api.example.com/v1/events/e/attendees/a',
  id: '0b9d2a8e-1c4f-4a7b-9e2d-3f5a6b7c8d9e',
  eventId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  profile: { firstName: 'Åsa', lastName: 'Söderström', country: 'Sweden', bio: '<p>Hi</p>' },
  customFieldsData: [
    { fieldSlug: 'dietary-requirements', value: 'Vegan' },
    { fieldSlug: 't-shirt-size', value: 'M' },
  ],
  disclaimers: [
    { id: 'd1', slug: 'privacy-policy', text: '<p>ok</p>', consentGiven: true },
    { id: 'd2', slug: 'marketing-emails', text: '<p>news</p>', consentGiven: false },
  ],
  ticketDetails: {
    ticketName: 'VIP Pass',
    addOns: [
      {
        id: 'x',
        name: 'Workshop Pass',
        sessions: [
          { id: 's1', name: 'A' },
          { id: 's2', name: 'B' },
        ],
      },
      { id: 'y', name: 'Dinner', sessions: [] },
    ],
  },
  source: {
    type: 'EMAIL',
    utmParams: { campaign: 'spring' },
    metadata: { device: 'mobile', n: 2 },
  },
  roles: ['ATTENDEE', 'SPEAKER'],
  unsubscribedNotificationDetails: [{ unsubscribeReason: 'Too many', categoryName: 'Marketing' }],
  createdAt: '2026-01-05T10:30:00+02:00',
  statusUpdatedAt: '2026-01-06T08:00:00Z',
})

const cell = (id: string, a: Attendee = sample) => columnById(id)!.value(a)

describe('attendee column model', () => {
  it('has one column per Attendee field, with unique ids and readable unique headers', () => {
    const ids = BASE_COLUMNS.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    const headers = BASE_COLUMNS.map((c) => c.header)
    expect(new Set(headers).size).toBe(headers.length)
    for (const field of [
      'kind',
      'url',
      'id',
      'eventId',
      'qrCodeImgUrl',
      'confirmationCode',
      'status',
      'createdBy',
    ]) {
      expect(ids).toContain(field)
    }
    for (const f of [
      'firstName',
      'lastName',
      'email',
      'company',
      'designation',
      'bio',
      'headline',
      'industry',
      'country',
      'phoneNumber',
      'profilePictureUrl',
    ]) {
      expect(ids).toContain(`profile.${f}`)
    }
    expect(columnById('profile.country')!.header).toBe('Profile · Country')
    expect(columnById('ticketDetails.ticketName')!.header).toBe('Ticket · Name')
  })

  it('gives each column a short grid label that still reads alone and is never repeated', () => {
    const labels = BASE_COLUMNS.map((c) => c.label)
    expect(new Set(labels).size).toBe(labels.length)
    expect(columnById('profile.firstName')!.label).toBe('First name')
    expect(columnById('ticketDetails.ticketName')!.label).toBe('Ticket')
    expect(columnById('source.type')!.label).toBe('Source')
    for (const c of BASE_COLUMNS) expect(c.label.length).toBeLessThanOrEqual(c.header.length)
  })

  it('names a custom field column by its slug in words', () => {
    expect(columnById('custom:dietary-requirements')!.label).toBe('Dietary requirements')
    expect(slugWords('t_shirt__size')).toBe('T shirt size')
    expect(slugWords('--')).toBe('--')
  })

  it('marks exactly the four sortable fields as sortable', () => {
    const sortable = BASE_COLUMNS.filter((c) => c.sortField).map((c) => c.sortField)
    expect(sortable.sort()).toEqual([...SORTABLE_FIELDS].sort())
  })

  it('shows lists compactly on one line', () => {
    expect(cell('roles')).toBe('ATTENDEE, SPEAKER')
    expect(cell('ticketDetails.addOns')).toBe('Workshop Pass (2 sessions); Dinner')
    expect(cell('disclaimers')).toBe('privacy-policy: yes; marketing-emails: no')
    expect(cell('unsubscribedNotificationDetails')).toBe('Marketing: Too many')
    expect(cell('source.metadata')).toBe('device=mobile; n=2')
  })

  it('writes instants in ISO 8601 UTC', () => {
    expect(cell('createdAt')).toBe('2026-01-05T08:30:00Z')
    expect(cell('statusUpdatedAt')).toBe('2026-01-06T08:00:00Z')
    expect(isoUtc('not a date')).toBe('not a date')
    expect(isoUtc('')).toBe('')
    // Milliseconds are kept, except .000; impossible dates stay as they came.
    expect(isoUtc('2026-01-05T10:30:00.250Z')).toBe('2026-01-05T10:30:00.250Z')
    // Years 0000–0099 are read as written (not as 19xx), whichever path runs.
    expect(isoUtc('0050-01-01T00:00:00.500Z')).toBe('0050-01-01T00:00:00.500Z')
    expect(isoUtc('0050-01-01T01:00:00.500+01:00')).toBe('0050-01-01T00:00:00.500Z')
    expect(isoUtc('0048-02-29T00:00:00+00:00')).toBe('0048-02-29T00:00:00Z')
    expect(isoUtc('0049-02-29T00:00:00+00:00')).toBe('0049-02-29T00:00:00+00:00')
    expect(isoUtc('2026-01-05T10:30:00.000Z')).toBe('2026-01-05T10:30:00Z')
    expect(isoUtc('2026-01-05T10:30:00.250+02:00')).toBe('2026-01-05T08:30:00.250Z')
    expect(isoUtc('2026-02-31T10:30:00.250Z')).toBe('2026-02-31T10:30:00.250Z')
    // Finer than milliseconds: kept to the last digit, as the service wrote it.
    expect(isoUtc('2026-01-05T10:30:55.71874Z')).toBe('2026-01-05T10:30:55.71874Z')
    expect(isoUtc('2026-01-05T12:30:55.718745+02:00')).toBe('2026-01-05T12:30:55.718745+02:00')
  })

  it('shows an instant for people to the second, in UTC', () => {
    expect(peopleTime('2026-01-05T10:30:55.71874Z')).toBe('2026-01-05 10:30:55 UTC')
    expect(peopleTime('2026-01-05T12:30:55+02:00')).toBe('2026-01-05 10:30:55 UTC')
    expect(peopleTime('soon')).toBe('soon')
  })

  it('gives every custom field slug met its own column, in first-seen order', () => {
    const slugs = collectCustomSlugs([
      sample,
      { ...sample, customFieldsData: [{ fieldSlug: 'badge', value: 'B' }] },
    ])
    expect(slugs).toEqual(['dietary-requirements', 't-shirt-size', 'badge'])
    expect(cell('custom:dietary-requirements')).toBe('Vegan')
    expect(cell('custom:badge')).toBe('')
    expect(columnById('custom:t-shirt-size')!.header).toBe('Custom · t-shirt-size')
    expect(allColumns(slugs)).toHaveLength(BASE_COLUMNS.length + 3)
  })

  it('tolerates missing nested objects and nulls', () => {
    const bare = attendeeSchema.parse({ id: 'x', profile: null, ticketDetails: null, roles: null })
    for (const c of BASE_COLUMNS) expect(typeof c.value(bare)).toBe('string')
  })

  it('resolves stored ids in order, dropping unknown and repeated ones', () => {
    expect(resolveColumns(['status', 'nope', 'status', 'custom:a']).map((c) => c.id)).toEqual([
      'status',
      'custom:a',
    ])
    expect(DEFAULT_VISIBLE_COLUMN_IDS.length).toBeGreaterThanOrEqual(6)
  })

  it('neutralises only formula-looking text', () => {
    expect(neutraliseCell('=1+2')).toBe("'=1+2")
    expect(neutraliseCell('Ann-Marie')).toBe('Ann-Marie')
    expect(looksLikeFormula('@x')).toBe(true)
    expect(looksLikeFormula('x@y')).toBe(false)
  })
})
