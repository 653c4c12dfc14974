/**
 * The paging rules of the service's lists (docs/api-decisions.md, "End of pages").
 *
 * Pure decisions on one answer: whether another page may follow, how many rows
 * a page the service really sends, and whether a page only repeats the one
 * before it.
 *
 * The service may send fewer rows a page than asked (its own maximum, or a
 * size parameter it does not read), more than asked, and a `next` link on
 * every page, the last one included. So the count of rows never ends a list
 * on its own: only an empty page, or a `next` that does not lead further on.
 * The links drop filter, sort and page size, so only the page number in them
 * is read, never the link followed.
 */

/** What one answer said about its paging. */
export interface PageFacts {
  /** The 1-based page that was asked for. */
  page: number
  /** Rows asked for a page. */
  asked: number
  /** Rows the page holds (all of them are read, however many). */
  count: number
  /** The envelope's `pagination.next`, as received. */
  next: string | null | undefined
}

/**
 * The page number `next` names when it lies past `current`; null when `next`
 * is absent, empty, carries no page number, or names this page or an
 * earlier one.
 */
export function nextPageNumber(next: string | null | undefined, current: number): number | null {
  if (!next) return null
  const match = /[?&]page=(\d+)/.exec(next)
  if (!match?.[1]) return null
  const page = Number(match[1])
  return Number.isSafeInteger(page) && page > current ? page : null
}

/**
 * Whether a page may follow this one.
 *
 * An empty page ends the list; so does a page, short or full, whose `next` does
 * not point past it. A page shorter than asked whose `next` points further on
 * is not the end: the service sends fewer rows a page than asked.
 */
export function pageHasNext(facts: PageFacts): boolean {
  return facts.count > 0 && nextPageNumber(facts.next, facts.page) !== null
}

/**
 * Rows a page the service sends, learnt from a page that has a next one (a
 * last page holds what is left, which says nothing of the size); null when
 * this page does not tell.
 */
export function servedPageSize(facts: PageFacts): number | null {
  return pageHasNext(facts) ? facts.count : null
}

/** The service gives a page size other than the one asked (the grid and the export say so). */
export function servesOtherSize(served: number | null, asked: number): served is number {
  return served !== null && served !== asked
}

/**
 * A page that holds exactly the rows of the page before it, in the same
 * order: the service answers every page number alike, and reading on would
 * never end.
 */
export function repeatsPrevious(
  previousIds: readonly string[] | null,
  ids: readonly string[],
): boolean {
  if (!previousIds || ids.length === 0 || ids.length !== previousIds.length) return false
  return ids.every((id, i) => id === previousIds[i])
}

/** The sentence for a repeated page: what the service did and why reading stopped. */
export function repeatedPageMessage(page: number): string {
  return (
    `The service answered page ${page} with the same rows as page ${page - 1}: it does not ` +
    'seem to read the page number, so reading stopped instead of going on forever.'
  )
}

/** The 1-based number of a page's first row when every page before it held `perPage` rows. */
export function firstRowNumber(page: number, perPage: number): number {
  return (page - 1) * perPage + 1
}
