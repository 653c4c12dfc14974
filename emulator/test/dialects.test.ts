/**
 * The dialects other than `slow` over real HTTP: how each reads paging and
 * query parameters, and how `zuddl-docs` shapes resources and errors.
 */
import { describe, expect, it } from 'vitest'
import { makePng } from '@test-support/images'
import { startEmulator } from '../index'
import { call, envelopeKeys, multipartForm, sortedKeys, useEmulator } from './harness'

type Page = { data: { id: string }[]; pagination: Record<string, string> }
const ids = (r: { body: unknown }) => (r.body as Page).data.map((a) => a.id)
const attendees = (emu: ReturnType<ReturnType<typeof useEmulator>>, qs = '') =>
  call(emu, `/v1/events/${emu.events[0]!.id}/attendees${qs}`)

describe('choosing a dialect', () => {
  it('is documented by default and refuses an unknown name with the list of names', async () => {
    const emu = await startEmulator()
    expect(emu.state.snapshot().dialect).toBe('documented')
    await emu.close()
    await expect(startEmulator({ dialect: 'lenient' as never })).rejects.toThrow(
      'There is no emulator dialect "lenient". Choose one of: documented, zuddl-docs, fixed-pages, strict, slow.',
    )
  })
})

describe('fixed-pages', () => {
  const emu = useEmulator({ dialect: 'fixed-pages', attendeesPerEvent: 45 })

  it('holds 20 rows a page whatever size is asked for, the last page short', async () => {
    const all = ids(await attendees(emu(), '?page=1&size=100'))
    expect(all).toHaveLength(20)
    for (const qs of ['', '?size=5', '?pageSize=100', '?size=100&pageSize=3']) {
      expect(ids(await attendees(emu(), qs)), qs).toEqual(all)
    }
    const third = await attendees(emu(), '?page=3&size=100')
    expect(ids(third)).toHaveLength(5)
    expect((third.body as Page).pagination.next).toBe('')
    expect(ids(await attendees(emu(), '?page=2&size=5'))).not.toContain(all[0])
  })

  it('still refuses a bad page number', async () => {
    expect((await attendees(emu(), '?page=0')).status).toBe(400)
  })
})

describe('strict', () => {
  const emu = useEmulator({ dialect: 'strict', attendeesPerEvent: 30 })

  it('reads page, size, filter and sort, and refuses pageSize with 400 naming it', async () => {
    const ok = await attendees(
      emu(),
      '?page=2&size=7&filter=status%3Ain%3AREGISTERED&sort=createdAt%3Aasc',
    )
    expect(ok.status, ok.text).toBe(200)
    const r = await attendees(emu(), '?page=1&pageSize=7')
    expect(r.status).toBe(400)
    expect(sortedKeys(r.body)).toEqual(envelopeKeys('bare'))
    expect(r.body).toMatchObject({
      message: 'Unknown query parameter pageSize',
      errors: { pageSize: 'is not a query parameter of this endpoint' },
    })
  })

  it('names every unknown parameter, on every endpoint, after the key checks', async () => {
    const ev = emu().events[0]!
    const speaker = await call(
      emu(),
      `/v1/events/${ev.id}/speakers/${ev.speakerIds[0]}?expand=1&x=2`,
    )
    expect(speaker.status).toBe(400)
    expect(sortedKeys(speaker.body)).toEqual(envelopeKeys('full'))
    expect(Object.keys((speaker.body as { errors: object }).errors)).toEqual(['expand', 'x'])
    expect((await call(emu(), '/v1/teams?limit=5')).status).toBe(400)
    expect((await call(emu(), '/v1/teams?page=1&size=5')).status).toBe(200)
    expect((await call(emu(), '/v1/teams?limit=5', { key: null })).status).toBe(401)
    const sponsor = `/v1/events/${ev.id}/sponsors/${ev.sponsorIds[0]}/image?imageType=LOGO&crop=1`
    const upload = await call(emu(), sponsor, {
      method: 'POST',
      body: multipartForm([['file', makePng(320, 160)]]),
    })
    expect(upload.body).toMatchObject({ errors: { crop: expect.any(String) } })
    expect(Object.keys((upload.body as { errors: object }).errors)).toEqual(['crop'])
  })
})

