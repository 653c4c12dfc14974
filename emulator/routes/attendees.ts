/**
 * `GET /v1/events/{eventId}/attendees`.
 *
 * Filter, sort and pages with the grammar of shared/api/filter-grammar.ts.
 * Errors use the bare envelope (no code, no params), as the API documents for
 * this endpoint.
 */
import type { Hono } from 'hono'
import { parseFilter, parseSort } from '@shared/api/filter-grammar'
import { ApiError } from '../http/errors'
import { guard, type AppEnv } from '../http/guard'
import { PAGE_SIZE_PARAM, pageEnvelope, parsePaging } from '../http/pagination'
import { requireEvent, singleQuery } from '../http/params'
import { queryOrder } from '../query/attendee-query'
import { materializeAttendee } from '../seed/attendee-details'
import { servedAttendee } from '../dialect/docs-resources'
import type { EmulatorState } from '../state'

const COMMA = Buffer.from(',')
const END = Buffer.from(']}')

export function attendeeRoutes(
  app: Hono<AppEnv>,
  state: EmulatorState,
  origin: (url: string) => string,
) {
  app.get(
    '/v1/events/:eventId/attendees',
    guard(state, {
      scope: 'READ',
      backendOnly: true,
      envelope: 'bare',
      query: ['page', PAGE_SIZE_PARAM, 'filter', 'sort'],
    }),
    (c) => {
      const eventId = c.req.param('eventId')
      const event = requireEvent(state, eventId)
      const paging = parsePaging((n) => singleQuery(c.req.queries(n), n), state.pagingRules)
      const filter = parseFilter(singleQuery(c.req.queries('filter'), 'filter') ?? '')
      if (!filter.ok) {
        throw new ApiError({
          status: 400,
          message: 'Invalid filter',
          description: filter.error,
          errors: { filter: filter.error },
        })
      }
      const sort = parseSort(singleQuery(c.req.queries('sort'), 'sort') ?? '')
      if (!sort.ok) {
        throw new ApiError({
          status: 400,
          message: 'Invalid sort',
          description: sort.error,
          errors: { sort: sort.error },
        })
      }
      const table = state.attendees(eventId)!
      const order = queryOrder(table, filter.conditions, sort.keys)
      const start = (paging.page - 1) * paging.pageSize
      const base = origin(c.req.url)
      const render = (row: number) =>
        servedAttendee(state, materializeAttendee(table, event, row, base), row)
      const end = start + paging.pageSize
      const rows = Array.from(order.subarray(start, end), (i) => table.renderJson(i, base, render))
      // Clients page forward: render the next page while they read this one.
      setImmediate(() => {
        for (const i of order.subarray(end, end + paging.pageSize))
          table.renderJson(i, base, render)
      })
      // Rows are cached as UTF-8 JSON, so the page is spliced rather than re-serialized.
      const envelope = pageEnvelope(
        `/v1/events/${eventId}/attendees`,
        paging,
        order.length,
        [],
        state.pageEndStyle,
        state.dialect.nextOnLastPage,
      )
      const head = JSON.stringify(envelope).slice(0, -2) // drop the empty array's "]}"
      const parts: Buffer[] = [Buffer.from(head)]
      for (const [k, row] of rows.entries()) {
        if (k > 0) parts.push(COMMA)
        parts.push(row)
      }
      parts.push(END)
      const body = Buffer.concat(parts)
      return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), 200, {
        'content-type': 'application/json; charset=UTF-8',
      })
    },
  )
}
