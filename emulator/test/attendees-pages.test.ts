import { beforeAll, describe, expect, it } from 'vitest'
import { SORTABLE_FIELDS } from '@shared/api/filter-grammar'
import type { Attendee } from '@shared/api/schemas'
import { call, envelopeKeys, keyOf, sortedKeys, useEmulator } from './harness'
import { attendeeClient } from './attendee-client'

const COUNT = 60
const emu = useEmulator({ attendeesPerEvent: COUNT })
const { eventId, path, list, all } = attendeeClient(emu)

let everyone: Attendee[] = []
beforeAll(async () => {
  everyone = await all()
})

describe('attendee listing: sort', () => {
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
  const key = (a: Attendee, f: string) =>
    f === 'createdAt' || f === 'updatedAt'
      ? a[f]!
      : f === 'profile.lastName'
        ? a.profile!.lastName!
        : a.profile!.firstName!
  const cmp = (f: string, x: string, y: string) =>
    f.endsWith('At') ? Date.parse(x) - Date.parse(y) : collator.compare(x, y)

  it.each(SORTABLE_FIELDS.flatMap((f) => [`${f}:asc`, `${f}:desc`]))(
    'sorts by %s',
    async (sort) => {
      const [field, dir] = sort.split(':') as [string, string]
      const got = await all({ sort })
      expect(got).toHaveLength(COUNT)
      for (let i = 1; i < got.length; i++) {
        const d = cmp(field, key(got[i - 1]!, field), key(got[i]!, field))
        expect(dir === 'asc' ? d <= 0 : d >= 0).toBe(true)
      }
    },
  )

  it('applies keys left to right', async () => {
    const got = await all({ sort: 'profile.lastName:asc,createdAt:desc' })
    for (let i = 1; i < got.length; i++) {
      const [p, q] = [got[i - 1]!, got[i]!]
      const d = collator.compare(p.profile!.lastName!, q.profile!.lastName!)
      expect(d).toBeLessThanOrEqual(0)
      if (d === 0) expect(Date.parse(p.createdAt!)).toBeGreaterThanOrEqual(Date.parse(q.createdAt!))
    }
  })

  it.each([
    'profile.company:asc',
    'createdAt',
    'createdAt:sideways',
    'createdAt:asc,createdAt:desc',
  ])('answers %s with 400', async (sort) => {
    const r = await call(emu(), path({ sort }))
    expect(r.status).toBe(400)
    expect(sortedKeys(r.body)).toEqual(envelopeKeys('bare'))
  })
})

describe('attendee listing: pages', () => {
  const link = (n: number) => `/v1/events/${eventId()}/attendees?page=${n}`

  it('defaults to page 1 of 10', async () => {
    const body = await list({})
    expect(body.data.map((a) => a.id)).toEqual(everyone.slice(0, 10).map((a) => a.id))
    expect(body.pagination).toEqual({ next: link(2), current: link(1), previous: '' })
  })

  it('ends an exact multiple of size on a full page with no next', async () => {
    const body = await list({ page: '3', size: '20' })
    expect(body.data).toHaveLength(20)
    expect(body.pagination).toEqual({ next: '', current: link(3), previous: link(2) })
  })

  it('gives a short last page', async () => {
    const body = await list({ page: '9', size: '7' })
    expect(body.data.map((a) => a.id)).toEqual(everyone.slice(56).map((a) => a.id))
    expect(body.pagination!.next).toBe('')
  })

  it('gives an empty page past the end and for a filter that matches nothing', async () => {
    expect((await list({ page: '99' })).data).toEqual([])
    const none = await list({ filter: 'status:eq:NO_SUCH_STATUS' })
    expect(none.data).toEqual([])
    expect(none.pagination).toEqual({ next: '', current: link(1), previous: '' })
  })

  it('accepts size 100 and refuses 101, 0 and non-numbers with 400 naming the parameter', async () => {
    expect((await call(emu(), path({ size: '100' }))).status).toBe(200)
    for (const qs of [
      { size: '101' },
      { size: '0' },
      { size: 'ten' },
      { page: '0' },
      { page: '1.5' },
    ] as Record<string, string>[]) {
      const r = await call(emu(), path(qs))
      expect(r.status, JSON.stringify(qs)).toBe(400)
      expect(sortedKeys(r.body)).toEqual(envelopeKeys('bare'))
      expect(Object.keys((r.body as { errors: object }).errors)).toEqual(Object.keys(qs))
    }
  })

  it('does not read pageSize, a name the service does not know: the default size applies', async () => {
    const ids = (b: { data: { id: string }[] }) => b.data.map((a) => a.id)
    expect(ids(await list({ pageSize: '7' }))).toEqual(everyone.slice(0, 10).map((a) => a.id))
  })

  it('can leave next out or repeat the current link at the end (control)', async () => {
    emu().state.setPageEndStyle('missing')
    expect((await list({ page: '6' })).pagination).toEqual({ current: link(6), previous: link(5) })
    emu().state.setPageEndStyle('unchanged')
    expect((await list({ page: '6' })).pagination!.next).toBe(link(6))
    emu().state.setPageEndStyle('empty')
  })

  it('can ignore size and send next on every page, the last one included (control)', async () => {
    emu().state.setFixedPageSize(20)
    emu().state.setPageEndStyle('past-end')
    try {
      const second = await list({ page: '2', size: '25' })
      expect(second.data.map((a) => a.id)).toEqual(everyone.slice(20, 40).map((a) => a.id))
      expect(second.pagination!.next).toBe(link(3))
      const last = await list({ page: '3', size: '25' })
      expect(last.data).toHaveLength(20)
      expect(last.pagination).toEqual({ next: link(4), current: link(3), previous: link(2) })
      expect((await list({ page: '4', size: '25' })).pagination!.next).toBe(link(5))
      expect((await list({ page: '1', size: '25' })).pagination!.previous).toBe('')
    } finally {
      emu().state.setFixedPageSize(null)
      emu().state.setPageEndStyle('empty')
    }
  })
})

describe('attendee listing: errors use the bare envelope', () => {
  it.each([
    ['no key', { key: null }, 401],
    ['non-backend key', { key: 'other:READ' }, 403],
    ['WRITE-only key', { key: 'backend:WRITE' }, 403],
  ])('%s', async (_n, opts, status) => {
    const key =
      opts.key === null ? null : keyOf(emu(), ...(opts.key.split(':') as ['backend', string]))
    const r = await call(emu(), path(), { key })
    expect(r.status).toBe(status)
    expect(sortedKeys(r.body)).toEqual(envelopeKeys('bare'))
  })

  it('404 for an unknown event, 400 for a malformed event id', async () => {
    const unknown = await call(emu(), '/v1/events/00000000-0000-4000-8000-000000000000/attendees')
    expect(unknown.status).toBe(404)
    expect(sortedKeys(unknown.body)).toEqual(envelopeKeys('bare'))
    const bad = await call(emu(), '/v1/events/not-a-uuid/attendees')
    expect(bad.status).toBe(400)
    expect(sortedKeys(bad.body)).toEqual(envelopeKeys('bare'))
  })
})
