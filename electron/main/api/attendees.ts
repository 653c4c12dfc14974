/**
 * One page of the attendees of an event (`GET .../attendees`).
 *
 * The filter and sort grammar is shared/api/filter-grammar.ts. Callers that
 * need every page (the CSV export) loop over `listAttendeesPage` themselves:
 * the envelope's links drop filter and sort, so they are never followed, only
 * read to decide whether there is a next page. The service may send another
 * number of rows a page than asked; the paging rules of shared/api/paging.ts
 * decide (docs/api-decisions.md, "End of pages").
 */
import { z } from 'zod'
import {
  PAGE_RECORDS,
  attendeeSchema,
  pageEnvelopeSchema,
  type Attendee,
} from '@shared/api/schemas'
import type { ReadNotes } from '@shared/api/read-notes'
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PAGE_SIZE_PARAM,
  parseFilter,
  parseSort,
  serializeFilter,
  serializeSort,
  type FilterCondition,
  type SortKey,
} from '@shared/api/filter-grammar'
import { appError } from '@shared/errors'
import { pathId, sendForBytes, sendRead, type ApiContext } from './context'
import { parseBodyBytes } from './http-client'
import { readBody, type ReadResult } from './read-body'
import { peekJsonBytes } from './json-bytes'
import { pageHasNext, servedPageSize } from '@shared/api/paging'

export interface AttendeeQuery {
  eventId: string
  filter?: readonly FilterCondition[]
  sort?: readonly SortKey[]
  /** 1-based; default 1. */
  page?: number
  /** Default 10, at most 100. */
  pageSize?: number
}

export interface AttendeePage {
  items: Attendee[]
  page: number
  /** Rows asked for a page. */
  pageSize: number
  /** False on the last page: an empty one, or one whose `next` does not point past it. */
  hasNext: boolean
  /** Values read as text or left out, and records skipped for want of an ID. */
  notes: ReadNotes
  /** Rows a page the service sends, when this page shows it (it has a next page); else null. */
  servedPageSize: number | null
}

const attendeePageSchema = pageEnvelopeSchema(attendeeSchema)
/** The envelope alone, for `peekAttendeesPage`. */
const envelopeSchema = pageEnvelopeSchema(z.unknown())

function invalid(field: string, message: string): never {
  throw appError('invalid-input', message, { fieldErrors: { [field]: message } })
}

/** Builds the filter and sort values; a round trip through the parser checks what the server will check. */
export function attendeeQueryParams(query: AttendeeQuery): Record<string, string> {
  const params: Record<string, string> = {}
  if (query.filter && query.filter.length > 0) {
    let text: string
    try {
      text = serializeFilter(query.filter)
    } catch (error) {
      invalid('filter', `The filter cannot be sent: ${(error as Error).message}.`)
    }
    const parsed = parseFilter(text)
    if (!parsed.ok) invalid('filter', `The filter cannot be sent: ${parsed.error}.`)
    params.filter = text
  }
  if (query.sort && query.sort.length > 0) {
    const text = serializeSort(query.sort)
    const parsed = parseSort(text)
    if (!parsed.ok) invalid('sort', `The sort order cannot be sent: ${parsed.error}.`)
    params.sort = text
  }
  return params
}

const LIST_OPERATION = 'list the attendees'

function checkedPaging(query: AttendeeQuery): { page: number; pageSize: number } {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE
  if (!Number.isSafeInteger(page) || page < 1) invalid('page', 'The page number must be 1 or more.')
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    invalid('pageSize', `The page size must be from 1 to ${MAX_PAGE_SIZE}.`)
  }
  return { page, pageSize }
}

function listRequest(query: AttendeeQuery, page: number, pageSize: number) {
  return {
    method: 'GET' as const,
    path: `/v1/events/${pathId('eventId', query.eventId)}/attendees`,
    query: { ...attendeeQueryParams(query), page, [PAGE_SIZE_PARAM]: pageSize },
    operation: LIST_OPERATION,
    resource: 'event',
  }
}

function toPage(
  { value: body, notes }: ReadResult<z.output<typeof attendeePageSchema>>,
  page: number,
  pageSize: number,
): AttendeePage {
  // A skipped record still took its place in the page: it counts towards a full one.
  const received = body.data.length + notes.skipped
  const facts = { page, asked: pageSize, count: received, next: body.pagination?.next }
  return {
    items: body.data,
    page,
    pageSize,
    hasNext: pageHasNext(facts),
    servedPageSize: servedPageSize(facts),
    notes,
  }
}

export async function listAttendeesPage(
  ctx: ApiContext,
  query: AttendeeQuery,
  signal?: AbortSignal,
): Promise<AttendeePage> {
  const { page, pageSize } = checkedPaging(query)
  const read = await sendRead(
    ctx,
    { ...listRequest(query, page, pageSize), schema: attendeePageSchema, recordsAt: PAGE_RECORDS },
    signal,
  )
  return toPage(read, page, pageSize)
}

/** One page as received, its body not yet read: `readAttendeesPage` turns it into the same page. */
export interface AttendeePageBytes {
  bytes: ArrayBuffer
  status: number
  page: number
  pageSize: number
}

/** As `listAttendeesPage`, but the body is left as bytes (for reading in a worker thread). */
export async function fetchAttendeesPageBytes(
  ctx: ApiContext,
  query: AttendeeQuery,
  signal?: AbortSignal,
): Promise<AttendeePageBytes> {
  const { page, pageSize } = checkedPaging(query)
  const answer = await sendForBytes(ctx, listRequest(query, page, pageSize), signal)
  return { ...answer, page, pageSize }
}

/** The checks `listAttendeesPage` makes on a body, made on bytes fetched earlier. Pure. */
export function readAttendeesPage(received: AttendeePageBytes) {
  const bytes = new Uint8Array(received.bytes)
  const { payload } = parseBodyBytes(bytes, true, LIST_OPERATION, received.status)
  const read = readBody(attendeePageSchema, payload, LIST_OPERATION, received.status, PAGE_RECORDS)
  return toPage(read, received.page, received.pageSize)
}

/**
 * What `readAttendeesPage` will say of the page's paging, from its envelope alone.
 *
 * The rows and whether a next page exists are read without reading the rows:
 * fast enough for the main thread to decide what to fetch next while the page
 * is read in a worker. Null when the body cannot be peeked; reading it says
 * why.
 */
export function peekAttendeesPage(
  received: AttendeePageBytes,
): { count: number; hasNext: boolean } | null {
  const peeked = peekJsonBytes(new Uint8Array(received.bytes))
  const envelope = peeked && envelopeSchema.safeParse(peeked.envelope)
  if (!peeked || !envelope?.success) return null
  const { page, pageSize } = received
  const next = envelope.data.pagination?.next
  return {
    count: peeked.count,
    hasNext: pageHasNext({ page, asked: pageSize, count: peeked.count, next }),
  }
}
