/**
 * `page`/`size` parsing and the `{pagination, data}` envelope. Links are
 * relative and carry only `page` (the API's form `/<endpoint path>?page=<n>`),
 * which is why the client never follows them blindly.
 *
 * The paging rules are the emulator's own, written apart from the client's
 * constants in shared/api/filter-grammar.ts: the emulator stands for the
 * service, so a client that misreads the page-size parameter is caught here
 * rather than agreed with.
 */
import { ApiError } from './errors'

/** The service's page-size parameter. */
export const PAGE_SIZE_PARAM = 'size'
/**
 * Read when `size` is absent, as a synonym kept for clients that still send
 * it; only the `documented` dialect takes it.
 */
export const LEGACY_PAGE_SIZE_PARAM = 'pageSize'
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100

/** What `next` (on the last page) and `previous` (on the first) look like. */
export type PageEndStyle = 'empty' | 'missing' | 'unchanged'

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

export function parsePaging(query: (name: string) => string | undefined): Paging {
  // The legacy name is read only when `size` is absent.
  const name =
    query(PAGE_SIZE_PARAM) === undefined && query(LEGACY_PAGE_SIZE_PARAM) !== undefined
      ? LEGACY_PAGE_SIZE_PARAM
      : PAGE_SIZE_PARAM
  return {
    page: positiveInt('page', query('page'), 1),
    pageSize: positiveInt(name, query(name), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
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
  if (hasNext || endStyle !== 'missing') pagination.next = hasNext ? link(paging.page + 1) : end
  if (hasPrevious || endStyle !== 'missing') {
    pagination.previous = hasPrevious ? link(paging.page - 1) : end
  }
  return { pagination: { next: pagination.next, current, previous: pagination.previous }, data }
}
