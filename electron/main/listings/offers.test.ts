import { describe, expect, it } from 'vitest'
import { AppError, appError } from '@shared/errors'
import { createOffers, unofferedBy } from './offers'

const http = (status: number, extra: { code?: string; description?: string } = {}) =>
  new AppError({ kind: 'http', status, message: `answered ${status}`, retryable: false, ...extra })

describe('what a failed list says of the list', () => {
  it('takes "no such route" as a list the service does not offer', () => {
    for (const status of [404, 405, 501]) {
      expect(unofferedBy('sessions', http(status, { code: 'NOT_FOUND' }))?.why, `${status}`).toBe(
        'not-offered',
      )
    }
    expect(unofferedBy('events', http(404))?.sentence).toMatch(/does not list events/)
  })

  it("keeps a missing event the event's own failure, with a code or in words", () => {
    expect(unofferedBy('sessions', http(404, { code: 'EVENT_NOT_FOUND' }))).toBeNull()
    const bare = http(404, { description: 'No event with id 3f2b8c1e-…' })
    expect(unofferedBy('sessions', bare)).toBeNull()
  })

  it("keeps a missing session the session's own failure, not a missing read", () => {
    expect(unofferedBy('session', http(404, { code: 'SESSION_NOT_FOUND' }))).toBeNull()
    expect(unofferedBy('session', http(404, { description: 'No session with id s-1.' }))).toBeNull()
    expect(unofferedBy('session', http(404, { code: 'NOT_FOUND' }))?.why).toBe('not-offered')
  })

  it('takes a refusal of the key as refused, with the service’s words for Details', () => {
    const refused = unofferedBy('locations', http(403))
    expect(refused).toMatchObject({ why: 'refused', detail: 'answered 403' })
    expect(refused?.sentence).toMatch(/READ scope/)
    expect(refused?.sentence).not.toMatch(/403/)
  })

  it('leaves any other failure to be shown as it is', () => {
    expect(unofferedBy('events', http(500))).toBeNull()
    expect(unofferedBy('events', http(429))).toBeNull()
    expect(
      unofferedBy('events', appError('network', 'The service could not be reached.')),
    ).toBeNull()
    expect(unofferedBy('events', new Error('boom'))).toBeNull()
  })
})

describe('what a workspace was found not to offer', () => {
  it('is remembered per workspace and list, and forgotten on request', () => {
    const offers = createOffers()
    const what = unofferedBy('events', http(404))!
    offers.learn('w1', 'events', what)
    expect(offers.of('w1', 'events')).toEqual(what)
    expect(offers.of('w1', 'sessions')).toBeUndefined()
    expect(offers.of('w2', 'events')).toBeUndefined()
    expect(offers.offered('w1', 'events')).toBe(false)
    offers.learn('w1', 'events', null)
    expect(offers.of('w1', 'events')).toBeUndefined()
    expect(offers.offered('w1', 'events')).toBe(true)
    offers.learn('w1', 'sessions', what)
    offers.forget('w1')
    expect(offers.of('w1', 'sessions')).toBeUndefined()
  })
})
