import { beforeAll, describe, expect, it } from 'vitest'
import {
  FILTERABLE_FIELDS,
  serializeFilter,
  type FilterCondition,
  type FilterField,
} from '@shared/api/filter-grammar'
import type { Attendee } from '@shared/api/schemas'
import { call, envelopeKeys, sortedKeys, useEmulator } from './harness'
import { attendeeClient, fieldValue, matches } from './attendee-client'

const COUNT = 60
const emu = useEmulator({ attendeesPerEvent: COUNT })
const { eventId, path, all } = attendeeClient(emu)

let everyone: Attendee[] = []
beforeAll(async () => {
  everyone = await all()
})

describe('attendee listing: data', () => {
  it('lists every attendee with every field of the API filled', () => {
    expect(everyone).toHaveLength(COUNT)
    const a = everyone[0]!
    for (const [k, v] of Object.entries(a.profile!)) {
      if (k !== 'bio' && k !== 'profilePictureUrl') expect(v, k).not.toBe('')
    }
    expect(a.customFieldsData!.length).toBeGreaterThan(0)
    expect(a.disclaimers!.length).toBeGreaterThan(0)
    expect(a.ticketDetails!.ticketName).toBeTruthy()
    expect(a.source!.utmParams).toBeTruthy()
    expect(a.eventId).toBe(eventId())
    expect(new Set(everyone.map((x) => x.status)).size).toBeGreaterThanOrEqual(3)
    expect(new Set(everyone.map((x) => x.profile!.country)).size).toBeGreaterThan(10)
  })

  it('includes names that start like spreadsheet formulas', () => {
    const firsts = everyone.map((a) => a.profile!.firstName!)
    for (const ch of ['=', '+', '-', '@'])
      expect(
        firsts.some((f) => f.startsWith(ch)),
        ch,
      ).toBe(true)
  })

  it('is the same data on every start with the same seed', async () => {
    const { startEmulator } = await import('../index')
    const other = await startEmulator({ attendeesPerEvent: COUNT })
    try {
      const r = await fetch(`${other.baseUrl}${path({ size: '100' })}`, {
        headers: { authorization: other.demoKey },
      })
      const body = (await r.json()) as { data: Attendee[] }
      const strip = (a: Attendee[]) => JSON.stringify(a).replaceAll(/127\.0\.0\.1:\d+/g, 'HOST')
      expect(strip(body.data)).toBe(strip(everyone))
    } finally {
      await other.close()
    }
  })
})

describe('attendee listing: filter grammar over HTTP', () => {
  function sampleConditions(): FilterCondition[] {
    const conds: FilterCondition[] = []
    const mid = everyone[Math.floor(COUNT / 2)]!
    for (const [field, ops] of Object.entries(FILTERABLE_FIELDS) as [
      FilterField,
      readonly string[],
    ][]) {
      const value = fieldValue(mid, field)
      const other = fieldValue(everyone[7]!, field)
      for (const op of ops) {
        if (op === 'between')
          conds.push({ field, op, value: [fieldValue(everyone[10]!, field), value] })
        else if (op === 'in') conds.push({ field, op, value: [value, other, 'No such value'] })
        else if (op === 'like' || op === 'not_like') {
          conds.push({ field, op: op, value: value.slice(1, 4).toUpperCase() })
        } else conds.push({ field, op: op as FilterCondition['op'], value })
      }
    }
    return conds
  }

  it('applies every field × operation of the table like the reference', async () => {
    const conds = sampleConditions()
    expect(conds.length).toBe(Object.values(FILTERABLE_FIELDS).flat().length)
    let informative = 0
    for (const c of conds) {
      const got = await all({ filter: serializeFilter([c]) })
      const want = everyone.filter((a) => matches(a, c))
      expect(
        got.map((a) => a.id),
        JSON.stringify(c),
      ).toEqual(want.map((a) => a.id))
      if (want.length > 0 && want.length < COUNT) informative++
    }
    // Guard against a vacuous pass: most samples must split the attendees.
    expect(informative).toBeGreaterThan(conds.length * 0.7)
  })

  it('compares instants, not strings, for dates', async () => {
    const a = everyone[20]!
    const shifted = new Date(Date.parse(a.createdAt!)).toISOString().replace('Z', '+00:00')
    const got = await all({ filter: `createdAt:eq:${shifted}` })
    expect(got.map((x) => x.id)).toEqual([a.id])
  })

  it('ANDs conditions', async () => {
    const conds: FilterCondition[] = [
      { field: 'status', op: 'in', value: ['REGISTERED', 'CHECKED_IN'] },
      { field: 'profile.lastName', op: 'not_like', value: 'e' },
    ]
    const got = await all({ filter: serializeFilter(conds) })
    expect(got.map((a) => a.id)).toEqual(
      everyone.filter((a) => conds.every((c) => matches(a, c))).map((a) => a.id),
    )
  })

  it('matches escaped separators and percent-encoded unicode literally', async () => {
    const tricky = 'Smith, Jones; Partners \\ Co: 100% Zoë'
    const target = everyone[33]!
    emu().state.patchAttendee(eventId(), target.id, { company: tricky })
    const f = serializeFilter([
      { field: 'profile.company', op: 'like', value: 'jones; partners \\ co: 100% zoë' },
    ])
    expect(f).toContain('\\;')
    expect((await all({ filter: f })).map((a) => a.id)).toEqual([target.id])
    // Hand-encoded, as any HTTP client might send it (%20 and + both mean space).
    const raw = 'profile.company:like:Smith\\,%20Jones\\;+Partners%20\\\\%20Co:%20100%25%20Zo%C3%AB'
    const r = await call(
      emu(),
      `/v1/events/${eventId()}/attendees?filter=${raw.replaceAll('\\', '%5C').replaceAll(':', '%3A')}`,
    )
    expect((r.body as { data: Attendee[] }).data.map((a) => a.id)).toEqual([target.id])
    const inList = serializeFilter([
      { field: 'profile.industry', op: 'in', value: ['Nope, not this', target.profile!.industry!] },
    ])
    expect((await all({ filter: inList })).length).toBeGreaterThan(0)
  })

  it.each([
    ['unknown field', 'profile.email:eq:x', /unknown filter field/],
    ['operation not allowed', 'status:like:REG', /not allowed on status/],
    ['between with one value', 'createdAt:between:2026-01-01', /exactly two/],
    ['bad date', 'updatedAt:gt:last week', /ISO 8601/],
    ['bad escape', 'profile.company:like:a\\b', /invalid escape/],
    ['no value part', 'status', /not of the form/],
  ])('answers %s with 400 and the bare envelope', async (_n, filter, message) => {
    const r = await call(emu(), path({ filter }))
    expect(r.status).toBe(400)
    expect(sortedKeys(r.body)).toEqual(envelopeKeys('bare'))
    expect((r.body as { description: string }).description).toMatch(message)
    expect((r.body as { errors: Record<string, string> }).errors.filter).toMatch(message)
  })

  it('refuses a repeated filter parameter', async () => {
    const r = await call(emu(), `${path()}filter=status:eq:X&filter=status:eq:Y`)
    expect(r.status).toBe(400)
  })
})
