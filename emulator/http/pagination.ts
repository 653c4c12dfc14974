/**
 * `page`/`pageSize` parsing and the `{pagination, data}` envelope. Links are
 * relative and carry only `page` (the API's form `/<endpoint path>?page=<n>`),
 * which is why the client never follows them blindly.
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE_PARAM } from '../../shared/api/filter-grammar'
import { ApiError } from './errors'

/**
 * What `next` (on the last page) and `previous` (on the first) look like.
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

/** `fixedPageSize` (a control): the page-size parameter is ignored and every page holds that many. */
export function parsePaging(
  query: (name: string) => string | undefined,
  fixedPageSize: number | null = null,
): Paging {
  const page = positiveInt('page', query('page'), 1)
  if (fixedPageSize !== null) return { page, pageSize: fixedPageSize }
  return {
    page,
    pageSize: positiveInt(
      PAGE_SIZE_PARAM,
      query(PAGE_SIZE_PARAM),
      DEFAULT_PAGE_SIZE,
      MAX_PAGE_SIZE,
    ),
  }
}

export function pageEnvelope<T>(
  path: string,
  paging: Paging,
  total: number,
  data: T[],
  endStyle: PageEndStyle,
) {
  const link = (n: number) => `${path}?page=${n}`
  const current = link(paging.page)
  const hasNext = paging.page * paging.pageSize < total
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
