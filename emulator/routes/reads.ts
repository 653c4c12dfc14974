/**
 * The reads the service's public docs describe and the contract does not.
 *
 * `GET /v1/events`, `GET /v1/events/{eventId}`, `GET …/sessions`,
 * `GET …/sessions/{sessionId}`, `GET …/locations`, `GET …/sponsors/{sponsorId}`
 * and `GET …/attendees/{attendeeId}`, each READ scope (the attendee, as the
 * attendee list, with a Backend key only), lists
 * in the `{pagination, data}` envelope with `page` and `size` (at most 50),
 * shaped as docs.zuddl.com shows them: an event's title is `name` and its
 * days `startDate`/`endDate`; a location is `{kind, url, id, name, mapLink}`.
 * Only the `zuddl-docs` dialect offers them; elsewhere they are the unknown
 * route's 404, as on a service that has none.
 */
import type { Hono } from 'hono'
import { guard, type AppEnv } from '../http/guard'
import { pageEnvelope, parsePaging } from '../http/pagination'
import { ApiError } from '../http/errors'
import { notFound, requireEvent } from '../http/params'
import type { EventRecord } from '../model'
import { absolute, renderSession } from '../render'
import { served, servedAttendee } from '../dialect/docs-resources'
import { materializeAttendee } from '../seed/attendee-details'
import type { EmulatorState } from '../state'

/** The docs' page size limit for these lists. */
const MAX_DOCS_PAGE_SIZE = 50

function renderEvent(state: EmulatorState, event: EventRecord, base: string) {
  const team = state.teams.find((t) => t.id === event.teamId)
  return served(state, {
    kind: 'event',
    url: `${base}/v1/events/${event.id}`,
    id: event.id,
    name: event.name,
    teamName: team?.name ?? '',
    description: '',
    startDate: event.startDate,
    endDate: event.endDate,
    timezone: event.timezone,
    status: 'UPCOMING',
    type: 'EVENT',
    eventFormat: 'HYBRID',
  })
}

export function readRoutes(app: Hono<AppEnv>, state: EmulatorState, origin: (u: string) => string) {
  if (!state.dialect.docsReads) return
  const listGuard = guard(state, {
    scope: 'READ',
    backendOnly: false,
    envelope: 'bare',
    query: ['page', 'size'],
  })
  const oneGuard = guard(state, { scope: 'READ', backendOnly: false, envelope: 'bare' })

  /** One page of `all`, in the docs' envelope. */
  function page<T>(query: (n: string) => string | undefined, path: string, all: T[]) {
    const paging = parsePaging(query, { pageSizeParams: ['size'], fixedPageSize: null })
    if (paging.pageSize > MAX_DOCS_PAGE_SIZE) {
      throw new ApiError({
        status: 400,
        message: 'Invalid size',
        description: `size must be at most ${MAX_DOCS_PAGE_SIZE}, got ${paging.pageSize}.`,
      })
    }
    const start = (paging.page - 1) * paging.pageSize
    const data = all.slice(start, start + paging.pageSize)
    const { pageEndStyle, dialect } = state
    return pageEnvelope(path, paging, all.length, data, pageEndStyle, dialect.nextOnLastPage)
  }

  app.get('/v1/events', listGuard, (c) => {
    const base = origin(c.req.url)
    const events = state.events.map((e) => renderEvent(state, state.event(e.id)!, base))
    return c.json(page((n) => c.req.query(n), '/v1/events', events))
  })

  app.get('/v1/events/:eventId', oneGuard, (c) => {
    const event = requireEvent(state, c.req.param('eventId'))
    return c.json(renderEvent(state, event, origin(c.req.url)))
  })

  app.get('/v1/events/:eventId/sessions', listGuard, (c) => {
    const event = requireEvent(state, c.req.param('eventId'))
    const base = origin(c.req.url)
    const sessions = [...event.sessions]
      .sort((a, b) => a.startDateTime.localeCompare(b.startDateTime))
      .map((s) => served(state, renderSession(event, s, base)))
    return c.json(page((n) => c.req.query(n), `/v1/events/${event.id}/sessions`, sessions))
  })

  app.get('/v1/events/:eventId/sessions/:sessionId', oneGuard, (c) => {
    const event = requireEvent(state, c.req.param('eventId'))
    const sessionId = c.req.param('sessionId')
    const session = event.sessions.find((s) => s.id === sessionId)
    if (!session) throw notFound('SESSION_NOT_FOUND', 'Session', sessionId)
    return c.json(served(state, renderSession(event, session, origin(c.req.url))))
  })

  app.get('/v1/events/:eventId/sponsors/:sponsorId', oneGuard, (c) => {
    const event = requireEvent(state, c.req.param('eventId'))
    const sponsorId = c.req.param('sponsorId')
    const sponsor = event.sponsors.find((s) => s.id === sponsorId)
    if (!sponsor) throw notFound('SPONSOR_NOT_FOUND', 'Sponsor', sponsorId)
    const base = origin(c.req.url)
    return c.json(
      served(state, {
        kind: 'sponsor',
        url: `${base}/v1/events/${event.id}/sponsors/${sponsor.id}`,
        id: sponsor.id,
        name: sponsor.name,
        title: sponsor.name,
        description: '',
        websiteUrl: '',
        logoUrl: sponsor.logoUrl ? absolute(base, sponsor.logoUrl) : '',
        email: '',
        coverImageUrl: sponsor.coverUrl ? absolute(base, sponsor.coverUrl) : '',
        tier: { tierId: `tier-${sponsor.tier.toLowerCase()}`, tierName: sponsor.tier },
        booth: null,
      }),
    )
  })

  // The docs name it by registration: an attendee's `id` is its registration's.
  const attendeeGuard = guard(state, { scope: 'READ', backendOnly: true, envelope: 'bare' })
  app.get('/v1/events/:eventId/attendees/:attendeeId', attendeeGuard, (c) => {
    const event = requireEvent(state, c.req.param('eventId'))
    const attendeeId = c.req.param('attendeeId')
    const table = state.attendees(event.id)!
    const row = table.indexOf(attendeeId)
    if (row < 0) throw notFound('ATTENDEE_NOT_FOUND', 'Attendee', attendeeId)
    const base = origin(c.req.url)
    const body = table.renderJson(row, base, (i) =>
      servedAttendee(state, materializeAttendee(table, event, i, base), i),
    )
    return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), 200, {
      'content-type': 'application/json; charset=UTF-8',
    })
  })

  app.get('/v1/events/:eventId/locations', listGuard, (c) => {
    const event = requireEvent(state, c.req.param('eventId'))
    const base = origin(c.req.url)
    const locations = event.locations.map((l) =>
      served(state, {
        kind: 'location',
        url: `${base}/v1/events/${event.id}/locations/${l.id}`,
        id: l.id,
        name: l.name,
        mapLink: '',
      }),
    )
    return c.json(page((n) => c.req.query(n), `/v1/events/${event.id}/locations`, locations))
  })
}
