/**
 * `page`/`size` parsing and the `{pagination, data}` envelope.
 *
 * Links are relative and carry only `page` (the API's form
 * `/<endpoint path>?page=<n>`), which is why the client never follows them
 * blindly.
 *
 * The paging rules are the emulator's own, written apart from the client's
 * constants in shared/api/filter-grammar.ts: the emulator stands for the
 * service, so a client that misreads the page-size parameter is caught here
 * rather than agreed with.
 */
import { ApiError } from './errors'

/** The service's page-size parameter. */
export const PAGE_SIZE_PARAM = 'size'
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100

/**
 * What `next` (on the last page) and `previous` (on the first) look like.
 *
 * `past-end`: the last page's `next` names the page after it, as a service
 * that sends `next` on every page does (`previous` on the first is empty).
 */
export type PageEndStyle = 'empty' | 'missing' | 'unchanged' | 'past-end'

export interface Paging {
  page: number
  pageSize: number
}

function positiveInt(
  name: string,
  raw: string | undefined,
  fallback: number,
  max?: number,
): number {
  if (raw === undefined) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new ApiError({
      status: 400,
      message: `Invalid ${name}`,
      description: `${name} must be a whole number of at least 1, got "${raw}".`,
      errors: { [name]: 'must be a whole number of at least 1' },
    })
  }
  const n = Number(raw)
  if (max !== undefined && n > max) {
    throw new ApiError({
      status: 400,
      message: `Invalid ${name}`,
      description: `${name} must be at most ${max}, got ${n}.`,
      errors: { [name]: `must be at most ${max}` },
    })
  }
  return n
}

/** How a dialect reads the page size (see dialect/dialects.ts). */
export interface PagingRules {
  /** Parameters read, the first present wins; a parameter not listed is not read. */
  pageSizeParams: readonly string[]
  /** Rows per page whatever is asked for, or null. */
  fixedPageSize: number | null
}

export function parsePaging(
  query: (name: string) => string | undefined,
  rules: PagingRules,
): Paging {
  const page = positiveInt('page', query('page'), 1)
  if (rules.fixedPageSize !== null) return { page, pageSize: rules.fixedPageSize }
  const name = rules.pageSizeParams.find((n) => query(n) !== undefined)
  const pageSize =
    name === undefined
      ? DEFAULT_PAGE_SIZE
      : positiveInt(name, query(name), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
  return { page, pageSize }
}

export function pageEnvelope<T>(
  path: string,
  paging: Paging,
  total: number,
  data: T[],
  endStyle: PageEndStyle,
  nextOnLastPage = false,
) {
  const link = (n: number) => `${path}?page=${n}`
  const current = link(paging.page)
  const hasNext = nextOnLastPage || paging.page * paging.pageSize < total
  const hasPrevious = paging.page > 1
  const end = endStyle === 'unchanged' ? current : ''
  const pagination: Record<string, string> = { current }
  const nextLink = hasNext || endStyle === 'past-end'
  if (hasNext || endStyle !== 'missing') pagination.next = nextLink ? link(paging.page + 1) : end
  if (hasPrevious || endStyle !== 'missing') {
    pagination.previous = hasPrevious ? link(paging.page - 1) : end
  }
  return { pagination: { next: pagination.next, current, previous: pagination.previous }, data }
}
