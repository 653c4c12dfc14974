/**
 * The furthest page seen with attendees in the list on screen (same filter, sort and page size).
 *
 * The API gives no total, so a typed page can be past the end; this is where
 * "back" leads from there without asking the service anything. When that page
 * was the last one (no next page), the end is known.
 */
import { useState } from 'react'
import type { GridQuery } from './use-grid-state'

export interface FurthestPage {
  /** Which list it belongs to: the query without the page. */
  list: string
  page: number
  /** The service said there is no page after it. */
  isLast: boolean
}

/** What the tracker needs of an answer (the answer carries the query it answers). */
export interface PageAnswer {
  query: GridQuery
  items: readonly unknown[]
  hasNext: boolean
}

export function listIdentity({ filter, sort, pageSize }: GridQuery): string {
  return JSON.stringify([filter, sort, pageSize])
}

/** The furthest page after `answer`; `previous` itself when the answer adds nothing. */
export function furthestAfter(
  previous: FurthestPage | null,
  answer: PageAnswer,
): FurthestPage | null {
  if (answer.items.length === 0) return previous
  const list = listIdentity(answer.query)
  if (previous && previous.list === list && previous.page >= answer.query.page) return previous
  return { list, page: answer.query.page, isLast: !answer.hasNext }
}

/** The furthest page of `query`'s list before its page, if one was seen. */
export function furthestBefore(
  furthest: FurthestPage | null,
  query: GridQuery,
): FurthestPage | null {
  return furthest && furthest.list === listIdentity(query) && furthest.page < query.page
    ? furthest
    : null
}

/** Follows the answers on screen and keeps the furthest page with attendees. */
export function useFurthestPage(answer: PageAnswer | undefined): FurthestPage | null {
  const [furthest, setFurthest] = useState<FurthestPage | null>(null)
  const next = answer ? furthestAfter(furthest, answer) : furthest
  // Updated while rendering (not in an effect), so an empty page never shows a stale way back.
  if (next !== furthest) setFurthest(next)
  return next
}
