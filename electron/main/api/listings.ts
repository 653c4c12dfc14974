/**
 * The reads the service's docs describe beyond the contract: events, an
 * event's sessions and its locations, and one event, session, sponsor or attendee (docs/api-decisions.md, "Lists the
 * service may offer").
 *
 * Every page is read, 50 rows at a time (the docs' maximum), by the same end
 * rules as the attendees (shared/api/paging.ts); a record that cannot be read
 * is left out and counted in the notes, never told as "none".
 */
import type { z } from 'zod'
import { NO_NOTES, mergeNotes, type ReadNotes } from '@shared/api/read-notes'
import {
  nextPageNumber,
  pageHasNext,
  repeatedPageMessage,
  repeatsPrevious,
} from '@shared/api/paging'
import {
  PAGE_RECORDS,
  attendeeSchema,
  pageEnvelopeSchema,
  sessionSchema,
  type Attendee,
  type Session,
} from '@shared/api/schemas'
import {
  listedEventSchema,
  listedLocationSchema,
  listedSponsorSchema,
  type ListedEvent,
  type ListedLocation,
  type ListedSponsor,
} from '@shared/api/listed'
import { appError } from '@shared/errors'
import { pathId, send, sendRead, type ApiContext } from './context'
import { valueTellingNotes } from './read-body'

/** Rows asked for a page: the most the service's docs allow. */
export const LIST_PAGE_SIZE = 50
/** Guards against a service whose `next` never ends: 10,000 records. */
const MAX_LIST_PAGES = 200

export interface Listed<T> {
  items: T[]
  /** Requests the list took. */
  requests: number
  notes: ReadNotes
}

/** Every page of one list, each record once. */
export async function readList<S extends z.ZodType<{ id: string }>>(
  ctx: ApiContext,
  path: string,
  item: S,
  operation: string,
  signal?: AbortSignal,
): Promise<Listed<z.output<S>>> {
  const schema = pageEnvelopeSchema(item)
  const items: z.output<S>[] = []
  const seen = new Set<string>()
  let notes = NO_NOTES
  let previousIds: string[] | null = null
  let page = 1
  for (let requests = 1; requests <= MAX_LIST_PAGES; requests++) {
    const query = { page, size: LIST_PAGE_SIZE }
    const read = await sendRead(
      ctx,
      { method: 'GET', path, query, schema, recordsAt: PAGE_RECORDS, operation },
      signal,
    )
    const body = valueTellingNotes(ctx.config.onReadNotes, operation, read)
    notes = mergeNotes(notes, read.notes)
    const rows = body.data as z.output<S>[]
    const ids = rows.map((row) => row.id)
    if (repeatsPrevious(previousIds, ids)) {
      throw appError('invalid-response', repeatedPageMessage(page))
    }
    previousIds = ids
    for (const row of rows) {
      if (seen.has(row.id)) continue
      seen.add(row.id)
      items.push(row)
    }
    const next = body.pagination?.next
    if (!pageHasNext({ page, asked: LIST_PAGE_SIZE, count: rows.length, next })) {
      return { items, requests, notes }
    }
    page = nextPageNumber(next, page)!
  }
  throw appError(
    'invalid-response',
    `The service kept sending pages past ${MAX_LIST_PAGES * LIST_PAGE_SIZE} records, so Stagehand stopped reading this list.`,
  )
}

export const listEvents = (ctx: ApiContext, signal?: AbortSignal): Promise<Listed<ListedEvent>> =>
  readList(ctx, '/v1/events', listedEventSchema, 'list events', signal)

export const listSessions = (
  ctx: ApiContext,
  eventId: string,
  signal?: AbortSignal,
): Promise<Listed<Session>> =>
  readList(
    ctx,
    `/v1/events/${pathId('eventId', eventId)}/sessions`,
    sessionSchema,
    'list sessions',
    signal,
  )

/** One session (`GET …/sessions/{sessionId}`), as the docs show it: the contract's session. */
export const getSession = (
  ctx: ApiContext,
  eventId: string,
  sessionId: string,
  signal?: AbortSignal,
): Promise<Session> =>
  send(
    ctx,
    {
      method: 'GET',
      path: `/v1/events/${pathId('eventId', eventId)}/sessions/${pathId('sessionId', sessionId, false)}`,
      schema: sessionSchema,
      operation: 'read the session',
    },
    signal,
  )

/** One event (`GET /v1/events/{eventId}`), as the docs show it: an event of the list. */
export const getEvent = (
  ctx: ApiContext,
  eventId: string,
  signal?: AbortSignal,
): Promise<ListedEvent> =>
  send(
    ctx,
    {
      method: 'GET',
      path: `/v1/events/${pathId('eventId', eventId)}`,
      schema: listedEventSchema,
      operation: 'read the event',
    },
    signal,
  )

/**
 * One attendee (`GET …/attendees/{registrationId}`): the record the list gives.
 *
 * The docs name the path by registration; an attendee's `id` is its registration's.
 */
export const getAttendee = (
  ctx: ApiContext,
  eventId: string,
  attendeeId: string,
  signal?: AbortSignal,
): Promise<Attendee> =>
  send(
    ctx,
    {
      method: 'GET',
      path: `/v1/events/${pathId('eventId', eventId)}/attendees/${pathId('attendeeId', attendeeId, false)}`,
      schema: attendeeSchema,
      operation: 'read the attendee',
    },
    signal,
  )

/** One sponsor (`GET …/sponsors/{sponsorId}`), as the docs show it. */
export const getSponsor = (
  ctx: ApiContext,
  eventId: string,
  sponsorId: string,
  signal?: AbortSignal,
): Promise<ListedSponsor> =>
  send(
    ctx,
    {
      method: 'GET',
      path: `/v1/events/${pathId('eventId', eventId)}/sponsors/${pathId('sponsorId', sponsorId, false)}`,
      schema: listedSponsorSchema,
      operation: 'read the sponsor',
    },
    signal,
  )

export const listLocations = (
  ctx: ApiContext,
  eventId: string,
  signal?: AbortSignal,
): Promise<Listed<ListedLocation>> =>
  readList(
    ctx,
    `/v1/events/${pathId('eventId', eventId)}/locations`,
    listedLocationSchema,
    'list locations',
    signal,
  )
