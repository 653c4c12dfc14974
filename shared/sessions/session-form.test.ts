import { describe, expect, it } from 'vitest'
import { sessionUpdateSchema } from '../api/schemas'
import {
  TITLE_MAX,
  baselineFromState,
  baselineUnknown,
  formValuesFrom,
  sessionChanges,
  sessionFormSchema,
  type SessionBaseline,
  type SessionFormValues,
} from './session-form'
import { sessionDiff } from './session-diff'

const LOCATION = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b'

const known: SessionBaseline = baselineFromState({
  id: 's-1',
  title: 'Opening keynote',
  description: '<p>Welcome</p>',
  startDateTime: '2026-05-12T07:00:00Z',
  endDateTime: '2026-05-12T08:00:00Z',
  location: [{ locationId: LOCATION, locationName: 'Main Stage', type: 'STAGE' }],
  totalCapacity: 300,
  availableSpots: 300,
  externalRefId: 'SES-1',
  parentSessionId: null,
  tags: ['keynote', 'ai'],
})
const unknown = baselineFromState(null)

const valuesOf = (b: SessionBaseline, zone = 'Europe/Berlin'): SessionFormValues =>
  formValuesFrom(b, zone)

function errorsOf(b: SessionBaseline, v: SessionFormValues): Record<string, string> {
  const result = sessionFormSchema(b).safeParse(v)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('baseline and form values', () => {
  it('reads the last known session and shows its times in the chosen zone', () => {
    expect(known.locationId).toBe(LOCATION)
    expect(known.parentSessionId).toBeNull()
    const v = valuesOf(known)
    expect(v.start).toBe('2026-05-12T09:00')
    expect(v.end).toBe('2026-05-12T10:00')
    expect(v.totalCapacity).toBe('300')
    expect(v.tags).toEqual([{ value: 'keynote' }, { value: 'ai' }])
    expect(valuesOf(known, 'America/New_York').start).toBe('2026-05-12T03:00')
  })

  it('reads an online-only session, whose location has an empty ID, as having none', () => {
    const online = baselineFromState({
      id: 's-2',
      location: [{ locationId: '', locationName: 'Online' }],
    })
    expect(online.locationId).toBeNull()
    expect(sessionChanges(online, valuesOf(online))).toEqual({})
  })

  it('knows when nothing was ever seen', () => {
    expect(baselineUnknown(unknown)).toBe(true)
    expect(baselineUnknown(known)).toBe(false)
    expect(valuesOf(unknown).title).toBe('')
  })
})

describe('sessionChanges (the partial body)', () => {
  it('is empty when nothing changed, whatever the zone shown', () => {
    expect(sessionChanges(known, valuesOf(known))).toEqual({})
    expect(sessionChanges(known, valuesOf(known, 'America/New_York'))).toEqual({})
    expect(sessionChanges(unknown, valuesOf(unknown))).toEqual({})
  })

  it('holds only the changed fields, times in UTC across a DST change', () => {
    const v = {
      ...valuesOf(known),
      title: 'Keynote',
      start: '2026-03-28T23:00',
      end: '2026-03-29T04:00',
      tags: [{ value: 'ai' }, { value: 'keynote' }],
    }
    expect(sessionChanges(known, v)).toEqual({
      title: 'Keynote',
      startDateTime: '2026-03-28T22:00:00Z',
      endDateTime: '2026-03-29T02:00:00Z',
      tags: ['ai', 'keynote'],
    })
  })

  it('sends an empty unknown field as no change, and a typed one as a change', () => {
    const v = { ...valuesOf(unknown), externalRefId: 'EXT-9', totalCapacity: '0' }
    expect(sessionChanges(unknown, v)).toEqual({ externalRefId: 'EXT-9', totalCapacity: 0 })
  })

  it('clears a known description, trims tags, lower-cases a pasted location ID', () => {
    const v = {
      ...valuesOf(known),
      description: '',
      locationId: ` ${LOCATION.toUpperCase()} `,
      tags: [{ value: ' keynote ' }, { value: 'ai' }],
    }
    expect(sessionChanges(known, v)).toEqual({ description: '' })
  })

  it('never sends the deprecated availableSpots and always passes the body schema', () => {
    const v = { ...valuesOf(known), totalCapacity: '120' }
    const body = sessionChanges(known, v)
    expect(body).toEqual({ totalCapacity: 120 })
    expect(sessionUpdateSchema.safeParse(body).success).toBe(true)
  })
})

describe('sessionFormSchema', () => {
  it('accepts the unchanged form and a 500-character title', () => {
    expect(errorsOf(known, valuesOf(known))).toEqual({})
    expect(errorsOf(known, { ...valuesOf(known), title: 'x'.repeat(TITLE_MAX) })).toEqual({})
  })

  it('refuses a 501-character title with the body schema rule', () => {
    expect(errorsOf(known, { ...valuesOf(known), title: 'x'.repeat(501) })).toEqual({
      title: 'Title must be at most 500 characters',
    })
  })

  it('refuses an end before the start, also against a known start', () => {
    expect(errorsOf(known, { ...valuesOf(known), end: '2026-05-12T08:59' }).end).toBe(
      'The end must be after the start',
    )
    expect(
      errorsOf(unknown, {
        ...valuesOf(unknown),
        start: '2026-05-12T10:00',
        end: '2026-05-12T10:00',
      }).end,
    ).toBe('The end must be after the start')
  })

  it('refuses a negative or fractional capacity and a malformed location ID', () => {
    const e = errorsOf(known, { ...valuesOf(known), totalCapacity: '-1', locationId: 'hall-b' })
    expect(e.totalCapacity).toMatch(/whole number/)
    expect(e.locationId).toBe('Location must be a UUID (8-4-4-4-12 hex digits)')
    expect(errorsOf(known, { ...valuesOf(known), totalCapacity: '2.5' }).totalCapacity).toMatch(
      /whole number/,
    )
  })

  it('refuses duplicate and empty tags on the tag itself', () => {
    const e = errorsOf(known, {
      ...valuesOf(known),
      tags: [{ value: 'ai' }, { value: ' AI ' }, { value: '  ' }],
    })
    expect(e).toEqual({
      'tags.1.value': '“AI” is already a tag',
      'tags.2.value': 'A tag cannot be empty: type one or remove it',
    })
  })

  it('refuses clearing a known title or time, and an unknown zone', () => {
    const e = errorsOf(known, { ...valuesOf(known), title: ' ', start: '', timeZone: 'Nowhere' })
    expect(Object.keys(e).sort()).toEqual(['start', 'timeZone', 'title'])
  })
})

describe('sessionDiff', () => {
  it('shows old and new values, times in the zone, unknown where never seen', () => {
    const changes = {
      title: 'Keynote',
      startDateTime: '2026-03-28T22:00:00Z',
      externalRefId: 'EXT-9',
      tags: [],
    }
    expect(sessionDiff({ ...known, externalRefId: null }, changes, 'Europe/Berlin')).toEqual([
      { field: 'title', label: 'Title', before: 'Opening keynote', after: 'Keynote' },
      {
        field: 'startDateTime',
        label: 'Start',
        before: '2026-05-12 09:00 (Europe/Berlin, UTC+02:00)',
        after: '2026-03-28 23:00 (Europe/Berlin, UTC+01:00)',
      },
      { field: 'externalRefId', label: 'External reference', before: null, after: 'EXT-9' },
      { field: 'tags', label: 'Tags', before: 'keynote, ai', after: '(no tags)' },
    ])
  })
})
