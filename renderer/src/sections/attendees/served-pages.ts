/**
 * What the grid learns from its answers about the service's pages: how many
 * rows a page it sends (another number than asked when it has its own
 * maximum or does not read the size), so rows are numbered right and a quiet
 * note says so; and a page that only repeats the page before it (a service
 * that does not read the page number), so Next stops there and says why.
 */
import { useState } from 'react'
import { repeatsPrevious } from '@shared/api/paging'
import type { GridQuery } from './use-grid-state'
import { listIdentity } from './furthest-page'
import { otherSizeClause } from './page-size-text'

/** What the tracker needs of an answer (the answer carries the query it answers). */
export interface ServedAnswer {
  query: GridQuery
  items: readonly { id: string }[]
  servedPageSize: number | null
}

export interface ServedPages {
  /** Rows a page the service sends for the size asked, once an answer showed it. */
  served: { asked: number; size: number } | null
  /** The last answer taken in, and its IDs. */
  last: { answer: ServedAnswer; list: string; ids: string[] } | null
  /** The last answer repeats the page before it. */
  repeated: boolean
}

export const NOTHING_SERVED: ServedPages = { served: null, last: null, repeated: false }

/** The memory after `answer`; `memory` itself when the answer was taken in already. */
export function servedAfter(memory: ServedPages, answer: ServedAnswer): ServedPages {
  if (memory.last?.answer === answer) return memory
  const { query } = answer
  const list = listIdentity(query)
  const ids = answer.items.map((a) => a.id)
  const before = memory.last
  const repeated =
    before !== null &&
    before.list === list &&
    before.answer.query.page === query.page - 1 &&
    repeatsPrevious(before.ids, ids)
  const served =
    answer.servedPageSize !== null
      ? { asked: query.pageSize, size: answer.servedPageSize }
      : memory.served?.asked === query.pageSize
        ? memory.served
        : null
  return { served, last: { answer, list, ids }, repeated }
}

/** Rows on each page before this one: what the service sends, else the size asked. */
export function rowsPerPage(memory: ServedPages, pageSize: number): number {
  return memory.served?.asked === pageSize ? memory.served.size : pageSize
}

/** The quiet note under the grid, when the service sends another number of rows than asked. */
export function servedNote(memory: ServedPages, pageSize: number): string | null {
  const other = otherSizeClause(rowsPerPage(memory, pageSize), pageSize, 'sends')
  return other && `${other}.`
}

/** Why Next stops on a page that repeats the page before it. */
export function repeatedNote(page: number): string {
  return (
    `Page ${page} holds the same attendees as page ${page - 1}: the service does not seem to ` +
    'read the page number, so Next stops here.'
  )
}

/** Follows the answers on screen (not placeholders) and keeps what they teach. */
export function useServedPages(answer: ServedAnswer | undefined): ServedPages {
  const [memory, setMemory] = useState<ServedPages>(NOTHING_SERVED)
  const next = answer ? servedAfter(memory, answer) : memory
  // Updated while rendering (not in an effect), so the rows are never numbered with a stale size.
  if (next !== memory) setMemory(next)
  return next
}
