/**
 * The filter/sort grammar round trip.
 *
 * Typed conditions → the client's serialisation → percent-encoding → the
 * emulator's parser → results, checked against predicates evaluated here on the
 * unfiltered list. And the end-of-pages rules (docs/api-decisions.md, "End of
 * pages").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventSummary } from '@emulator'
import { NO_NOTES } from '@shared/api/read-notes'
import type { Attendee } from '@shared/api/schemas'
import type { FilterCondition, SortKey } from '@shared/api/filter-grammar'
import {
  caught,
  startTestEmulator,
  testContext,
  type RunningEmulator,
} from '@test-support/api-context'
import { listAttendeesPage, type AttendeeQuery } from './attendees'

let emu: RunningEmulator
let ev: EventSummary
let all: Attendee[]

async function readAll(query: Omit<AttendeeQuery, 'eventId'>, pageSize = 100): Promise<Attendee[]> {
  const ctx = testContext(emu)
  const items: Attendee[] = []
  for (let page = 1; ; page++) {
    const result = await listAttendeesPage(ctx, { eventId: ev.id, ...query, page, pageSize })
    items.push(...result.items)
    if (!result.hasNext) return items
  }
}

const TRICKY = {
  company: ['Smith; Jones, Ltd', 'Back\\slash & Co', 'Percent 100% / Slash? #1'],
  industry: ['A,B', 'C;D', 'E\\F'],
}

beforeAll(async () => {
  emu = await startTestEmulator({ attendeesPerEvent: 250 })
  ev = emu.events[0]!
  const first = await listAttendeesPage(testContext(emu), { eventId: ev.id, pageSize: 3 })
  first.items.forEach((a, i) => {
    emu.state.patchAttendee(ev.id, a.id, {
      company: TRICKY.company[i]!,
      industry: TRICKY.industry[i]!,
    })
  })
  all = await readAll({})
})
afterAll(() => emu.close())

const p = (a: Attendee) => a.profile ?? {}
const has = (text: string | null | undefined, needle: string) =>
  (text ?? '').toLowerCase().includes(needle.toLowerCase())
const ids = (list: Attendee[]) => list.map((a) => a.id).sort()

describe('attendee filters through the client and the emulator', () => {
  it('reads every attendee exactly once', () => {
    expect(all).toHaveLength(250)
    expect(new Set(all.map((a) => a.id)).size).toBe(250)
  })

  const cases: [string, () => FilterCondition[], (a: Attendee) => boolean][] = [
    [
      'in (countries)',
      () => [
        { field: 'profile.country', op: 'in', value: [p(all[0]!).country!, p(all[1]!).country!] },
      ],
      (a) => [p(all[0]!).country, p(all[1]!).country].includes(p(a).country),
    ],
    [
      'eq (status)',
      () => [{ field: 'status', op: 'eq', value: 'REGISTERED' }],
      (a) => a.status === 'REGISTERED',
    ],
    [
      'like, any case',
      () => [{ field: 'profile.lastName', op: 'like', value: 'AN' }],
      (a) => has(p(a).lastName, 'an'),
    ],
    [
      'not_like',
      () => [{ field: 'profile.company', op: 'not_like', value: 'e' }],
      (a) => !has(p(a).company, 'e'),
    ],
    [
      'between, inclusive',
      () => [
        {
          field: 'createdAt',
          op: 'between',
          value: [all[10]!.createdAt!, all[20]!.createdAt!].sort(),
        },
      ],
      (a) => {
        const [lo, hi] = [all[10]!.createdAt!, all[20]!.createdAt!]
          .map(Date.parse)
          .sort((x, y) => x - y)
        const t = Date.parse(a.createdAt!)
        return t >= lo! && t <= hi!
      },
    ],
    [
      'gt on a date-time with a zone offset',
      () => [{ field: 'updatedAt', op: 'gt', value: '2020-01-01T01:00:00+01:00' }],
      (a) => Date.parse(a.updatedAt!) > Date.parse('2020-01-01T00:00:00Z'),
    ],
    [
      'ANDed conditions',
      () => [
        { field: 'profile.firstName', op: 'like', value: 'a' },
        { field: 'status', op: 'in', value: ['REGISTERED', 'CHECKED_IN'] },
      ],
      (a) => has(p(a).firstName, 'a') && ['REGISTERED', 'CHECKED_IN'].includes(a.status!),
    ],
    [
      'semicolons and commas in a value',
      () => [{ field: 'profile.company', op: 'like', value: 'smith; jones,' }],
      (a) => has(p(a).company, 'smith; jones,'),
    ],
    [
      'a backslash in a value',
      () => [{ field: 'profile.company', op: 'like', value: 'back\\slash' }],
      (a) => has(p(a).company, 'back\\slash'),
    ],
    [
      '%, / ? # and spaces in a value',
      () => [{ field: 'profile.company', op: 'like', value: '100% / slash? #' }],
      (a) => has(p(a).company, '100% / slash? #'),
    ],
    [
      'list values holding , ; and \\',
      () => [{ field: 'profile.industry', op: 'in', value: [...TRICKY.industry] }],
      (a) => TRICKY.industry.includes(p(a).industry!),
    ],
  ]

  for (const [name, filter, predicate] of cases) {
    it(name, async () => {
      const expected = all.filter(predicate)
      const found = await readAll({ filter: filter() }, 50)
      expect(ids(found)).toEqual(ids(expected))
      if (name.includes('value')) expect(found.length).toBeGreaterThan(0)
    })
  }

  it('percent-encodes the whole filter value, spaces as %20', async () => {
    emu.state.clearRequests()
    await listAttendeesPage(testContext(emu), {
      eventId: ev.id,
      filter: [{ field: 'profile.company', op: 'like', value: 'a;b, c/d?e#f%' }],
    })
    expect(emu.state.requests()[0]!.query).toBe(
      'filter=profile.company%3Alike%3Aa%5C%3Bb%5C%2C%20c%2Fd%3Fe%23f%25&page=1&size=10',
    )
  })

  it('sorts by several keys, left to right', async () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
    const sort: SortKey[] = [
      { field: 'profile.lastName', direction: 'asc' },
      { field: 'createdAt', direction: 'desc' },
    ]
    const sorted = await readAll({ sort })
    expect(sorted).toHaveLength(250)
    for (let i = 1; i < sorted.length; i++) {
      const [a, b] = [sorted[i - 1]!, sorted[i]!]
      const byName = collator.compare(p(a).lastName!, p(b).lastName!)
      expect(byName).toBeLessThanOrEqual(0)
      if (byName === 0)
        expect(Date.parse(a.createdAt!)).toBeGreaterThanOrEqual(Date.parse(b.createdAt!))
    }
  })

  it('refuses a condition the grammar cannot express, without sending it', async () => {
    const before = emu.state.requests().length
    const wrongOp = await caught(() =>
      listAttendeesPage(testContext(emu), {
        eventId: ev.id,
        filter: [{ field: 'status', op: 'like', value: 'x' }],
      }),
    )
    expect(wrongOp.data).toMatchObject({
      kind: 'invalid-input',
      fieldErrors: { filter: expect.stringMatching(/not allowed on status/) },
    })
    const badDate = await caught(() =>
      listAttendeesPage(testContext(emu), {
        eventId: ev.id,
        filter: [{ field: 'createdAt', op: 'gt', value: 'yesterday' }],
      }),
    )
    expect(badDate.message).toMatch(/ISO 8601/)
    const notAList = await caught(() =>
      listAttendeesPage(testContext(emu), {
        eventId: ev.id,
        filter: [{ field: 'status', op: 'in', value: 'REGISTERED' }],
      }),
    )
    expect(notAList.data).toMatchObject({ kind: 'invalid-input' })
    const bigPage = await caught(() =>
      listAttendeesPage(testContext(emu), { eventId: ev.id, pageSize: 101 }),
    )
    expect(bigPage.data).toMatchObject({
      kind: 'invalid-input',
      fieldErrors: { pageSize: expect.any(String) },
    })
    expect(emu.state.requests().length).toBe(before)
  })
})

describe('end of pages (docs/api-decisions.md)', () => {
  for (const style of ['empty', 'missing', 'unchanged'] as const) {
    it(`stops on a full last page whose next is ${style}, without an extra request`, async () => {
      emu.state.setPageEndStyle(style)
      emu.state.clearRequests()
      const items = await readAll({}, 50)
      expect(ids(items)).toEqual(ids(all))
      expect(emu.state.requests()).toHaveLength(5)
    })
  }

  it('stops on a short page whose next is empty', async () => {
    emu.state.setPageEndStyle('empty')
    emu.state.clearRequests()
    expect(await readAll({}, 100)).toHaveLength(250)
    expect(emu.state.requests().map((r) => r.query)).toEqual([
      'page=1&size=100',
      'page=2&size=100',
      'page=3&size=100',
    ])
  })

  it('an empty result is one page with no next', async () => {
    const page = await listAttendeesPage(testContext(emu), {
      eventId: ev.id,
      filter: [{ field: 'profile.company', op: 'like', value: 'no company has this name' }],
    })
    expect(page).toEqual({
      items: [],
      page: 1,
      pageSize: 10,
      hasNext: false,
      servedPageSize: null,
      notes: NO_NOTES,
    })
  })
})