describe('zuddl-docs', () => {
  const emu = useEmulator({ dialect: 'zuddl-docs', attendeesPerEvent: 25 })
  const link = (n: number) => `/v1/events/${emu().events[0]!.id}/attendees?page=${n}`

  it('gives a next link on every page, the last and past it included', async () => {
    const last = await attendees(emu(), '?page=3&size=10')
    expect(ids(last)).toHaveLength(5)
    expect((last.body as Page).pagination).toEqual({
      next: link(4),
      current: link(3),
      previous: link(2),
    })
    const past = await attendees(emu(), '?page=4&size=10')
    expect(ids(past)).toEqual([])
    expect((past.body as Page).pagination.next).toBe(link(5))
  })

  it('ignores pageSize: the default page size of 10 applies', async () => {
    expect(ids(await attendees(emu(), '?pageSize=25'))).toHaveLength(10)
    expect(ids(await attendees(emu(), '?size=25'))).toHaveLength(25)
  })

  it("shows the docs' values: numbers in custom fields and the example status values", async () => {
    type A = {
      status: string
      statusSource: string
      source: { type: string }
      customFieldsData: { fieldSlug: string; value: unknown }[]
    }
    const all = ((await attendees(emu(), '?size=25')).body as { data: A[] }).data
    const ages = all.flatMap((a) => a.customFieldsData.filter((f) => f.fieldSlug === 'age'))
    expect(ages).toHaveLength(9)
    for (const age of ages) expect(typeof age.value).toBe('number')
    expect(all.some((a) => a.statusSource === 'MANUAL_UPDATE')).toBe(true)
    expect(all.filter((a) => a.source.type === 'ZUDDL_API')).toHaveLength(9)
    expect(all.some((a) => a.status === 'REGISTERED')).toBe(true)
  })

  it('adds fields outside the contract to every resource', async () => {
    const ev = emu().events[0]!
    const extra = ['archived', 'extensions', 'labels', 'organizationId', 'revision']
    const has = (o: unknown) =>
      expect(Object.keys(o as object)).toEqual(expect.arrayContaining(extra))
    has(((await call(emu(), '/v1/teams')).body as Page).data[0])
    const attendee = ((await attendees(emu())).body as { data: { profile: object }[] }).data[0]!
    has(attendee)
    expect(attendee.profile).toHaveProperty('pronouns')
    has((await call(emu(), `/v1/events/${ev.id}/speakers/${ev.speakerIds[0]}`)).body)
    const stage = emu()
      .state.event(ev.id)!
      .locations.find((l) => l.type === 'STAGE')!
    const session = await call(emu(), `/v1/events/${ev.id}/sessions/${ev.sessionIds[0]}`, {
      method: 'PUT',
      json: { locationId: stage.id },
    })
    has(session.body)
    expect((session.body as { location: { type: string }[] }).location[0]!.type).toBe('STAGE')
    const pic = await call(emu(), `/v1/events/${ev.id}/speakers/${ev.speakerIds[0]}/pic`, {
      method: 'POST',
      body: multipartForm([['file', makePng(80, 80)]]),
    })
    has(pic.body)
    const logo = await call(
      emu(),
      `/v1/events/${ev.id}/sponsors/${ev.sponsorIds[0]}/image?imageType=LOGO`,
      {
        method: 'POST',
        body: multipartForm([['file', makePng(320, 160)]]),
      },
    )
    has(logo.body)
    const other = ev.locationIds.find((id) => id !== ev.defaultLocationId)!
    has((await call(emu(), `/v1/events/${ev.id}/locations/${other}`, { method: 'DELETE' })).body)
  })

  it('answers every error without code and params, on every endpoint', async () => {
    const ev = emu().events[0]!
    const errors = [
      await call(emu(), '/v1/teams', { key: null }),
      await call(emu(), `/v1/events/${ev.id}/speakers/00000000-0000-4000-8000-000000000000`),
      await call(emu(), `/v1/events/${ev.id}/sessions/${ev.sessionIds[1]}`, {
        method: 'PUT',
        json: { title: '' },
      }),
      await call(emu(), `/v1/events/${ev.id}/sponsors/${ev.sponsorIds[0]}/image?imageType=BANNER`, {
        method: 'POST',
        body: multipartForm([['file', makePng(320, 160)]]),
      }),
      await call(emu(), '/v1/no-such-endpoint'),
    ]
    expect(errors.map((r) => r.status)).toEqual([401, 404, 400, 400, 404])
    for (const r of errors) expect(sortedKeys(r.body), r.text).toEqual(envelopeKeys('bare'))
    expect(errors[2]!.body).toMatchObject({ errors: { title: 'must not be empty' } })
  })
})
