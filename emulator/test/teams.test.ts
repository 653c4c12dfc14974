import { describe, expect, it } from 'vitest'
import { pageEnvelopeSchema, teamSchema } from '@shared/api/schemas'
import { call, envelopeKeys, keyOf, sortedKeys, useEmulator } from './harness'

const emu = useEmulator()

describe('GET /v1/teams', () => {
  it('returns every active team, and no inactive one, in the pagination envelope', async () => {
    const r = await call(emu(), '/v1/teams')
    expect(r.status).toBe(200)
    const body = pageEnvelopeSchema(teamSchema).parse(r.body)
    const active = emu().teams.filter((t) => t.active)
    expect(emu().teams.some((t) => !t.active)).toBe(true)
    expect(body.data.map((t) => t.id)).toEqual(active.map((t) => t.id))
    expect(body.data[0]).toEqual({
      kind: 'team',
      url: `${emu().baseUrl}/v1/teams/${active[0]!.id}`,
      id: active[0]!.id,
      name: 'General',
      isGeneral: true,
    })
    expect(body.pagination).toEqual({ next: '', current: '/v1/teams?page=1', previous: '' })
  })

  it('is readable with any key that has READ, backend or not', async () => {
    for (const key of [keyOf(emu(), 'other', 'READ'), keyOf(emu(), 'backend', 'READ')]) {
      expect((await call(emu(), '/v1/teams', { key })).status).toBe(200)
    }
  })

  it('pages with page and size', async () => {
    const r = await call(emu(), '/v1/teams?page=2&size=4')
    const body = r.body as { data: { id: string }[]; pagination: unknown }
    expect(body.data.map((t) => t.id)).toEqual(
      emu()
        .teams.filter((t) => t.active)
        .slice(4, 8)
        .map((t) => t.id),
    )
    expect(body.pagination).toEqual({
      next: '',
      current: '/v1/teams?page=2',
      previous: '/v1/teams?page=1',
    })
  })

  it.each([
    ['missing key', null, 401, 'UNAUTHORIZED'],
    ['unknown key', 'shk_nope', 401, 'UNAUTHORIZED'],
  ])('refuses a %s with 401 and the full envelope', async (_n, key, status, code) => {
    const r = await call(emu(), '/v1/teams', { key })
    expect(r.status).toBe(status)
    expect(sortedKeys(r.body)).toEqual(envelopeKeys('full'))
    expect(r.body).toMatchObject({ code })
  })

  it('refuses a WRITE-only key with 403 INSUFFICIENT_SCOPE', async () => {
    const r = await call(emu(), '/v1/teams', { key: keyOf(emu(), 'backend', 'WRITE') })
    expect(r.status).toBe(403)
    expect(r.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE' })
  })

  it('answers unknown paths with a 404 envelope', async () => {
    const r = await call(emu(), '/v1/nothing-here')
    expect(r.status).toBe(404)
    expect(r.body).toMatchObject({ code: 'NOT_FOUND' })
  })
})
